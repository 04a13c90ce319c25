import { ANSWER_TIME_LIMIT_S, COMMON_MESSAGES } from '@visaready/shared';
import type { NextQuestion } from '@visaready/shared/schemas/interviews';
import { SILENCE_MESSAGE } from '@visaready/shared/schemas/speech';
import { describe, expect, it } from 'vitest';
import {
  type CallFailure,
  canAnswer,
  canSubmit,
  initialLiveState,
  isBusy,
  LIVE_MESSAGES,
  type LiveEvent,
  liveReducer,
  type LiveState,
  REDIRECT_DELAY_MS,
  secondsLeft,
  VOICE_MESSAGES,
} from './interview-machine';

const T0 = 1_000_000;
const MINUTE = ANSWER_TIME_LIMIT_S * 1000;

const question = (position: number, total = 3): NextQuestion => ({
  question_id: 100 + position,
  question_data: { question: `Question ${position}?`, model_answer: `Model answer ${position}.` },
  remaining_questions: total - position,
  total_questions: total,
  status: 'in progress',
});
const noQuestionLeft: NextQuestion = {
  question_id: null,
  question_data: null,
  remaining_questions: 0,
  total_questions: 3,
  status: 'in progress',
};

const refused = (status: number, message = 'Refused'): CallFailure => ({ kind: 'refused', status, message });
const unreachable: CallFailure = { kind: 'unreachable' };

function run(state: LiveState, ...events: LiveEvent[]): LiveState {
  return events.reduce(liveReducer, state);
}

const lastNotice = (state: LiveState) => state.notices.at(-1);

/** On question `position`, recording, with the clock started at T0. */
function answering(position = 1, total = 3): LiveState {
  return run(initialLiveState(T0), { type: 'questionLoaded', question: question(position, total) }, { type: 'answerStarted', at: T0 });
}

describe('arriving on /Question (re-entry)', () => {
  it('refuses to reopen an interview that was exited, and goes back to the dashboard after 3 s', () => {
    const state = run(initialLiveState(T0), { type: 'entryRefused', reason: 'exited' });
    expect(state.phase).toBe('blocked');
    expect(lastNotice(state)).toMatchObject({ tone: 'error', text: 'You cannot return to the interview after exiting!' });
    expect(state.redirect).toEqual({ tab: null, delayMs: REDIRECT_DELAY_MS });
  });

  it('says the session id is missing when no attempt was handed over', () => {
    const state = run(initialLiveState(T0), { type: 'entryRefused', reason: 'noAttempt' });
    expect(lastNotice(state)?.text).toBe('Session ID is missing');
    expect(state.phase).toBe('blocked');
  });

  it('sends an attempt the server already finished to My Scores with "You have already exited the interview!"', () => {
    const state = run(initialLiveState(T0), { type: 'attemptFinished' });
    expect(lastNotice(state)?.text).toBe('You have already exited the interview!');
    expect(state.redirect).toEqual({ tab: 'my-scores', delayMs: REDIRECT_DELAY_MS });
  });

  it("says 'Failed to load questions' when the first question cannot be loaded, 'Server busy' on a 429", () => {
    expect(lastNotice(run(initialLiveState(T0), { type: 'loadFailed', failure: unreachable }))?.text).toBe('Failed to load questions');
    expect(lastNotice(run(initialLiveState(T0), { type: 'loadFailed', failure: refused(429) }))?.text).toBe(
      COMMON_MESSAGES.tooManyRequests,
    );
  });

  it('ignores everything once refused: no question, no clock, no second notice', () => {
    const blocked = run(initialLiveState(T0), { type: 'entryRefused', reason: 'exited' });
    for (const event of [
      { type: 'questionLoaded', question: question(1) },
      { type: 'entryRefused', reason: 'exited' },
      { type: 'tick', now: T0 + MINUTE },
      { type: 'wentOffline' },
    ] satisfies LiveEvent[])
      expect(liveReducer(blocked, event)).toBe(blocked);
  });
});

