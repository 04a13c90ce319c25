import { useEffect } from 'react';
import { useMessageText } from '../../../lib/i18n';
import { useOfflineLogoutMessage } from '../../../lib/session';
import { LIVE_MESSAGES } from '../lib/interview-machine';
import type { InterviewContext } from './interview-context';

/** The browser's Back button stays on the interview (spec §4 step 6); going offline ends it (step 8). */
export function useInterviewGuards({ store, log, recorder }: InterviewContext): void {
  const message = useMessageText();
  useEffect(() => {
    window.history.pushState({ liveInterviewGuard: true }, '', window.location.href);
    const onPopState = () => {
      const { phase } = store.get();
      if (phase !== 'blocked' && phase !== 'leaving') window.history.pushState({ liveInterviewGuard: true }, '', window.location.href);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [store]);

  // The session provider signs the user out, announcing it in the interview's words; the microphone stops here.
  useOfflineLogoutMessage(message(LIVE_MESSAGES.offline));
  useEffect(() => {
    const onOffline = () => {
      log.add('Browser went offline');
      recorder.current?.abort();
      store.send({ type: 'wentOffline' });
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [store, log, recorder]);
}
