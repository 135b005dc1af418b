/**
 * The keys of a row of tabs (the WAI-ARIA tabs pattern): Left and Right move to the
 * neighbour, wrapping, Home and End to the first and last. Leaves out Up and Down (the rows
 * are horizontal) and activation on focus, which the tab lists do by selecting on the move.
 */

/** The index the key moves to from `at` in `count` tabs, or null for any other key. */
export function tabIndexForKey(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
