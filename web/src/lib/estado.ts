import { useSyncExternalStore } from 'react';

/** A minimal observable value for app-wide UI state (snackbar, spinner, session) outside React. */
export interface Estado<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function criarEstado<T>(initial: T): Estado<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useEstado<T>(store: Estado<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
