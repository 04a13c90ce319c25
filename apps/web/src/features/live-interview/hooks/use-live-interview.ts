import { ANSWER_TIME_LIMIT_S, COMMON_MESSAGES } from '@visaready/shared';
import { INTERVIEW_MESSAGES, type NextQuestion } from '@visaready/shared/schemas/interviews';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, authToken } from '../../../lib/api-client';
import { useOfflineLogoutMessage } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import {
  type AttemptIds,
  completeSession,
  fetchNextQuestion,
  fetchSpeechEngine,
  requestProcessing,
  submitAnswer,
} from '../api/interview-calls';
import { applyTranscriptEvent, buildAnswer, EMPTY_TRANSCRIPT, type Transcript } from '../lib/answer';
import { AnswerRecorder, RECORDER_MESSAGES, type RecorderStatus, type VoiceMode } from '../lib/answer-recorder';
import { DiagnosticLog } from '../lib/diagnostic-log';
import { speakQuestion } from '../lib/speak';

export const LIVE_MESSAGES = {
  exitedCannotReturn: 'You cannot return to the interview after exiting!',
  alreadyExited: INTERVIEW_MESSAGES.alreadyExited,
  offline: 'No Internet! Logging out.......',
  loadFailed: 'Failed to load questions',
  submitFailed: 'Failed to submit answer',
  processingError: 'Processing error',
  exitFailed: 'Exit failed. Please try again.',
  submissionFailed: 'Submission failed. Please try again.',
  resetFailed: 'Failed to reset recording',
  sessionMissing: INTERVIEW_MESSAGES.sessionIdMissing,
} as const;

const REDIRECT_DELAY_MS = 3_000;
const TICK_MS = 250;

/** loading → speaking → answering ⇄ saving …; time-up pauses answering; blocked/leaving end the page. */
export type Phase = 'loading' | 'speaking' | 'answering' | 'timeup' | 'saving' | 'blocked' | 'leaving';
export type OpenDialog = 'none' | 'complete' | 'exit' | 'timeup' | 'microphone';

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return COMMON_MESSAGES.tooManyRequests;
  return fallback;
}

function storedIds(): AttemptIds | null {
  const sessionId = localStorage.getItem(STORAGE_KEYS.sessionId);
  const childSessionId = localStorage.getItem(STORAGE_KEYS.childSessionId);
  return sessionId && childSessionId ? { sessionId, childSessionId } : null;
}

