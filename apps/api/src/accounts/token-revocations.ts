import { EventEmitter } from 'node:events';

/**
 * Tells this process's long-lived connections (the transcription socket) that a user's tokens were just
 * revoked — sign-out, password change or reset — so they close at once rather than at their next periodic
 * token check. Several API processes would carry the notice over Redis pub/sub; the periodic check stays
 * the backstop either way.
 */
export interface TokenRevocations {
  announce(userId: string): void;
  /** Calls `listener` when the user's tokens are revoked; returns the function that stops watching. */
  watch(userId: string, listener: () => void): () => void;
}

export function createTokenRevocations(): TokenRevocations {
  const emitter = new EventEmitter();
  // One listener per open stream of a user; the per-user stream cap bounds them, not this.
  emitter.setMaxListeners(0);
  return {
    announce: (userId) => {
      emitter.emit(userId);
    },
    watch(userId, listener) {
      emitter.on(userId, listener);
      return () => {
        emitter.off(userId, listener);
      };
    },
  };
}
