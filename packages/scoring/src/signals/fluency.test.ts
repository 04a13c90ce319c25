import { describe, expect, it } from 'vitest';
import { pairFluency } from './fluency.js';

describe('pair fluency from general English', () => {
  it('scores recognition word salad below fluent answers on any subject', () => {
    const salad = pairFluency('the purdue of going lab chain the supply bank my in fall co op the ok the which');
    const fluent = pairFluency('i did not take the gre because my university waived it for the fall intake');
    const otherSubject = pairFluency('my father is a businessman in surat and he will pay all my fees from his savings');
    expect(salad).toBeLessThan(-2.4);
    expect(fluent).toBeGreaterThan(-2.4);
    expect(otherSubject).toBeGreaterThan(-2.4);
  });

  it('has no reading for answers with too few common-word neighbours', () => {
    expect(pairFluency('gre 318')).toBeNull();
  });
});
