/**
 * Replaying a trace into the state at an instant, from the start and with no index (the
 * reference the keyframed `TraceIndex` of state-at.ts must match), and the replay's
 * surface: the state and its copies (replay-state.ts), one event applied
 * (replay-apply.ts), the lock table's rules (replay-locks.ts), the caller-owned view
 * (replay-view.ts) and the deadlock to show (replay-deadlocks.ts). Leaves out keyframes
 * and streaming (state-at.ts).
 */
import { apply } from './replay-apply.ts';
import { deadlockOf, recentDeadlock, type IndexedDeadlock } from './replay-deadlocks.ts';
import { emptyState } from './replay-state.ts';
import { view } from './replay-view.ts';
import type { TraceEvent } from './trace-event.ts';
import type { StateOptions, TraceState } from './trace-state.ts';

export { apply } from './replay-apply.ts';
export { deadlockOf, recentDeadlock, type IndexedDeadlock } from './replay-deadlocks.ts';
export { lockModesCompatible } from './replay-locks.ts';
export { copyState, emptyState, type ReplayState } from './replay-state.ts';
export { view } from './replay-view.ts';

/** Replays a trace from the start, with no index: the reference `TraceIndex` must match. */
export function replayState(
  events: readonly TraceEvent[],
  timeUs: number,
  options: StateOptions = {},
): TraceState {
  const s = emptyState();
  const deadlocks: IndexedDeadlock[] = [];
  for (const e of events) {
    if (e.t > timeUs) break;
    const d = deadlockOf(e, s.applied);
    if (d !== null) deadlocks.push(d);
    apply(s, e);
  }
  const windowUs = options.deadlockWindowUs ?? 0;
  return view(s, timeUs, recentDeadlock(deadlocks, s.applied, timeUs, windowUs));
}
