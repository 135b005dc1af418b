/**
 * Which deadlock a state at an instant shows: the trace's deadlock events with their
 * places in the trace, and the latest one among the events replayed so far if it fell
 * within a window before the instant. Leaves out finding deadlocks (the engine does, and
 * the trace names each cycle and victim).
 */
import type { TraceEvent } from './trace-event.ts';
import type { DeadlockInfo } from './trace-state.ts';

/** A deadlock and the index of its event in the trace. */
export interface IndexedDeadlock {
  index: number;
  info: DeadlockInfo;
}

/** The latest deadlock among the first `count` events, if at or after `timeUs - windowUs`. */
export function recentDeadlock(
  deadlocks: readonly IndexedDeadlock[],
  count: number,
  timeUs: number,
  windowUs: number,
): DeadlockInfo | null {
  let lo = 0;
  let hi = deadlocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (deadlocks[mid]!.index < count) lo = mid + 1;
    else hi = mid;
  }
  const latest = deadlocks[lo - 1]?.info;
  return latest !== undefined && latest.t >= timeUs - windowUs ? latest : null;
}

export function deadlockOf(e: TraceEvent, index: number): IndexedDeadlock | null {
  return e.kind === 'deadlock'
    ? { index, info: { t: e.t, seq: e.seq, cycle: e.cycle, victim: e.victim } }
    : null;
}
