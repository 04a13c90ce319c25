import { describe, expect, it } from 'vitest';
import { checkAssessable } from './guard.js';

describe('confidence guard', () => {
  it('scores empty and "no idea" answers 0', () => {
    expect(checkAssessable('  ')).toMatchObject({ assessable: false, reason: 'empty', score: 0 });
    expect(checkAssessable('No Idea')).toMatchObject({ assessable: false, reason: 'no_answer', score: 0 });
    expect(checkAssessable('um sorry sir i dont know')).toMatchObject({ assessable: false, reason: 'no_answer', score: 0 });
  });

  it('scores gibberish fragments 1', () => {
    expect(checkAssessable('and the uh of it to be')).toMatchObject({ assessable: false, reason: 'gibberish', score: 1 });
  });

  it('scores low-confidence transcripts 1 and says why', () => {
    const verdict = checkAssessable('my father is paying', 0.2);
    expect(verdict).toMatchObject({ assessable: false, reason: 'low_confidence', score: 1 });
    expect(verdict.explanation).toContain('0.20');
  });

  it('lets short real answers through', () => {
    expect(checkAssessable('yes').assessable).toBe(true);
    expect(checkAssessable('hotel').assessable).toBe(true);
    expect(checkAssessable('my father is paying', 0.9).assessable).toBe(true);
  });
});