/** The whole live interview (spec §4 'Live interview', steps 1–11) as state and actions for the page. */
export function useLiveInterview() {
  // Held in a ref so that a change of its identity never restarts the interview's start-up effect.
  const navigate = useRef(useNavigate());
  const queryClient = useQueryClient();
  const log = useMemo(() => new DiagnosticLog(), []);
  const logLines = useSyncExternalStore(log.subscribe, log.snapshot, log.snapshot);
  const [phase, setPhase] = useState<Phase>('loading');
  const [question, setQuestion] = useState<NextQuestion | null>(null);
  const [transcript, setTranscript] = useState<Transcript>(EMPTY_TRANSCRIPT);
  const [typed, setTypedState] = useState('');
  const [voice, setVoice] = useState<{ mode: VoiceMode; status: RecorderStatus }>({ mode: 'none', status: 'idle' });
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const ids = useRef<AttemptIds | null>(null);
  const recorder = useRef<AnswerRecorder | null>(null);
  const answerStartedAt = useRef(Date.now());
  const speaking = useRef<AbortController | null>(null);
  const leaving = useRef(false);
  const timers = useRef<number[]>([]);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  // Mirrors of the answer for the async submit path, which must see the engine's last final.
  const transcriptRef = useRef<Transcript>(EMPTY_TRANSCRIPT);
  const typedRef = useRef('');

  const updateTranscript = useCallback((change: (current: Transcript) => Transcript) => {
    transcriptRef.current = change(transcriptRef.current);
    setTranscript(transcriptRef.current);
  }, []);
  const setTyped = useCallback((value: string) => {
    typedRef.current = value;
    setTypedState(value);
  }, []);

  const later = useCallback((action: () => void, ms: number) => {
    timers.current.push(window.setTimeout(action, ms));
  }, []);

  const leaveToDashboard = useCallback(
    (message: string, state?: { tab: string }) => {
      toast.error(message);
      leaving.current = true;
      setPhase('blocked');
      recorder.current?.abort();
      later(() => navigate.current('/dashboard', { replace: true, state }), REDIRECT_DELAY_MS);
    },
    [later],
  );

  const startRecording = useCallback(async () => {
    const current = recorder.current;
    if (!current) return;
    answerStartedAt.current = Date.now();
    const outcome = await current.start();
    if (leaving.current) return;
    if (outcome === 'denied') {
      toast.error(RECORDER_MESSAGES.micDenied);
      setDialog('microphone');
    }
  }, []);

  /** Shows a question: read it aloud, then record with a fresh countdown. */
  const present = useCallback(
    async (next: NextQuestion) => {
      setQuestion(next);
      updateTranscript(() => EMPTY_TRANSCRIPT);
      setTyped('');
      setDeadline(null);
      setPhase('speaking');
      log.add(`Question ${next.total_questions - next.remaining_questions} of ${next.total_questions}`);
      const controller = new AbortController();
      speaking.current = controller;
      await speakQuestion(next.question_data?.question ?? '', (line) => log.add(line), controller.signal);
      if (controller.signal.aborted || leaving.current) return;
      await startRecording();
      if (leaving.current) return;
      setNow(Date.now());
      setDeadline(Date.now() + ANSWER_TIME_LIMIT_S * 1000);
      setPhase('answering');
    },
    [log, setTyped, startRecording, updateTranscript],
  );

  // Start: refuse re-entry after exiting, load the engine status and the first unanswered question.
  useEffect(() => {
    leaving.current = false;
    if (localStorage.getItem(STORAGE_KEYS.interviewExited)) {
      leaveToDashboard(LIVE_MESSAGES.exitedCannotReturn);
      return;
    }
    const attempt = storedIds();
    if (!attempt) {
      leaveToDashboard(LIVE_MESSAGES.sessionMissing);
      return;
    }
    ids.current = attempt;
    let cancelled = false;
    const unavailable = { name: 'none' as const, available: false, reason: 'The speech engine status could not be loaded.' };
    void Promise.all([fetchSpeechEngine().catch(() => unavailable), fetchNextQuestion(attempt.childSessionId)])
      .then(([engine, next]) => {
        if (cancelled) return;
        log.add(
          `Server speech engine: ${engine.name}${engine.available ? '' : ` (unavailable${engine.reason ? `: ${engine.reason}` : ''})`}`,
        );
        if (next.status === 'completed' || next.question_id === null) {
          localStorage.setItem(STORAGE_KEYS.interviewExited, 'true');
          leaveToDashboard(LIVE_MESSAGES.alreadyExited, { tab: 'my-scores' });
          return;
        }
        recorder.current = new AnswerRecorder({
          serverEngineAvailable: engine.available,
          token: authToken(),
          onTranscript: (event) => updateTranscript((current) => applyTranscriptEvent(current, event)),
          onState: setVoice,
          onNotice: (message) => toast.error(message),
          log: (line) => log.add(line),
        });
        void present(next);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        log.add(`Loading the question failed: ${error instanceof Error ? error.message : String(error)}`);
        leaveToDashboard(errorText(error, LIVE_MESSAGES.loadFailed));
      });
    return () => {
      cancelled = true;
      leaving.current = true;
      speaking.current?.abort();
      recorder.current?.abort();
      for (const timer of timers.current) window.clearTimeout(timer);
    };
  }, [leaveToDashboard, log, present, updateTranscript]);

  // The browser Back button is blocked for the whole interview.
  useEffect(() => {
    window.history.pushState({ liveInterviewGuard: true }, '', window.location.href);
    const onPopState = () => {
      if (!leaving.current) window.history.pushState({ liveInterviewGuard: true }, '', window.location.href);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Offline: stop recording; the session provider signs the user out, announcing it in the interview's words.
  useOfflineLogoutMessage(LIVE_MESSAGES.offline);
  useEffect(() => {
    const onOffline = () => {
      log.add('Browser went offline');
      recorder.current?.abort();
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [log]);

  // The countdown; at 0 s recording stops and the time-up dialog opens.
  useEffect(() => {
    if (deadline === null || phase !== 'answering') return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        window.clearInterval(timer);
        log.add('Time is up');
        setPhase('timeup');
        setDialog('timeup');
        void recorder.current?.stop();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline, phase, log]);

  const secondsLeft = deadline === null ? ANSWER_TIME_LIMIT_S : Math.max(0, Math.ceil((deadline - now) / 1000));
  const isLast = question !== null && question.remaining_questions === 0;

  /** Stops recording and saves the current answer (empty → 'No Idea'). */
  const saveCurrentAnswer = useCallback(async () => {
    await recorder.current?.stop();
    const attempt = ids.current;
    if (!attempt || question?.question_id == null) return;
    const answer = buildAnswer(transcriptRef.current, typedRef.current, Date.now() - answerStartedAt.current);
    log.add(`Submitting answer (${answer.input_method}, ${answer.user_answer.length} characters)`);
    await submitAnswer(attempt, question.question_id, answer);
  }, [log, question]);

  const nextQuestion = useCallback(async () => {
    const attempt = ids.current;
    if (!attempt || phaseRef.current === 'saving') return;
    setPhase('saving');
    setDialog('none');
    try {
      await saveCurrentAnswer();
    } catch (error) {
      log.add(`Submitting failed: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof ApiError && error.message === INTERVIEW_MESSAGES.alreadyExited) {
        leaveToDashboard(error.message, { tab: 'my-scores' });
        return;
      }
      toast.error(errorText(error, LIVE_MESSAGES.submitFailed));
      setPhase('answering');
      void startRecording();
      return;
    }
    try {
      const next = await fetchNextQuestion(attempt.childSessionId);
      if (next.question_id === null) {
        setQuestion({ ...next });
        setPhase('answering');
        setDialog('complete');
        return;
      }
      void present(next);
    } catch (error) {
      leaveToDashboard(errorText(error, LIVE_MESSAGES.loadFailed));
    }
  }, [leaveToDashboard, log, present, saveCurrentAnswer, startRecording]);

  const finishAndLeave = useCallback(
    async (attempt: AttemptIds) => {
      const completed = await completeSession(attempt);
      try {
        await requestProcessing(attempt);
      } catch (error) {
        log.add(`Processing request failed: ${error instanceof Error ? error.message : String(error)}`);
        toast.error(errorText(error, LIVE_MESSAGES.processingError));
      }
      localStorage.setItem(STORAGE_KEYS.interviewExited, 'true');
      // Every read the finished attempt touches (sessions, score cards, progress, tests left) is stale now.
      await queryClient.invalidateQueries();
      leaving.current = true;
      setPhase('leaving');
      toast.success(completed.message);
      navigate.current('/dashboard', { replace: true, state: { tab: 'my-scores' } });
    },
    [log, queryClient],
  );

  const submitInterview = useCallback(async () => {
    const attempt = ids.current;
    if (!attempt || phaseRef.current === 'saving') return;
    setPhase('saving');
    try {
      await saveCurrentAnswer();
      await finishAndLeave(attempt);
    } catch (error) {
      log.add(`Submitting the interview failed: ${error instanceof Error ? error.message : String(error)}`);
      toast.error(errorText(error, LIVE_MESSAGES.submissionFailed));
      setPhase('answering');
      setDialog('none');
    }
  }, [finishAndLeave, log, saveCurrentAnswer]);

  const exitInterview = useCallback(async () => {
    const attempt = ids.current;
    if (!attempt || phaseRef.current === 'saving') return;
    const previous = phaseRef.current;
    setPhase('saving');
    speaking.current?.abort();
    recorder.current?.abort();
    try {
      await finishAndLeave(attempt);
    } catch (error) {
      log.add(`Exit failed: ${error instanceof Error ? error.message : String(error)}`);
      toast.error(errorText(error, LIVE_MESSAGES.exitFailed));
      setDialog('none');
      setPhase(previous === 'speaking' ? 'answering' : previous);
      void startRecording();
    }
  }, [finishAndLeave, log, startRecording]);

  const resetAnswer = useCallback(async () => {
    if (phaseRef.current !== 'answering') return;
    try {
      recorder.current?.abort();
      updateTranscript(() => EMPTY_TRANSCRIPT);
      setTyped('');
      log.add('Answer reset');
      await startRecording();
      setNow(Date.now());
      setDeadline(Date.now() + ANSWER_TIME_LIMIT_S * 1000);
    } catch (error) {
      log.add(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
      toast.error(LIVE_MESSAGES.resetFailed);
    }
  }, [log, setTyped, startRecording, updateTranscript]);

  /** Time-up Continue: submits the answer (on the last question, through the completion dialog). */
  const continueAfterTimeUp = useCallback(() => {
    if (isLast) {
      // Stays in 'timeup' (the clock is over); the completion dialog's Submit saves the answer.
      setDialog('complete');
    } else {
      void nextQuestion();
    }
  }, [isLast, nextQuestion]);

  /** The microphone dialog was open while the clock ran; whichever way it closes, the answer gets its full minute. */
  const restartCountdown = useCallback(() => {
    if (phaseRef.current !== 'answering') return;
    answerStartedAt.current = Date.now();
    setNow(Date.now());
    setDeadline(Date.now() + ANSWER_TIME_LIMIT_S * 1000);
  }, []);

  const retryMicrophone = useCallback(() => {
    setDialog('none');
    restartCountdown();
    void startRecording();
  }, [restartCountdown, startRecording]);

  const typeInstead = useCallback(() => {
    if (dialogRef.current === 'microphone') restartCountdown();
    setDialog('none');
    recorder.current?.switchToTyping();
  }, [restartCountdown]);

  return {
    phase,
    question,
    transcript,
    typed,
    setTyped,
    voice,
    dialog,
    setDialog,
    secondsLeft,
    isLast,
    logLines,
    nextQuestion,
    submitInterview,
    exitInterview,
    resetAnswer,
    continueAfterTimeUp,
    retryMicrophone,
    typeInstead,
  };
}
