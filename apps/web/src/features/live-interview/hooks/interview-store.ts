import { useState, useSyncExternalStore } from 'react';
import { initialLiveState, type LiveEvent, liveReducer, type LiveState } from '../lib/interview-machine';

/**
 * The live interview's state behind the reducer, readable at any moment: the async steps (saving an answer after
 * the recorder's last words arrive) read the latest state instead of refs that mirror it.
 */
export interface InterviewStore {
  get(): LiveState;
  /** Applies the event; false when the machine refused it in its current state (e.g. a second Next while saving). */
  send(event: LiveEvent): boolean;
  subscribe(listener: () => void): () => void;
}

export function createInterviewStore(initial: LiveState): InterviewStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    send(event) {
      const next = liveReducer(state, event);
      if (next === state) return false;
      state = next;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useInterviewStore(): { store: InterviewStore; state: LiveState } {
  const [store] = useState(() => createInterviewStore(initialLiveState(Date.now())));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { store, state };
}
