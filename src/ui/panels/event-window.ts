/**
 * Which events the event log shows at the playhead: the last N worth telling at or before
 * t. A binary search finds where t falls in the time-ordered trace, then the window walks
 * back over routine events, at most `scanLimit` of them, so a long stretch of CPU work
 * cannot make one frame slow.
 */
import type { TraceEvent } from '../../trace/trace-event.ts';
import { describeEvent, isRoutineEvent, type EventContext } from './describe-event.ts';
import { formatMs } from './labels.ts';

export interface EventLine {
  seq: number;
  t: number;
  /** "12.40 ms". */
  time: string;
  text: string;
  /** Deadlocks and aborts stand out in the list (marked in text too). */
  tone: 'normal' | 'commit' | 'abort' | 'deadlock';
}

/** The number of events with time <= timeUs: events[0 .. count) happened by then. */
export function countAtOrBefore(events: readonly { t: number }[], timeUs: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.t <= timeUs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toneOf(e: TraceEvent): EventLine['tone'] {
  switch (e.kind) {
    case 'txn.commit':
      return 'commit';
    case 'txn.abort':
      return 'abort';
    case 'deadlock':
      return 'deadlock';
    default:
      return 'normal';
  }
}

export function eventLine(e: TraceEvent, context: EventContext): EventLine {
  return {
    seq: e.seq,
    t: e.t,
    time: formatMs(e.t),
    text: describeEvent(e, context),
    tone: toneOf(e),
  };
}

export interface EventWindowOptions {
  /** Most lines returned. */
  max?: number;
  /** Most events looked at, routine ones included. */
  scanLimit?: number;
}

/** The last `max` non-routine events at or before `timeUs`, oldest first. */
export function recentEventLines(
  events: readonly TraceEvent[],
  timeUs: number,
  context: EventContext,
  options: EventWindowOptions = {},
): EventLine[] {
  const max = options.max ?? 12;
  const scanLimit = options.scanLimit ?? 5000;
  const lines: EventLine[] = [];
  const end = countAtOrBefore(events, timeUs);
  const stop = Math.max(0, end - scanLimit);
  for (let i = end - 1; i >= stop && lines.length < max; i--) {
    const e = events[i]!;
    if (!isRoutineEvent(e, context)) lines.push(eventLine(e, context));
  }
  return lines.toReversed();
}
