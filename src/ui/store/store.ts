/**
 * A minimal external store: a value, a setter and subscribers, read from React through
 * `useStore(store, selector)` (useSyncExternalStore), so a component re-renders only when
 * the slice it selects changes. Non-React code (a canvas painter) subscribes directly.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface ReadableStore<T> {
  get(): T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export class Store<T> implements ReadableStore<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  get = (): T => this.value;

  set(next: T | ((previous: T) => T)): void {
    const value = typeof next === 'function' ? (next as (previous: T) => T)(this.value) : next;
    if (Object.is(value, this.value)) return;
    this.value = value;
    // A copy: a listener may subscribe another while we iterate.
    for (const listener of Array.from(this.listeners)) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The selected slice of a store; re-renders when it changes (by Object.is). */
export function useStore<T, S>(store: ReadableStore<T>, selector: (value: T) => S): S {
  const read = useCallback(() => selector(store.get()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}
