/**
 * A list that keeps its identity while its items do: a derived array (the finished run
 * views, picked out of a batch state that changes with every progress message) is rebuilt
 * on every change, and every memoized view downstream would recompute with it. Comparing
 * item by item (Object.is) and handing back the previous array when nothing changed keeps
 * progress updates from reaching the charts and panels. Leaves out deep comparison.
 */
import { useRef } from 'react';

/** True when both lists hold the same items (by Object.is) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** `items`, or the previous array when it held the same items. */
export function useStableItems<A extends readonly unknown[]>(items: A): A {
  const previous = useRef(items);
  if (!sameItems(previous.current, items)) previous.current = items;
  return previous.current;
}
