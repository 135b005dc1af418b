/**
 * Stepping the playhead from event to event: the next or previous instant at which any of
 * the shown runs has a trace event. Events are in time order, so both are binary searches.
 * Pure; leaves out which event it is (the event log panel says that).
 */

interface Timed {
  t: number;
}

/** The first event time strictly after `t`, or null. */
export function nextEventTime(events: readonly Timed[], t: number): number | null {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.t <= t) lo = mid + 1;
    else hi = mid;
  }
  return events[lo]?.t ?? null;
}

/** The last event time strictly before `t`, or null. */
export function previousEventTime(events: readonly Timed[], t: number): number | null {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.t < t) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? events[lo - 1]!.t : null;
}

/** The earliest next event time over several runs. */
export function nextEventTimeOfRuns(runs: readonly (readonly Timed[])[], t: number): number | null {
  let best: number | null = null;
  for (const events of runs) {
    const next = nextEventTime(events, t);
    if (next !== null && (best === null || next < best)) best = next;
  }
  return best;
}

/** The latest previous event time over several runs. */
export function previousEventTimeOfRuns(
  runs: readonly (readonly Timed[])[],
  t: number,
): number | null {
  let best: number | null = null;
  for (const events of runs) {
    const previous = previousEventTime(events, t);
    if (previous !== null && (best === null || previous > best)) best = previous;
  }
  return best;
}
