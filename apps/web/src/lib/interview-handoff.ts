import { STORAGE_KEYS } from './storage';

/**
 * The attempt handed from the interview pages (start, retest, resume) to the live interview page, through local
 * storage under the keys the spec names (001 §3: session_id, child_session_id, selectedAttempt, interviewExited).
 */
export interface AttemptIds {
  sessionId: string;
  childSessionId: string;
}

/** Start, retest or resume: the live interview will run this attempt, which has not been exited. */
export function rememberAttempt(ids: AttemptIds, attemptNumber: number): void {
  localStorage.setItem(STORAGE_KEYS.sessionId, ids.sessionId);
  localStorage.setItem(STORAGE_KEYS.childSessionId, ids.childSessionId);
  localStorage.setItem(STORAGE_KEYS.selectedAttempt, String(attemptNumber));
  localStorage.removeItem(STORAGE_KEYS.interviewExited);
  localStorage.removeItem(STORAGE_KEYS.questionId);
}

/** The attempt to run, or null when none was handed over. */
export function storedAttempt(): AttemptIds | null {
  const sessionId = localStorage.getItem(STORAGE_KEYS.sessionId);
  const childSessionId = localStorage.getItem(STORAGE_KEYS.childSessionId);
  return sessionId && childSessionId ? { sessionId, childSessionId } : null;
}

export function storedSessionId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.sessionId);
}

/** Submitted or exited: coming back to /Question is refused (001 §4 step 6). */
export function markAttemptExited(): void {
  localStorage.setItem(STORAGE_KEYS.interviewExited, 'true');
}

export function attemptExited(): boolean {
  return localStorage.getItem(STORAGE_KEYS.interviewExited) !== null;
}
