import { ANSWER_TIME_LIMIT_S, COMMON_MESSAGES } from '@visaready/shared';
import { INTERVIEW_MESSAGES, LIVE_INTERVIEW_MESSAGES, type NextQuestion } from '@visaready/shared/schemas/interviews';
import { VOICE_PROBLEM_MESSAGES } from '@visaready/shared/schemas/speech';
import { applyTranscriptEvent, EMPTY_TRANSCRIPT, type Transcript, type TranscriptEvent } from '../../../lib/speech/transcript';
import type { RecorderStatus, VoiceEvent, VoiceMode, VoiceProblem } from '../../../lib/speech/answer-recorder';

/**
 * The live interview (spec 001 §4 'Live interview', §8) as a pure state machine: every phase, dialog and message of
 * /Question is decided here from the events the page's hooks report, so each transition can be tested without a
 * browser. The hooks do the I/O (speech, recording, API calls) and show what the state asks for (toasts, redirects).
 */

// The texts live in @visaready/shared so that the page can show them in the reader's language.
export const LIVE_MESSAGES = {
  ...LIVE_INTERVIEW_MESSAGES,
  alreadyExited: INTERVIEW_MESSAGES.alreadyExited,
  sessionMissing: INTERVIEW_MESSAGES.sessionIdMissing,
  serverBusy: COMMON_MESSAGES.tooManyRequests,
} as const;

export const VOICE_MESSAGES: Record<VoiceProblem, string> = VOICE_PROBLEM_MESSAGES;

/** Redirects of the page (spec §4, §8: 'redirect to the dashboard after 3 s'). */
export const REDIRECT_DELAY_MS = 3_000;
const ANSWER_TIME_MS = ANSWER_TIME_LIMIT_S * 1000;

export type Phase =
  /** Waiting for the first unanswered question. */
  | 'loading'
  /** The question is read aloud; recording starts once it has been. */
  | 'speaking'
  /** Recording, with the 60-second clock running. */
  | 'answering'
  /** The clock ran out: the answer can only be submitted. */
  | 'timeup'
  /** Every question has an answer: only Submit Interview is left. */
  | 'complete'
  /** An answer, the submission or the exit is on its way to the server. */
  | 'saving'
  /** The browser went offline: the session signs the user out. */
  | 'offline'
  /** Nothing to run here (re-entry, no attempt, load failure): back to the dashboard. */
  | 'blocked'
  /** Submitted or exited: on to My Scores. */
  | 'leaving';

export type OpenDialog = 'none' | 'complete' | 'exit' | 'timeup' | 'microphone';
type ResumablePhase = 'speaking' | 'answering' | 'timeup' | 'complete';

export interface Notice {
  /** Grows with every notice: the page shows each notice once, the same text twice included. */
  seq: number;
  tone: 'error' | 'success';
  text: string;
}

/** Where the page goes: /dashboard, on the My Scores tab or not, after a delay. */
export interface Redirect {
  tab: 'my-scores' | null;
  delayMs: number;
}

export interface VoiceState {
  mode: VoiceMode;
  status: RecorderStatus | 'reconnecting';
  /** Which retry is under way while reconnecting or restarting the recording (1–3). */
  attempt: number | null;
}

export interface LiveState {
  phase: Phase;
  /** While saving: what is being saved. */
  saving: 'next' | 'submit' | 'exit' | null;
  /** While saving: the phase a failure returns to. */
  resumeTo: ResumablePhase | null;
  question: NextQuestion | null;
  dialog: OpenDialog;
  transcript: Transcript;
  typed: string;
  voice: VoiceState;
  answerStartedAt: number | null;
  deadline: number | null;
  now: number;
  /** The latest notices (toasts), oldest first; several can arrive between two renders. */
  notices: readonly Notice[];
  redirect: Redirect | null;
}

/** Why a call failed, as far as the interview cares: refused by the server, or never answered. */
export type CallFailure = { kind: 'refused'; status: number; message: string } | { kind: 'unreachable' };

export type LiveEvent =
  /** Re-entry after exiting (the stored flag), or no attempt handed over. */
  | { type: 'entryRefused'; reason: 'exited' | 'noAttempt' }
  /** The attempt has no question left to show on arrival: it was already finished. */
  | { type: 'attemptFinished' }
  | { type: 'questionLoaded'; question: NextQuestion }
  | { type: 'loadFailed'; failure: CallFailure }
  /** Recording began after the question was read: the minute starts. */
  | { type: 'answerStarted'; at: number }
  | { type: 'tick'; now: number }
  | { type: 'transcribed'; event: TranscriptEvent }
  | { type: 'typed'; text: string }
  | { type: 'voice'; event: VoiceEvent }
  | { type: 'nextRequested' }
  | { type: 'saveFailed'; failure: CallFailure }
  /** After an answer was saved the server had no further question. */
  | { type: 'allAnswered'; question: NextQuestion }
  | { type: 'timeUpContinued' }
  | { type: 'completionOpened' }
  | { type: 'submitRequested' }
  | { type: 'submitFailed'; failure: CallFailure }
  | { type: 'exitOpened' }
  | { type: 'exitConfirmed' }
  | { type: 'exitFailed'; failure: CallFailure }
  /** The attempt is complete but asking for its scoring failed; leaving goes on. */
  | { type: 'processingFailed'; failure: CallFailure }
  | { type: 'finished'; message: string }
  | { type: 'answerReset'; at: number }
  | { type: 'resetFailed' }
  | { type: 'microphoneRetried'; at: number }
  | { type: 'typingChosen'; at: number }
  | { type: 'dialogClosed' }
  | { type: 'wentOffline' };

