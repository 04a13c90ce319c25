import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authToken } from '../../../lib/api-client';
import { attemptExited, markAttemptExited, storedAttempt } from '../../../lib/interview-handoff';
import { usePublicConfig } from '../../../lib/public-config';
import { nextQuestionQuery } from '../api/interview-calls';
import { AnswerRecorder } from '../../../lib/speech/answer-recorder';
import { callFailure, describeError, type InterviewContext } from './interview-context';

const ENGINE_UNKNOWN = { name: 'none', available: false, reason: 'The speech engine status could not be loaded.' } as const;

/**
 * Arrival on /Question (spec §4 steps 1, 6): refuses re-entry after exiting and a missing attempt, then, once the
 * server's speech engine is known, loads the first unanswered question and sets up the recorder.
 */
export function useInterviewStart(context: InterviewContext): void {
  const { store, log, recorder, ids } = context;
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const engine = config.data?.speechEngine ?? (config.isError ? ENGINE_UNKNOWN : undefined);

  useEffect(() => {
    if (attemptExited()) {
      store.send({ type: 'entryRefused', reason: 'exited' });
      return;
    }
    const attempt = storedAttempt();
    if (!attempt) {
      store.send({ type: 'entryRefused', reason: 'noAttempt' });
      return;
    }
    if (!engine) return;
    ids.current = attempt;
    let cancelled = false;
    log.add(`Server speech engine: ${engine.name}${engine.available ? '' : ` (unavailable${engine.reason ? `: ${engine.reason}` : ''})`}`);
    queryClient
      .fetchQuery(nextQuestionQuery(attempt.childSessionId))
      .then((next) => {
        if (cancelled) return;
        if (next.status === 'completed' || next.question_id === null) {
          markAttemptExited();
          store.send({ type: 'attemptFinished' });
          return;
        }
        recorder.current = new AnswerRecorder({
          serverEngineAvailable: engine.available,
          token: authToken(),
          onTranscript: (event) => store.send({ type: 'transcribed', event }),
          onVoice: (event) => store.send({ type: 'voice', event }),
          log: (line) => log.add(line),
        });
        store.send({ type: 'questionLoaded', question: next });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        log.add(`Loading the question failed: ${describeError(error)}`);
        store.send({ type: 'loadFailed', failure: callFailure(error) });
      });
    return () => {
      cancelled = true;
      recorder.current?.dispose();
      recorder.current = null;
    };
  }, [engine, store, log, recorder, ids, queryClient]);
}
