import { ApiError } from '../../../lib/api-client';
import type { AttemptIds } from '../../../lib/interview-handoff';
import { submitAnswer } from '../api/interview-calls';
import { buildAnswer } from '../lib/answer';
import type { AnswerRecorder } from '../../../lib/speech/answer-recorder';
import type { DiagnosticLog } from '../lib/diagnostic-log';
import type { CallFailure } from '../lib/interview-machine';
import type { InterviewStore } from './interview-store';

/** What the live interview's hooks share: the state, the diagnostic log, the recorder and the attempt's ids. */
export interface InterviewContext {
  store: InterviewStore;
  log: DiagnosticLog;
  recorder: { current: AnswerRecorder | null };
  ids: { current: AttemptIds | null };
}

/** A failed call as the machine sees it: refused by the server (with its status and message), or never answered. */
export function callFailure(error: unknown): CallFailure {
  return error instanceof ApiError ? { kind: 'refused', status: error.status, message: error.message } : { kind: 'unreachable' };
}

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Saving the answer, submitting or exiting failed: the failure is logged and reported to the machine, and when it
 * went back to the answer, recording resumes.
 */
export function reportFailure(
  { store, log, recorder }: InterviewContext,
  type: 'saveFailed' | 'submitFailed' | 'exitFailed',
  what: string,
  error: unknown,
): void {
  log.add(`${what}: ${describeError(error)}`);
  store.send({ type, failure: callFailure(error) });
  if (store.get().phase === 'answering') void recorder.current?.start();
}

/** Stops recording (waiting for the engine's last words), then saves the answer on screen; empty → 'No Idea'. */
export async function saveCurrentAnswer({ store, log, recorder, ids }: InterviewContext): Promise<void> {
  await recorder.current?.stop();
  const { question, transcript, typed, answerStartedAt } = store.get();
  if (!ids.current || question?.question_id == null) return;
  const answer = buildAnswer(transcript, typed, answerStartedAt === null ? 0 : Date.now() - answerStartedAt);
  log.add(`Submitting answer (${answer.input_method}, ${answer.user_answer.length} characters)`);
  await submitAnswer(ids.current, question.question_id, answer);
}
