/** Sliding one-second window over message arrival times: true while at most `maxPerSecond` arrived in the last second. */
export function createFrameRateGuard(maxPerSecond: number, now: () => number = performance.now.bind(performance)) {
  const arrivals: number[] = [];
  return function withinRate(): boolean {
    const time = now();
    while (arrivals.length > 0 && (arrivals[0] ?? 0) <= time - 1000) arrivals.shift();
    arrivals.push(time);
    return arrivals.length <= maxPerSecond;
  };
}
