import { STORAGE_KEYS } from '../../../lib/storage';

/** The ids the live interview page (/Question) reads from storage, as the original client keeps them. */
export function rememberAttempt(sessionId: string, childSessionId: string, attemptNumber: number): void {
  localStorage.setItem(STORAGE_KEYS.sessionId, sessionId);
  localStorage.setItem(STORAGE_KEYS.childSessionId, childSessionId);
  localStorage.setItem(STORAGE_KEYS.selectedAttempt, String(attemptNumber));
  localStorage.removeItem(STORAGE_KEYS.interviewExited);
  localStorage.removeItem(STORAGE_KEYS.questionId);
}

export function storedSessionId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.sessionId);
}
