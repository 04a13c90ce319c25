import { describe, expect, it } from 'vitest';
import { analyseDelivery, findFillers } from './delivery.js';

describe('fillers', () => {
  it('counts um/uh and discourse fillers, and "like" only when it is a filler', () => {
    expect(findFillers('um i am like going to uh study you know data science').map((filler) => filler.filler)).toEqual([
      'um',
      'like',
      'uh',
      'you know',
    ]);
    expect(findFillers('i like robotics and companies like tesla')).toEqual([]);
  });
});

describe('words per minute and length', () => {
  it('computes words per minute and fillers per minute when the duration is known', () => {
    const delivery = analyseDelivery('um my father is sponsoring me with his savings of twenty lakhs', 6);
    expect(delivery.wordCount).toBe(12);
    expect(delivery.wordsPerMinute).toBe(120);
    expect(delivery.fillersPerMinute).toBe(10);
    expect(delivery.pace).toBe('comfortable');
  });

  it('leaves pace unknown without a duration and judges length from words', () => {
    const delivery = analyseDelivery('yes');
    expect(delivery.wordsPerMinute).toBeNull();
    expect(delivery.length).toBe('bare');
  });

  it('marks answers over 45 seconds as long and near a minute as rambling', () => {
    const sentence = 'we will visit my sister and then see some places ';
    expect(analyseDelivery(sentence.repeat(5), 48).length).toBe('long');
    expect(analyseDelivery(sentence.repeat(12), 62).length).toBe('rambling');
  });
});
