/**
 * The order a batch hands its runs to the workers: the run in focus first (its first chunk
 * is what the stage waits for before it draws), then the rest in plan order. With fewer
 * workers than runs, a focused variant late in the plan would otherwise start only once a
 * whole run before it had ended. The pool reports by its own (dispatch) index; messages and
 * outcomes are mapped back to the plan's. Leaves out the pool's scheduling itself.
 */
import type { BatchListeners } from '../../worker/pool.ts';

/** Plan indices in dispatch order: `first` (when it is one of `count`), then the rest. */
export function focusFirst(count: number, first: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (first <= 0 || first >= count) return order;
  return [first, ...order.filter((i) => i !== first)];
}

/** True when `order` dispatches the runs in plan order. */
export function isPlanOrder(order: readonly number[]): boolean {
  return order.every((planIndex, i) => planIndex === i);
}

/** Listeners by dispatch index that call `listeners` by plan index. */
export function byPlanIndex(listeners: BatchListeners, order: readonly number[]): BatchListeners {
  if (isPlanOrder(order)) return listeners;
  const { onProgress, onTrace, onOutcome } = listeners;
  return {
    onProgress: onProgress && ((i, p) => onProgress(order[i]!, p)),
    onTrace: onTrace && ((i, events, cut) => onTrace(order[i]!, events, cut)),
    onOutcome: onOutcome && ((i, outcome) => onOutcome(order[i]!, outcome)),
  };
}

/** `dispatched` (one per run, by dispatch index) in plan order. */
export function inPlanOrder<T>(dispatched: readonly T[], order: readonly number[]): T[] {
  const planned: T[] = [...dispatched];
  order.forEach((planIndex, i) => (planned[planIndex] = dispatched[i]!));
  return planned;
}
