import { useRotatingIndex } from '../../../components/ui/use-rotating-index';

/** A headline that cycles through phrases (sign-in: 3 every 5 s; sign-up: 5 every 3 s). */
export function RotatingHeadline({ phrases, intervalMs }: { phrases: readonly string[]; intervalMs: number }) {
  const [index] = useRotatingIndex(phrases.length, intervalMs);
  return (
    <p className="auth__headline" aria-live="off">
      {phrases[index]}
    </p>
  );
}
