import { describe, expect, it } from 'vitest';
import { extractFacts, findContradictions } from './consistency.js';

const keys = (answer: string, fact: string) =>
  extractFacts(answer)
    .filter((stated) => stated.fact === fact)
    .map((stated) => stated.key);

describe('extractFacts', () => {
  it('finds universities in the ways applicants name them', () => {
    expect(keys('I got admit from University of Texas at Dallas for my masters.', 'university')).toEqual(['texas dallas']);
    expect(keys('i am going to arizona state university', 'university')).toEqual(['arizona state']);
    expect(keys('um I will join u t dallas this fall', 'university')).toEqual(['ut dallas']);
    expect(keys('I applied to Purdue University and ASU but got rejected', 'university')).toEqual([]);
  });

  it('finds the programme, folding abbreviations', () => {
    expect(keys('I will do MS in computer science at NYU', 'programme')).toEqual(['computer science']);
    expect(keys('my course is data science', 'programme')).toEqual(['data science']);
    expect(keys('ms in cs', 'programme')).toEqual(['computer science']);
  });

  it('finds the sponsor and ignores repaying a loan', () => {
    expect(keys('My father is sponsoring my education.', 'sponsor')).toEqual(['father']);
    expect(keys('my dad and my uncle will pay', 'sponsor')).toEqual(['father', 'uncle']);
    expect(keys('I am self funded', 'sponsor')).toEqual(['self']);
    expect(keys('I will pay back the loan with my salary', 'sponsor')).toEqual([]);
  });

  it('finds the intake from a season or from a start month', () => {
    expect(keys('I am joining in the Fall 2025 intake', 'intake')).toEqual(['fall 2025']);
    expect(keys('classes start in august 2025', 'intake')).toEqual(['fall 2025']);
    expect(keys('I love the summer', 'intake')).toEqual([]);
  });

  it('reads trip lengths in days, but not past stays', () => {
    expect(keys('I will stay there for two weeks', 'trip length')).toEqual(['14']);
    expect(keys('we plan a 10 days trip', 'trip length')).toEqual(['10']);
    expect(keys('I visited the US two weeks ago', 'trip length')).toEqual([]);
  });

  it('labels amounts by their nearest cue and keeps the currency scale', () => {
    const facts = extractFacts('I took a loan of 40 lakhs from SBI. The tuition fee is $30,000 per year.');
    expect(facts.filter((fact) => fact.amount).map(({ fact, value, key }) => ({ fact, value, key }))).toEqual([
      { fact: 'loan amount', value: '40 lakhs', key: 'INR 4000000' },
      { fact: 'tuition fees', value: '$30,000', key: 'USD 30000' },
    ]);
  });
});

describe('findContradictions', () => {
  it('flags two answers naming different universities', () => {
    expect(
      findContradictions([
        { questionId: 1, answer: 'I am going to University of Texas at Dallas.' },
        { questionId: 2, answer: 'My sponsor is my father.' },
        { questionId: 3, answer: 'I chose Arizona State University because of its research.' },
      ]),
    ).toEqual([{ fact: 'university', values: ['university of texas at dallas', 'arizona state university'], questionIds: [1, 3] }]);
  });

  it('flags a changed sponsor, programme, loan amount, intake and trip length', () => {
    const flags = findContradictions([
      {
        questionId: 10,
        answer: 'My father is sponsoring me. I will study MS in computer science. I took a loan of 40 lakhs. I join in fall 2025.',
      },
      {
        questionId: 11,
        answer: 'My uncle will pay for everything. My course is data science. The loan is 25 lakhs. Classes start in January 2026.',
      },
      { questionId: 12, answer: 'I will stay for ten days.' },
      { questionId: 13, answer: 'The trip is for one month.' },
    ]);
    expect(flags.map((flag) => flag.fact).sort()).toEqual(['intake', 'loan amount', 'programme', 'sponsor', 'trip length']);
    expect(flags.find((flag) => flag.fact === 'sponsor')).toEqual({
      fact: 'sponsor',
      values: ['my father', 'my uncle'],
      questionIds: [10, 11],
    });
    expect(flags.find((flag) => flag.fact === 'trip length')).toEqual({
      fact: 'trip length',
      values: ['ten days', 'one month'],
      questionIds: [12, 13],
    });
  });

  it('does not flag the same fact said differently, or options listed together', () => {
    expect(
      findContradictions([
        { questionId: 1, answer: 'I will join UT Dallas for MS in CS, fall 2025.' },
        {
          questionId: 2,
          answer: 'University of Texas at Dallas offers the computer science program I want. Classes begin in August 2025.',
        },
        { questionId: 3, answer: 'My parents are sponsoring me, and the loan is 40 lakh rupees.' },
        { questionId: 4, answer: 'My father will pay. We took a loan of forty lakhs.' },
        { questionId: 5, answer: 'I will stay for two weeks.' },
        { questionId: 6, answer: 'the visit is about 15 days and then I come back' },
        { questionId: 7, answer: 'The total cost is $60,000 which is around 50 lakhs.' },
      ]),
    ).toEqual([]);
  });

  it('is deterministic and empty for answers with no facts', () => {
    const answers = [
      { questionId: 1, answer: 'No Idea' },
      { questionId: 2, answer: '' },
    ];
    expect(findContradictions(answers)).toEqual([]);
    expect(JSON.stringify(findContradictions(answers))).toBe(JSON.stringify(findContradictions(answers)));
  });
});
