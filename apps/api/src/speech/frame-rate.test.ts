import { describe, expect, it } from 'vitest';
import { createFrameRateGuard } from './frame-rate';

function clock() {
  let time = 0;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('frame rate guard', () => {
  it('lets a burst through, then refuses frames until time refills the bucket', () => {
    const time = clock();
    const withinRate = createFrameRateGuard({ perSecond: 8, burst: 4 }, time.now);
    expect([withinRate(), withinRate(), withinRate(), withinRate(), withinRate()]).toEqual([true, true, true, true, false]);
    time.advance(125); // one frame's worth at 8 a second
    expect([withinRate(), withinRate()]).toEqual([true, false]);
  });

  it('never refuses a client that sends at real-time pace', () => {
    const time = clock();
    const withinRate = createFrameRateGuard({ perSecond: 8, burst: 64 }, time.now);
    for (let frame = 0; frame < 1_000; frame++) {
      expect(withinRate()).toBe(true);
      time.advance(256);
    }
  });

  it('accepts audio buffered during a 10 s network stall, sent all at once', () => {
    const time = clock();
    const withinRate = createFrameRateGuard({ perSecond: 8, burst: 64 }, time.now);
    time.advance(10_000);
    const buffered = Math.ceil(10_000 / 256);
    expect(Array.from({ length: buffered }, () => withinRate()).every(Boolean)).toBe(true);
  });
});
