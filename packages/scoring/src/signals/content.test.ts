import { describe, expect, it } from 'vitest';
import { analyseContent, expectedAnswerKinds } from './content.js';

const base = {
  visaType: 'F1',
  question: 'How will you fund your studies?',
  modelAnswer: 'My mother is funding me from her savings of 30 lakh rupees, and I have a $20,000 loan from Axis Bank.',
  keyPoints: ['sponsor: mother', 'savings of 30 lakh', '$20,000 Axis Bank loan'],
  redFlags: [],
};

describe('key-point coverage', () => {
  it('matches through stemming, synonyms and spoken numbers', () => {
    const content = analyseContent({
      ...base,
      answer: 'my mom is sponsoring me she has thirty lakhs saved and we took a twenty thousand dollar loan from axis bank',
    });
    expect(content.covered).toEqual(base.keyPoints);
    expect(content.coverage).toBe(1);
  });

  it('names the key points an answer misses', () => {
    const content = analyseContent({ ...base, answer: 'my mother is paying for everything' });
    expect(content.covered).toEqual(['sponsor: mother']);
    expect(content.missing).toEqual(['savings of 30 lakh', '$20,000 Axis Bank loan']);
  });

  it('matches a spoken acronym to the proper name it abbreviates', () => {
    const content = analyseContent({
      ...base,
      keyPoints: ['State Bank of India loan'],
      answer: 'the loan is from s b i',
    });
    expect(content.keyPoints[0]!.covered).toBe(true);
  });

  it('treats a yes/no key point as covered by an answer that opens with yes or no', () => {
    const content = analyseContent({
      ...base,
      question: 'Have you been abroad?',
      keyPoints: ['yes/no'],
      answer: 'yes I went to Nepal in 2021',
    });
    expect(content.covered).toEqual(['yes/no']);
  });

  it('collects concrete specifics and stock phrases', () => {
    const content = analyseContent({
      ...base,
      answer: 'it is one of the best universities with world class faculty and my mother pays 30 lakhs',
    });
    expect(content.genericPhrases).toEqual(['one of the best', 'world class']);
    expect(content.specifics).toContain('30');
  });

  it('counts a figure under two written with a decimal point ("1.2 lakh a month"), not the word "one"', () => {
    expect(analyseContent({ ...base, answer: 'my salary is 1.2 lakh per month' }).specifics).toContain('1.2');
    expect(analyseContent({ ...base, answer: 'i have one brother' }).specifics).toEqual([]);
  });

  it('names an institution said by its short name as a concrete fact, in a lower-case transcript', () => {
    expect(analyseContent({ ...base, answer: 'my professor at purdue works on surgical robots' }).specifics).toEqual(['purdue']);
    expect(analyseContent({ ...base, answer: 'i did my b tech from vtu in 2022' }).specifics).toEqual(['vtu', '2022']);
    expect(analyseContent({ ...base, answer: 'i learnt the bits of it at work' }).specifics).toEqual([]);
    // The towns of the US tech hubs where applicants' relatives work are places too.
    expect(analyseContent({ ...base, answer: 'my son works in sunnyvale' }).specifics).toEqual(['sunnyvale']);
  });

  it('counts "one lakh" or "one crore" as a figure, with its unit', () => {
    expect(analyseContent({ ...base, answer: 'around one lakh' }).specifics).toEqual(['one lakh']);
    expect(analyseContent({ ...base, answer: 'my father earns 1 crore a year' }).specifics).toEqual(['1 crore']);
    expect(analyseContent({ ...base, answer: 'one year' }).specifics).toEqual([]);
  });

  it('lists a place whole even when its first word is a capitalised word of the model answer, and a figure beside a name apart', () => {
    const content = analyseContent({
      ...base,
      modelAnswer: 'New York six days, Washington DC three days, and we return on 18 October.',
      answer: 'land in new york on 5 october, four days there, then washington two days',
    });
    expect(content.specifics).toEqual(['new york', '5 october', 'four days', 'washington', 'two days']);
  });

  it('names a place whole in a lower-case transcript, not its last word', () => {
    const content = analyseContent({
      ...base,
      answer: 'my sister lives in new jersey and my uncle in north carolina, we are from west bengal and san jose is next',
    });
    expect(content.specifics).toEqual(['new jersey', 'north carolina', 'west bengal', 'san jose']);
  });
});

describe('question kinds', () => {
  it('recognises what a question asks for', () => {
    expect(expectedAnswerKinds('Have you travelled abroad before?')).toContain('yes/no');
    expect(expectedAnswerKinds('How much does your father earn?')).toContain('amount');
    expect(expectedAnswerKinds('Where will you stay?')).toEqual(['place']);
  });

  it('does not take an echo of the question as an answer to it', () => {
    const content = analyseContent({
      ...base,
      question: 'What conference are you attending?',
      keyPoints: ['IEEE Sensors conference', 'Dallas, October'],
      answer: 'it is a very big conference where many people come',
    });
    expect(content.answersExpected).toBe(false);
  });
});
