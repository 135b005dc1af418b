/**
 * A store slice for React views that need not follow every animation frame (panels, the
 * event log, counters): re-renders at most every `intervalMs`, and always settles on the
 * latest value. The 60 fps playhead thus never re-renders the React tree per frame.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReadableStore } from './store.ts';

export function useThrottledStore<T, S>(
  store: ReadableStore<T>,
  selector: (value: T) => S,
  intervalMs = 100,
): S {
  const [slice, setSlice] = useState(() => selector(store.get()));
  const selectorRef = useRef(selector);
  selectorRef.current = selector;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastRun = 0;
    const update = (): void => {
      timer = null;
      lastRun = performance.now();
      setSlice(() => selectorRef.current(store.get()));
    };
    const onChange = (): void => {
      if (timer !== null) return;
      const wait = Math.max(0, intervalMs - (performance.now() - lastRun));
      timer = setTimeout(update, wait);
    };
    update();
    const unsubscribe = store.subscribe(onChange);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store, intervalMs]);

  return slice;
}
