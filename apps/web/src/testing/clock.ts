import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A clock the test moves on, for pages that wait 1–3 s before a redirect. It also runs on by itself, so the
 * zero-delay timers that React Query and user-event rely on still fire. Call it before renderRoute and pass
 * `advanceTimers` to it. The setup file restores the real clock after each test.
 */
export function installFakeClock(): { advanceTimers: (ms: number) => void } {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  return { advanceTimers: vi.advanceTimersByTime };
}

/** Moves the fake clock on and lets React apply what the timers (and the promises they settled) did. */
export function advanceClock(ms: number): Promise<void> {
  return act(async () => {
    vi.advanceTimersByTime(ms);
  });
}
