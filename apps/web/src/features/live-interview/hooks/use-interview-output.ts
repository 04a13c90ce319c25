import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useMessageText } from '../../../lib/i18n';
import type { LiveState } from '../lib/interview-machine';

/** Shows what the machine asks for: each notice as a toast (once, in the reader's language), and the way out to the dashboard. */
export function useInterviewOutput({ notices, redirect }: Pick<LiveState, 'notices' | 'redirect'>): void {
  // Held in a ref: a new `navigate` (after any navigation) must not restart the redirect's delay.
  const navigate = useRef(useNavigate());
  const shown = useRef(0);
  const message = useMessageText();

  useEffect(() => {
    for (const notice of notices) {
      if (notice.seq <= shown.current) continue;
      shown.current = notice.seq;
      if (notice.tone === 'success') toast.success(message(notice.text));
      else toast.error(message(notice.text));
    }
  }, [notices, message]);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(
      () => navigate.current('/dashboard', { replace: true, state: redirect.tab ? { tab: redirect.tab } : undefined }),
      redirect.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [redirect]);
}