describe('a question: read aloud, then answered against the clock', () => {
  it('reads the question first, with an empty answer and the full minute on the clock', () => {
    const state = run(initialLiveState(T0), { type: 'questionLoaded', question: question(1) });
    expect(state).toMatchObject({ phase: 'speaking', typed: '', deadline: null, dialog: 'none' });
    expect(secondsLeft(state)).toBe(ANSWER_TIME_LIMIT_S);
    expect(canAnswer(state)).toBe(false);
  });

  it('starts the 60 s clock when recording starts', () => {
    const state = answering();
    expect(state).toMatchObject({ phase: 'answering', answerStartedAt: T0, deadline: T0 + MINUTE });
    expect(canAnswer(state)).toBe(true);
    expect(secondsLeft(run(state, { type: 'tick', now: T0 + 15_200 }))).toBe(45);
  });

  it('keeps the live transcript (interim, then finals appended) and the typed answer', () => {
    const state = run(
      answering(),
      { type: 'transcribed', event: { kind: 'interim', text: 'I will' } },
      { type: 'transcribed', event: { kind: 'final', text: 'I will study', confidence: 0.9 } },
      { type: 'transcribed', event: { kind: 'interim', text: 'computer' } },
      { type: 'typed', text: 'Typed instead' },
    );
    expect(state.transcript).toEqual({ finals: ['I will study'], confidences: [0.9], spans: [null], interim: 'computer' });
    expect(state.typed).toBe('Typed instead');
  });

  it('Reset Answer clears the answer and restarts the minute, only while answering', () => {
    const typed = run(answering(), { type: 'typed', text: 'draft' }, { type: 'tick', now: T0 + 30_000 });
    const reset = run(typed, { type: 'answerReset', at: T0 + 30_000 });
    expect(reset).toMatchObject({ typed: '', deadline: T0 + 30_000 + MINUTE });
    expect(secondsLeft(reset)).toBe(ANSWER_TIME_LIMIT_S);
    const speaking = run(initialLiveState(T0), { type: 'questionLoaded', question: question(1) });
    expect(liveReducer(speaking, { type: 'answerReset', at: T0 })).toBe(speaking);
    expect(lastNotice(run(reset, { type: 'resetFailed' }))?.text).toBe('Failed to reset recording');
  });
});

describe('time-up (§4 step 7)', () => {
  it('opens the time-up dialog at 0 s and stops the clock there', () => {
    const state = run(answering(), { type: 'tick', now: T0 + MINUTE - 1 }, { type: 'tick', now: T0 + MINUTE });
    expect(state).toMatchObject({ phase: 'timeup', dialog: 'timeup' });
    expect(secondsLeft(state)).toBe(0);
    expect(canAnswer(state)).toBe(false);
    expect(canSubmit(state)).toBe(true);
    expect(liveReducer(state, { type: 'tick', now: T0 + MINUTE + 5_000 })).toBe(state);
  });

  it('Continue submits the answer and moves on', () => {
    const continued = run(answering(1), { type: 'tick', now: T0 + MINUTE }, { type: 'timeUpContinued' });
    expect(continued).toMatchObject({ phase: 'saving', saving: 'next', dialog: 'none' });
    const next = run(continued, { type: 'questionLoaded', question: question(2) });
    expect(next).toMatchObject({ phase: 'speaking', question: question(2), deadline: null });
  });

  it('on the last question Continue opens the completion dialog instead, and its Submit saves the answer', () => {
    const continued = run(answering(3), { type: 'tick', now: T0 + MINUTE }, { type: 'timeUpContinued' });
    expect(continued).toMatchObject({ phase: 'timeup', dialog: 'complete' });
    expect(run(continued, { type: 'submitRequested' })).toMatchObject({ phase: 'saving', saving: 'submit' });
  });

  it('a save after time-up that fails returns to time-up, not to a running clock', () => {
    const failed = run(
      answering(1),
      { type: 'tick', now: T0 + MINUTE },
      { type: 'timeUpContinued' },
      { type: 'saveFailed', failure: unreachable },
    );
    expect(failed).toMatchObject({ phase: 'timeup', dialog: 'none' });
    expect(canSubmit(failed)).toBe(true);
  });
});

