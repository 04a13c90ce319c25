import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnansweredRequests } from './fake-api';

// Testing Library sets this itself only where the test globals exist (they are off here); without it React's act()
// refuses to run, and with it React reports state updates that a test did not wait for.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor give up after 1 s by default; on a 2-core machine running the other test projects beside these,
// a page can take longer than that to answer a click. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// React warns through console.error/console.warn (a missing key, an update outside act, a state update during another
// component's render): a component test during which anything is logged there fails, with what was logged.
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const unanswered = takeUnansweredRequests();
  if (unanswered.length > 0) throw new Error(`Requests no test route answered:\n${unanswered.join('\n')}`);
  if (logged.length > 0) throw new Error(`The test logged to the console:\n${logged.join('\n')}`);
});
