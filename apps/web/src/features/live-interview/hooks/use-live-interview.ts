import { useState, useSyncExternalStore } from 'react';
import { DiagnosticLog } from '../lib/diagnostic-log';
import { canAnswer, canSubmit, isBusy, isLastQuestion, secondsLeft } from '../lib/interview-machine';
import type { InterviewContext } from './interview-context';
import { useInterviewStore } from './interview-store';
import { useAnswerActions } from './use-answer-actions';
import { useCountdown } from './use-countdown';
import { useFinishActions } from './use-finish-actions';
import { useInterviewGuards } from './use-interview-guards';
import { useInterviewOutput } from './use-interview-output';
import { useInterviewStart } from './use-interview-start';
import { useQuestionPresentation } from './use-question-presentation';

/**
 * The whole live interview (spec §4 'Live interview', steps 1–11) for the page: the state machine
 * (lib/interview-machine) driven by small hooks, one per concern, and the actions the page's buttons call.
 */
export function useLiveInterview() {
  const { store, state } = useInterviewStore();
  const [context] = useState<InterviewContext>(() => ({
    store,
    log: new DiagnosticLog(),
    recorder: { current: null },
    ids: { current: null },
  }));
  const logLines = useSyncExternalStore(context.log.subscribe, context.log.snapshot, context.log.snapshot);

  useInterviewStart(context);
  useQuestionPresentation(context, state.phase === 'speaking' ? state.question : null);
  useCountdown(context, state.phase === 'answering');
  useInterviewGuards(context);
  useInterviewOutput(state);
  const answer = useAnswerActions(context);
  const finish = useFinishActions(context);

  return {
    state,
    secondsLeft: secondsLeft(state),
    isLast: isLastQuestion(state),
    canAnswer: canAnswer(state),
    canSubmit: canSubmit(state),
    busy: isBusy(state),
    logLines,
    ...answer,
    ...finish,
  };
}