describe('Next Question, and retrying a save that failed', () => {
  it('saves once: a second Next while saving is refused', () => {
    const saving = run(answering(), { type: 'nextRequested' });
    expect(saving).toMatchObject({ phase: 'saving', saving: 'next' });
    expect(isBusy(saving)).toBe(true);
    expect(liveReducer(saving, { type: 'nextRequested' })).toBe(saving);
  });

  it('keeps the transcript that arrives while saving (the engine finishes the answer)', () => {
    const state = run(
      answering(),
      { type: 'nextRequested' },
      { type: 'transcribed', event: { kind: 'final', text: 'last words', confidence: 1 } },
    );
    expect(state.transcript.finals).toEqual(['last words']);
  });

  it("says 'Error processing your answer. Please try again.' when the answer never reached the server, and keeps it", () => {
    const failed = run(
      answering(),
      { type: 'typed', text: 'My answer' },
      { type: 'nextRequested' },
      { type: 'saveFailed', failure: unreachable },
    );
    expect(lastNotice(failed)?.text).toBe('Error processing your answer. Please try again.');
    expect(failed).toMatchObject({ phase: 'answering', typed: 'My answer', deadline: T0 + MINUTE });
    // Retry: the same answer goes again.
    expect(run(failed, { type: 'nextRequested' })).toMatchObject({ phase: 'saving', saving: 'next' });
  });

  it("says 'Failed to submit answer' when the server refused it, and 'Server busy' on a 429", () => {
    const saving = run(answering(), { type: 'nextRequested' });
    expect(lastNotice(run(saving, { type: 'saveFailed', failure: refused(400) }))?.text).toBe('Failed to submit answer');
    expect(lastNotice(run(saving, { type: 'saveFailed', failure: refused(429) }))?.text).toBe(COMMON_MESSAGES.tooManyRequests);
  });

  it('leaves for My Scores when the server says the interview was already exited', () => {
    const state = run(answering(), { type: 'nextRequested' }, { type: 'saveFailed', failure: refused(409, LIVE_MESSAGES.alreadyExited) });
    expect(state).toMatchObject({ phase: 'blocked', redirect: { tab: 'my-scores', delayMs: REDIRECT_DELAY_MS } });
  });

  it('goes to the dashboard when the next question cannot be loaded', () => {
    const state = run(answering(), { type: 'nextRequested' }, { type: 'loadFailed', failure: unreachable });
    expect(state).toMatchObject({ phase: 'blocked', redirect: { tab: null } });
    expect(lastNotice(state)?.text).toBe('Failed to load questions');
  });

  it('shows the completion dialog when the server has no question left after a save', () => {
    const state = run(answering(2), { type: 'nextRequested' }, { type: 'allAnswered', question: noQuestionLeft });
    expect(state).toMatchObject({ phase: 'complete', dialog: 'complete', deadline: null });
    expect(canSubmit(state)).toBe(true);
    expect(canAnswer(state)).toBe(false);
  });

  it('has no Next on the last question: Submit Interview opens the completion dialog', () => {
    const last = answering(3);
    const first = answering(1);
    expect(liveReducer(last, { type: 'nextRequested' })).toBe(last);
    expect(liveReducer(first, { type: 'completionOpened' })).toBe(first);
    expect(run(last, { type: 'completionOpened' }).dialog).toBe('complete');
  });
});

