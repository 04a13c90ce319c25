import { describe, expect, it } from 'vitest';
import { scopedTokens } from './features.js';

describe('negation and third-party scope of the word classifiers', () => {
  it('marks what a relative does as about them, and a negated plan as negated', () => {
    expect(scopedTokens('my brother has a green card')).toEqual(['my', '3p:brother', '3p:has', '3p:a', '3p:green', '3p:card']);
    expect(scopedTokens('i will not settle there')).toEqual(['i', 'will', 'not', 'neg:settle', 'neg:there']);
  });

  it('leaves a relative the applicant is with, visits or stays with in the applicant’s own clause', () => {
    expect(scopedTokens('we will stay with my son in jersey city')).toEqual([
      'we',
      'will',
      'stay',
      'with',
      'my',
      'son',
      'in',
      'jersey',
      'city',
    ]);
    expect(scopedTokens('going to see my daughter graduate')).toEqual(['going', 'to', 'see', 'my', 'daughter', 'graduate']);
  });
});
