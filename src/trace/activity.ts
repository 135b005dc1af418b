/**
 * THE per-transaction state machine over the trace: what each transaction is doing at
 * every instant (CPU, CPU queue, I/O, lock, log and buffer waits, between steps, restart
 * delay) and its two-stage stage, published as transitions to the statistics, the
 * timeline, the state at an instant and the event log. The fold is in
 * activity/activity-fold.ts, its vocabulary in activity/activity-types.ts.
 */
import { ActivityFold } from './activity/activity-fold.ts';
import { NO_LISTENER, type ActivityListener } from './activity/activity-types.ts';
import type { TraceEvent } from './trace-event.ts';

export { ActivityFold } from './activity/activity-fold.ts';
export {
  BETWEEN_STEPS,
  NO_LISTENER,
  RESTART_DELAY,
  type Activity,
  type ActivityListener,
  type ActivityRecord,
} from './activity/activity-types.ts';

/** Runs the fold over a whole trace, reporting to `listener`; returns the fold at the end. */
export function foldActivity(
  events: Iterable<TraceEvent>,
  listener: ActivityListener = NO_LISTENER,
): ActivityFold {
  const fold = new ActivityFold(listener);
  for (const e of events) fold.accept(e);
  return fold;
}
