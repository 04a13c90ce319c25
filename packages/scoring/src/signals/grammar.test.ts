import { describe, expect, it } from 'vitest';
import { findGrammarIssues, isTelegraphic } from './grammar.js';

const fixes = (answer: string) => findGrammarIssues(answer).map((issue) => `${issue.text} => ${issue.suggestion}`);

describe('grammar rules for frequent Indian-English learner errors', () => {
  it('corrects "I am having" and other stative verbs in -ing', () => {
    expect(fixes('we are having two cars and my father is knowing the bank manager')).toEqual([
      'we are having => we have',
      'my father is knowing => my father knows',
    ]);
    // Having a baby, an operation or exams is an event, not possession.
    expect(fixes('my daughter is having her first baby in march and my father is having an operation')).toEqual([]);
  });

  it('corrects "myself X" introductions', () => {
    expect(fixes('good morning sir myself Anjali from Surat')).toEqual(['myself Anjali => my name is anjali']);
    expect(fixes('myself, I have twelve lakh in savings and my salary pays the rest')).toEqual([]);
    expect(fixes('myself and my wife, we both are working')).not.toContain('myself and => my name is and');
  });

  it('corrects subject-verb agreement but not after a modal', () => {
    expect(fixes('my mother have a boutique and she earn well')).toEqual(['my mother have => my mother has', 'she earn => she earns']);
    expect(fixes('she will earn well and he can go')).toEqual([]);
  });

  it('flags "do one thing", "passed out from" and "since six years"', () => {
    expect(findGrammarIssues('i passed out from anna university').map((issue) => issue.rule)).toEqual(['passed-out']);
    expect(fixes('i am working here since six years')).toEqual(['since six years => for six years']);
    expect(findGrammarIssues('i will do one thing i will show the letter').map((issue) => issue.rule)).toContain('do-one-thing');
  });

  it('flags missing articles before job titles and countable nouns', () => {
    expect(fixes('he is farmer')).toEqual(['is farmer => is a farmer']);
    expect(fixes('i am presenting poster')).toEqual(['presenting poster => presenting a poster']);
  });

  it('leaves right English alone: a compound subject, "a" before a spoken "you" sound, a noun that describes a plural', () => {
    expect(fixes('my wife and i are going to see our son graduate')).toEqual([]);
    expect(fixes('my brother is a US citizen and i hold a UK visa')).toEqual([]);
    expect(fixes('few universities offer robotics with lab facilities like this')).toEqual([]);
    expect(fixes('i want to go deeper into computer vision with lab work and for visa processing i have all documents')).toEqual([]);
    expect(fixes('i are going and i took loan from sbi')).toEqual(['i are => i am', 'took loan => took a loan']);
    expect(fixes('my college is affiliated to pune university')).toEqual([]);
    expect(fixes('i passed out in 2023')).toEqual(['passed out in => graduated in']);
  });

  it('never suggests what the answer already says: a possessive written with an apostrophe stands', () => {
    expect(fixes("i live in my parents' house in jaipur and my father’s shop is near it")).toEqual([]);
    expect(fixes('i live in my parents house')).toEqual(["my parents house => my parents' house"]);
  });

  it('never counts fillers, missing punctuation or lower case as grammar errors', () => {
    expect(findGrammarIssues('um so uh i have an admit from purdue like you know for the fall intake')).toEqual([]);
    expect(findGrammarIssues('i will return to delhi on june 3 my job is waiting')).toEqual([]);
  });

  it('sees through fillers inside an error and reports the original span', () => {
    const answer = 'we are uh having a flat in Pune';
    const [issue] = findGrammarIssues(answer);
    expect(issue!.suggestion).toBe('we have');
    expect(answer.slice(issue!.start, issue!.end)).toBe('we are uh having');
  });

  it('recognises telegraphic answers', () => {
    expect(isTelegraphic('three weeks october 5 to 26 san jose')).toBe(true);
    expect(isTelegraphic('i will stay three weeks')).toBe(false);
  });
});
