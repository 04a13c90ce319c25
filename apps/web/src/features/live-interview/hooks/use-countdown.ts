import { useEffect } from 'react';
import type { InterviewContext } from './interview-context';

const TICK_MS = 250;

/** The answer's clock (spec §4 step 7): at 0 s recording stops and the time-up dialog opens. */
export function useCountdown({ store, log, recorder }: InterviewContext, running: boolean): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      store.send({ type: 'tick', now: Date.now() });
      if (store.get().phase !== 'timeup') return;
      log.add('Time is up');
      void recorder.current?.stop();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, store, log, recorder]);
}
