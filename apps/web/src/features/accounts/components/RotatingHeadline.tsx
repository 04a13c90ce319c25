import { useEffect, useState } from 'react';

/** A headline that cycles through phrases (sign-in: 3 every 5 s; sign-up: 5 every 3 s). */
export function RotatingHeadline({ phrases, intervalMs }: { phrases: readonly string[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % phrases.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [phrases.length, intervalMs]);
  return (
    <p className="auth__headline" aria-live="off">
      {phrases[index]}
    </p>
  );
}