describe('submit (§4 step 4)', () => {
  const submitting = () => run(answering(3), { type: 'completionOpened' }, { type: 'submitRequested' });

  it('saves the last answer, completes the session and leaves for My Scores at once with the server message', () => {
    expect(submitting()).toMatchObject({ phase: 'saving', saving: 'submit', dialog: 'none' });
    const done = run(submitting(), { type: 'finished', message: 'Interview submitted successfully.' });
    expect(done).toMatchObject({ phase: 'leaving', redirect: { tab: 'my-scores', delayMs: 0 } });
    expect(lastNotice(done)).toMatchObject({ tone: 'success', text: 'Interview submitted successfully.' });
  });

  it("reports 'Processing error' when scoring could not be requested, and still leaves", () => {
    const state = run(submitting(), { type: 'processingFailed', failure: refused(500) }, { type: 'finished', message: 'Done' });
    expect(state.notices.map((notice) => notice.text)).toEqual(['Processing error', 'Done']);
    expect(state.phase).toBe('leaving');
  });

  it("says 'Submission failed. Please try again.' and returns to the question when submitting fails", () => {
    const failed = run(submitting(), { type: 'submitFailed', failure: unreachable });
    expect(failed).toMatchObject({ phase: 'answering', dialog: 'none' });
    expect(lastNotice(failed)?.text).toBe('Submission failed. Please try again.');
  });

  it('the completion dialog closes with Cancel, but not while submitting', () => {
    const open = run(answering(3), { type: 'completionOpened' });
    expect(run(open, { type: 'dialogClosed' }).dialog).toBe('none');
    const busy = submitting();
    expect(liveReducer(busy, { type: 'dialogClosed' })).toBe(busy);
  });
});

describe('exit (§4 step 5)', () => {
  it('asks first; Cancel keeps the interview going', () => {
    const asking = run(answering(), { type: 'exitOpened' });
    expect(asking.dialog).toBe('exit');
    expect(run(asking, { type: 'dialogClosed' })).toMatchObject({ phase: 'answering', dialog: 'none' });
  });

  it('completes the session and leaves for My Scores on Exit', () => {
    const exiting = run(answering(), { type: 'exitOpened' }, { type: 'exitConfirmed' });
    expect(exiting).toMatchObject({ phase: 'saving', saving: 'exit' });
    expect(run(exiting, { type: 'finished', message: 'Interview submitted successfully.' })).toMatchObject({
      phase: 'leaving',
      redirect: { tab: 'my-scores', delayMs: 0 },
    });
  });

  it('needs the confirmation: Exit without the dialog does nothing', () => {
    const state = answering();
    expect(liveReducer(state, { type: 'exitConfirmed' })).toBe(state);
  });

  it("says 'Exit failed. Please try again.' and returns to where it was, even while the question was read", () => {
    const speaking = run(
      initialLiveState(T0),
      { type: 'questionLoaded', question: question(1) },
      { type: 'exitOpened' },
      { type: 'exitConfirmed' },
    );
    const failed = run(speaking, { type: 'exitFailed', failure: unreachable });
    expect(failed).toMatchObject({ phase: 'speaking', dialog: 'none' });
    expect(lastNotice(failed)?.text).toBe('Exit failed. Please try again.');
    expect(
      lastNotice(run(answering(), { type: 'exitOpened' }, { type: 'exitConfirmed' }, { type: 'exitFailed', failure: refused(429) }))?.text,
    ).toBe(COMMON_MESSAGES.tooManyRequests);
  });

  it('ignores what still arrives after leaving (a late tick, a late transcript)', () => {
    const left = run(answering(), { type: 'exitOpened' }, { type: 'exitConfirmed' }, { type: 'finished', message: 'Done' });
    expect(liveReducer(left, { type: 'tick', now: T0 + MINUTE })).toBe(left);
    expect(liveReducer(left, { type: 'transcribed', event: { kind: 'final', text: 'late', confidence: 1 } })).toBe(left);
  });
});

