/**
 * Token bucket over incoming audio frames: a sustained rate, plus a burst allowance so that a phone whose network
 * stalled for a few seconds can deliver the audio it buffered without being cut off. A client that keeps sending
 * faster than the sustained rate empties the bucket and is refused.
 */
export function createFrameRateGuard(
  { perSecond, burst }: { perSecond: number; burst: number },
  now: () => number = performance.now.bind(performance),
) {
  let tokens = burst;
  let last = now();
  return function withinRate(): boolean {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond);
    last = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