export function initialLiveState(now: number): LiveState {
  return {
    phase: 'loading',
    saving: null,
    resumeTo: null,
    question: null,
    dialog: 'none',
    transcript: EMPTY_TRANSCRIPT,
    typed: '',
    voice: { mode: 'none', status: 'idle', attempt: null },
    answerStartedAt: null,
    deadline: null,
    now,
    notices: [],
    redirect: null,
  };
}

// ─── Selectors ───────────────────────────────────────────────────────────────

export const secondsLeft = (state: LiveState) =>
  state.deadline === null ? ANSWER_TIME_LIMIT_S : Math.max(0, Math.ceil((state.deadline - state.now) / 1000));

export const isLastQuestion = (state: LiveState) => state.question !== null && state.question.remaining_questions === 0;

/** Reset Answer and the microphone work only while the clock runs. */
export const canAnswer = (state: LiveState) => state.phase === 'answering';

/** Next Question / Submit Interview: while answering, and after time-up or the last answer. */
export const canSubmit = (state: LiveState) => state.phase === 'answering' || state.phase === 'timeup' || state.phase === 'complete';

export const isBusy = (state: LiveState) => state.phase === 'saving' || state.phase === 'leaving';

const isOver = (state: LiveState) => state.phase === 'blocked' || state.phase === 'leaving' || state.phase === 'offline';

const isResumable = (phase: Phase): phase is ResumablePhase =>
  phase === 'speaking' || phase === 'answering' || phase === 'timeup' || phase === 'complete';

// ─── Transitions ─────────────────────────────────────────────────────────────

const KEPT_NOTICES = 5;

function notify(state: LiveState, text: string, tone: Notice['tone'] = 'error'): LiveState {
  const seq = (state.notices.at(-1)?.seq ?? 0) + 1;
  return { ...state, notices: [...state.notices, { seq, tone, text }].slice(-KEPT_NOTICES) };
}

/** A 429 reads 'Server busy…' whatever failed (spec §8); other failures have their own text. */
function failureText(failure: CallFailure, text: string): string {
  return failure.kind === 'refused' && failure.status === 429 ? LIVE_MESSAGES.serverBusy : text;
}

function block(state: LiveState, text: string, tab: Redirect['tab'] = null): LiveState {
  return notify({ ...state, phase: 'blocked', saving: null, dialog: 'none', redirect: { tab, delayMs: REDIRECT_DELAY_MS } }, text);
}

/** A new question: read aloud first, with an empty answer and no clock yet. */
function present(state: LiveState, question: NextQuestion): LiveState {
  return {
    ...state,
    phase: 'speaking',
    saving: null,
    resumeTo: null,
    question,
    dialog: 'none',
    transcript: EMPTY_TRANSCRIPT,
    typed: '',
    answerStartedAt: null,
    deadline: null,
  };
}

function startClock(state: LiveState, at: number): LiveState {
  return { ...state, answerStartedAt: at, deadline: at + ANSWER_TIME_MS, now: at };
}

function beginSaving(state: LiveState, saving: NonNullable<LiveState['saving']>): LiveState {
  if (!isResumable(state.phase)) return state;
  return { ...state, phase: 'saving', saving, resumeTo: state.phase, dialog: 'none' };
}

/** A failed save goes back where it came from; the answer stays on screen to send again. */
function resume(state: LiveState, text: string): LiveState {
  return notify({ ...state, phase: state.resumeTo ?? 'answering', saving: null, resumeTo: null, dialog: 'none' }, text);
}

/** The microphone dialog closes; it was open while the clock ran, so an answer under way gets its full minute. */
function closeMicrophoneDialog(state: LiveState, at: number): LiveState {
  const closed = { ...state, dialog: 'none' as const };
  return state.phase === 'answering' ? startClock(closed, at) : closed;
}

function onVoice(state: LiveState, event: VoiceEvent): LiveState {
  switch (event.type) {
    case 'status':
      return { ...state, voice: { mode: event.mode, status: event.status, attempt: null } };
    case 'reconnecting':
      return { ...state, voice: { ...state.voice, status: 'reconnecting', attempt: event.attempt } };
    case 'recordingRetry':
      return { ...state, voice: { ...state.voice, status: 'connecting', attempt: event.attempt } };
    case 'problem': {
      const noticed = notify(state, VOICE_MESSAGES[event.problem]);
      return event.problem === 'denied' ? { ...noticed, dialog: 'microphone' } : noticed;
    }
  }
}

