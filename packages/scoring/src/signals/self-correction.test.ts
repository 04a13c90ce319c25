import { describe, expect, it } from 'vitest';
import { selfCorrections } from './self-correction.js';

describe('self-corrections', () => {
  it('counts a figure or a yes taken back mid-answer', () => {
    expect(selfCorrections('ielts 7.5 no wait 7.0')).toBe(2);
    expect(selfCorrections('it is 7.8 sir, sorry, 7.2, the 6.9 was before revaluation')).toBe(2);
    expect(selfCorrections('i did my twelfth in 2019 no 2021 i think')).toBe(1);
    expect(selfCorrections('I paid it myself. Actually no, my brother paid.')).toBe(1);
    expect(selfCorrections('we go for one month, i mean two months, or no, six weeks')).toBe(4);
  });

  it('does not count an opening no, figures that sit side by side, or a range', () => {
    expect(selfCorrections('no, actually i do not need to work, my father pays')).toBe(0);
    expect(selfCorrections('my father pays twenty lakh and my uncle five lakh')).toBe(0);
    expect(selfCorrections('we stay from 10 to 24 may, about 20 or 25 days')).toBe(0);
  });
});