describe('voice connection: reconnect and retry (§4 step 9)', () => {
  const recording = () => run(answering(), { type: 'voice', event: { type: 'status', mode: 'server', status: 'recording' } });

  it('shows each reconnect attempt, and recording again once reconnected', () => {
    const reconnecting = run(recording(), { type: 'voice', event: { type: 'reconnecting', attempt: 2 } });
    expect(reconnecting.voice).toEqual({ mode: 'server', status: 'reconnecting', attempt: 2 });
    expect(reconnecting.phase).toBe('answering');
    const back = run(reconnecting, { type: 'voice', event: { type: 'status', mode: 'server', status: 'recording' } });
    expect(back.voice).toEqual({ mode: 'server', status: 'recording', attempt: null });
  });

  it("says 'Connection lost. Please refresh the page.' when every reconnect failed, and follows the fallback", () => {
    const lost = run(
      recording(),
      { type: 'voice', event: { type: 'problem', problem: 'connectionLost' } },
      { type: 'voice', event: { type: 'status', mode: 'browser', status: 'connecting' } },
    );
    expect(lastNotice(lost)?.text).toBe('Connection lost. Please refresh the page.');
    expect(lost.voice).toMatchObject({ mode: 'browser', status: 'connecting' });
    expect(lost.phase).toBe('answering');
  });

  it("says 'Connection issue. Please try again.' when the first connection fails", () => {
    expect(lastNotice(run(answering(), { type: 'voice', event: { type: 'problem', problem: 'connectionIssue' } }))?.text).toBe(
      VOICE_MESSAGES.connectionIssue,
    );
  });

  it("shows the recording's retries, then 'Failed to start recording…' after the last", () => {
    const retrying = run(answering(), { type: 'voice', event: { type: 'recordingRetry', attempt: 1 } });
    expect(retrying.voice).toMatchObject({ status: 'connecting', attempt: 1 });
    const failed = run(retrying, { type: 'voice', event: { type: 'problem', problem: 'recordingFailed' } });
    expect(lastNotice(failed)?.text).toBe('Failed to start recording. Please restart the interview.');
  });

  it('switches to typing when the server heard no speech', () => {
    const silent = run(
      recording(),
      { type: 'voice', event: { type: 'problem', problem: 'silence' } },
      { type: 'voice', event: { type: 'status', mode: 'none', status: 'idle' } },
    );
    expect(lastNotice(silent)?.text).toBe(SILENCE_MESSAGE);
    expect(silent.voice.mode).toBe('none');
  });
});

describe('microphone refused', () => {
  const denied = () =>
    run(answering(), { type: 'tick', now: T0 + 20_000 }, { type: 'voice', event: { type: 'problem', problem: 'denied' } });

  it("opens the microphone-required dialog with 'Microphone permission denied'", () => {
    expect(denied().dialog).toBe('microphone');
    expect(lastNotice(denied())?.text).toBe('Microphone permission denied');
  });

  it('Try Again closes it and gives the answer its full minute', () => {
    const retried = run(denied(), { type: 'microphoneRetried', at: T0 + 25_000 });
    expect(retried).toMatchObject({ dialog: 'none', deadline: T0 + 25_000 + MINUTE });
  });

  it('Type My Answers does the same; typing chosen without the dialog leaves the clock alone', () => {
    expect(run(denied(), { type: 'typingChosen', at: T0 + 25_000 })).toMatchObject({ dialog: 'none', deadline: T0 + 25_000 + MINUTE });
    const state = answering();
    expect(liveReducer(state, { type: 'typingChosen', at: T0 + 25_000 })).toBe(state);
  });
});

describe('offline (§4 step 8)', () => {
  it('ends the interview: dialogs close, the clock stops, a save still in flight is ignored', () => {
    const saving = run(answering(3), { type: 'completionOpened' }, { type: 'submitRequested' });
    const offline = run(saving, { type: 'wentOffline' });
    expect(offline).toMatchObject({ phase: 'offline', dialog: 'none', saving: null });
    expect(canSubmit(offline)).toBe(false);
    expect(liveReducer(offline, { type: 'finished', message: 'Done' })).toBe(offline);
    expect(liveReducer(offline, { type: 'tick', now: T0 + MINUTE })).toBe(offline);
  });

  it('the session announces it, so the interview adds no toast of its own', () => {
    expect(run(answering(), { type: 'wentOffline' }).notices).toEqual([]);
  });
});