export function liveReducer(state: LiveState, event: LiveEvent): LiveState {
  // Once the page is leaving (or refused, or offline) nothing that still arrives changes it.
  if (isOver(state)) return state;

  switch (event.type) {
    case 'entryRefused':
      if (state.phase !== 'loading') return state;
      return block(state, event.reason === 'exited' ? LIVE_MESSAGES.exitedCannotReturn : LIVE_MESSAGES.sessionMissing);

    case 'attemptFinished':
      return state.phase === 'loading' ? block(state, LIVE_MESSAGES.alreadyExited, 'my-scores') : state;

    case 'questionLoaded':
      return state.phase === 'loading' || state.saving === 'next' ? present(state, event.question) : state;

    case 'loadFailed':
      if (state.phase !== 'loading' && state.saving !== 'next') return state;
      return block(state, failureText(event.failure, LIVE_MESSAGES.loadFailed));

    case 'answerStarted':
      return state.phase === 'speaking' ? { ...startClock(state, event.at), phase: 'answering' } : state;

    case 'tick':
      if (state.phase !== 'answering') return state;
      if (state.deadline !== null && event.now >= state.deadline) return { ...state, now: event.now, phase: 'timeup', dialog: 'timeup' };
      return { ...state, now: event.now };

    case 'transcribed':
      // The engine's last words of an answer arrive while it is being saved, and belong to it.
      return state.phase === 'loading' ? state : { ...state, transcript: applyTranscriptEvent(state.transcript, event.event) };

    case 'typed':
      return state.phase === 'loading' || state.phase === 'saving' ? state : { ...state, typed: event.text };

    case 'voice':
      return onVoice(state, event.event);

    case 'nextRequested':
      if ((state.phase !== 'answering' && state.phase !== 'timeup') || isLastQuestion(state)) return state;
      return beginSaving(state, 'next');

    case 'saveFailed':
      if (state.saving !== 'next') return state;
      if (event.failure.kind === 'refused' && event.failure.message === LIVE_MESSAGES.alreadyExited)
        return block(state, LIVE_MESSAGES.alreadyExited, 'my-scores');
      return resume(
        state,
        event.failure.kind === 'unreachable' ? LIVE_MESSAGES.answerNotProcessed : failureText(event.failure, LIVE_MESSAGES.submitFailed),
      );

    case 'allAnswered':
      if (state.saving !== 'next') return state;
      return { ...present(state, event.question), phase: 'complete', dialog: 'complete' };

    case 'timeUpContinued':
      if (state.phase !== 'timeup') return state;
      // On the last question the completion dialog's Submit saves the answer.
      return isLastQuestion(state) ? { ...state, dialog: 'complete' } : beginSaving(state, 'next');

    case 'completionOpened':
      return canSubmit(state) && isLastQuestion(state) ? { ...state, dialog: 'complete' } : state;

    case 'submitRequested':
      return state.dialog === 'complete' ? beginSaving(state, 'submit') : state;

    case 'submitFailed':
      return state.saving === 'submit' ? resume(state, failureText(event.failure, LIVE_MESSAGES.submissionFailed)) : state;

    case 'exitOpened':
      return isResumable(state.phase) ? { ...state, dialog: 'exit' } : state;

    case 'exitConfirmed':
      return state.dialog === 'exit' ? beginSaving(state, 'exit') : state;

    case 'exitFailed':
      return state.saving === 'exit' ? resume(state, failureText(event.failure, LIVE_MESSAGES.exitFailed)) : state;

    case 'processingFailed':
      return state.saving === 'submit' || state.saving === 'exit'
        ? notify(state, failureText(event.failure, LIVE_MESSAGES.processingError))
        : state;

    case 'finished':
      if (state.saving !== 'submit' && state.saving !== 'exit') return state;
      return notify(
        { ...state, phase: 'leaving', saving: null, dialog: 'none', redirect: { tab: 'my-scores', delayMs: 0 } },
        event.message,
        'success',
      );

    case 'answerReset':
      return state.phase === 'answering' ? { ...startClock(state, event.at), transcript: EMPTY_TRANSCRIPT, typed: '' } : state;

    case 'resetFailed':
      return notify(state, LIVE_MESSAGES.resetFailed);

    case 'microphoneRetried':
      return closeMicrophoneDialog(state, event.at);

    case 'typingChosen':
      return state.dialog === 'microphone' ? closeMicrophoneDialog(state, event.at) : state;

    case 'dialogClosed':
      return (state.dialog === 'complete' || state.dialog === 'exit') && state.phase !== 'saving' ? { ...state, dialog: 'none' } : state;

    case 'wentOffline':
      return { ...state, phase: 'offline', saving: null, dialog: 'none' };
  }
}
