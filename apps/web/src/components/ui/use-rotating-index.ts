import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` through `length` items while not `paused`; it can also be set. */
export function useRotatingIndex(length: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs, paused]);
  return [index, setIndex] as const;
}
