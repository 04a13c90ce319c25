import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { markAttemptExited } from '../../../lib/interview-handoff';
import { completeSession, requestProcessing } from '../api/interview-calls';
import { callFailure, describeError, type InterviewContext, reportFailure, saveCurrentAnswer } from './interview-context';

/** Submit and Exit (spec §4 steps 4–5): the attempt is completed, its scoring requested, and the page leaves. */
export function useFinishActions(context: InterviewContext) {
  const queryClient = useQueryClient();

  return useMemo(() => {
    const { store, log, recorder, ids } = context;

    async function completeAndLeave() {
      const attempt = ids.current;
      if (!attempt) throw new Error('No attempt to complete');
      const completed = await completeSession(attempt);
      try {
        await requestProcessing(attempt);
      } catch (error) {
        log.add(`Processing request failed: ${describeError(error)}`);
        store.send({ type: 'processingFailed', failure: callFailure(error) });
      }
      markAttemptExited();
      // Every read the finished attempt touches (sessions, score cards, progress, tests left) is stale now.
      await queryClient.invalidateQueries();
      store.send({ type: 'finished', message: completed.message });
    }

    return {
      openCompletion: () => store.send({ type: 'completionOpened' }),
      openExit: () => store.send({ type: 'exitOpened' }),
      closeDialog: () => store.send({ type: 'dialogClosed' }),

      /** The completion dialog's Submit: the last answer is saved first. */
      async submitInterview() {
        if (!store.send({ type: 'submitRequested' })) return;
        try {
          await saveCurrentAnswer(context);
          await completeAndLeave();
        } catch (error) {
          reportFailure(context, 'submitFailed', 'Submitting the interview failed', error);
        }
      },

      /** The exit dialog's Exit: the answer in progress is dropped, the attempt completed with what was saved. */
      async exitInterview() {
        if (!store.send({ type: 'exitConfirmed' })) return;
        recorder.current?.abort();
        try {
          await completeAndLeave();
        } catch (error) {
          reportFailure(context, 'exitFailed', 'Exit failed', error);
        }
      },
    };
  }, [context, queryClient]);
}
