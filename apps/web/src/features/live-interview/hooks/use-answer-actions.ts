import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nextQuestionQuery } from '../api/interview-calls';
import { canAnswer } from '../lib/interview-machine';
import { callFailure, describeError, type InterviewContext, reportFailure, saveCurrentAnswer } from './interview-context';

/** What the person does with one answer (spec §4 steps 3, 7, 10; the microphone dialog). */
export function useAnswerActions(context: InterviewContext) {
  const queryClient = useQueryClient();

  return useMemo(() => {
    const { store, log, recorder, ids } = context;

    /** Saves the answer and moves to the next question; a failed save leaves the answer on screen to try again. */
    async function saveAndAdvance() {
      try {
        await saveCurrentAnswer(context);
      } catch (error) {
        reportFailure(context, 'saveFailed', 'Submitting failed', error);
        return;
      }
      try {
        const next = await queryClient.fetchQuery(nextQuestionQuery(ids.current?.childSessionId ?? ''));
        store.send(next.question_id === null ? { type: 'allAnswered', question: next } : { type: 'questionLoaded', question: next });
      } catch (error) {
        log.add(`Loading the next question failed: ${describeError(error)}`);
        store.send({ type: 'loadFailed', failure: callFailure(error) });
      }
    }

    return {
      setTyped: (text: string) => store.send({ type: 'typed', text }),

      nextQuestion() {
        if (store.send({ type: 'nextRequested' })) void saveAndAdvance();
      },

      /** Time-up Continue: submits the answer; on the last question, through the completion dialog. */
      continueAfterTimeUp() {
        if (store.send({ type: 'timeUpContinued' }) && store.get().phase === 'saving') void saveAndAdvance();
      },

      /** Clears the answer and records it again, with a fresh minute. */
      async resetAnswer() {
        if (!canAnswer(store.get())) return;
        recorder.current?.abort();
        store.send({ type: 'answerReset', at: Date.now() });
        log.add('Answer reset');
        try {
          await recorder.current?.start();
        } catch (error) {
          log.add(`Reset failed: ${describeError(error)}`);
          store.send({ type: 'resetFailed' });
        }
      },

      retryMicrophone() {
        store.send({ type: 'microphoneRetried', at: Date.now() });
        void recorder.current?.start();
      },

      /** The person types instead: the microphone stays off until the page is loaded again. */
      typeInstead() {
        store.send({ type: 'typingChosen', at: Date.now() });
        recorder.current?.switchToTyping();
      },
    };
  }, [context, queryClient]);
}
