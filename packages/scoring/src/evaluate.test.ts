import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import type { EvaluationInput } from './types.js';

// Hand-written question and answers (not from the evaluation set).
const question: Omit<EvaluationInput, 'answer'> = {
  visaType: 'F1',
  question: 'Why did you choose this university?',
  modelAnswer:
    'I chose the University of Florida because its MS in Agricultural Engineering has an irrigation systems lab that fits my two years at Jain Irrigation, and it gave me a $6,000 assistantship.',
  keyPoints: ['irrigation systems lab', 'link to two years at Jain Irrigation', '$6,000 assistantship'],
};

const answers = {
  excellent:
    'I chose the University of Florida because its agricultural engineering masters has an irrigation systems lab that builds on my two years at Jain Irrigation, and they offered me a six thousand dollar assistantship.',
  adequate: 'because they have irrigation lab and i worked in jain irrigation before',
  weak: 'It is one of the best universities in the world with world class faculty and great opportunities.',
  redFlag: 'my agent selected it for me, i dont know much about it',
};

const score = (answer: string, extra: Partial<EvaluationInput> = {}) => evaluate({ ...question, answer, ...extra }).score;

describe('evaluate end to end', () => {
  it('orders excellent > adequate > weak > red flag', () => {
    const scores = [answers.excellent, answers.adequate, answers.weak, answers.redFlag].map((answer) => score(answer));
    expect(scores[0]).toBeGreaterThanOrEqual(9);
    expect(scores[0]!).toBeGreaterThan(scores[1]!);
    expect(scores[1]!).toBeGreaterThan(scores[2]!);
    expect(scores[2]!).toBeGreaterThan(scores[3]!);
    expect(scores[3]).toBeLessThanOrEqual(2);
  });

  it('writes concrete feedback: quotes, missing key points and one improvement', () => {
    const result = evaluate({ ...question, answer: answers.adequate });
    expect(result.correctness).toMatch(/Missing: .*\$6,000 assistantship/);
    expect(result.correctness).toContain('(you said "irrigation lab")');
    expect(result.constructive_feedback).toMatch(/^Add .*\$6,000 assistantship — for example: "I chose the University of Florida/);
  });

  it('caps a red flag at 2 and explains it', () => {
    const result = evaluate({ ...question, answer: answers.redFlag });
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.correctness).toContain('Red flag: "my agent selected"');
  });

  it('never praises an answer it cannot assess', () => {
    const result = evaluate({ ...question, answer: '' });
    expect(result.score).toBe(0);
    expect(result.correctness).toMatch(/could not be assessed/);
    const mumbled = evaluate({ ...question, answer: answers.excellent, confidence: 0.3 });
    expect(mumbled.score).toBe(1);
    expect(mumbled.correctness).toMatch(/could not be assessed.*confidence 0\.30/);
  });

  it('marks down a rambling answer that contains the right facts', () => {
    const rambling = `${answers.excellent} ${'also my hometown is very nice and i like cricket and reading books in my free time '.repeat(5)}`;
    expect(score(rambling, { durationSeconds: 70 })).toBeLessThanOrEqual(score(answers.excellent, { durationSeconds: 14 }) - 3);
  });

  it('does not penalise fillers as grammar', () => {
    const result = evaluate({ ...question, answer: `um ${answers.excellent} uh` });
    expect(result.details.language?.issues).toEqual([]);
  });
});

describe('determinism', () => {
  it('returns byte-identical output for the same input', () => {
    for (const answer of Object.values(answers)) {
      const runs = Array.from({ length: 3 }, () => JSON.stringify(evaluate({ ...question, answer, durationSeconds: 11 })));
      expect(new Set(runs).size).toBe(1);
    }
  });
});
