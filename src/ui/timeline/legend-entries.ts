/**
 * Which legend entries a set of runs needs: the states that occur in their transaction
 * lanes (in the theme's order), the device work kinds that occur, and whether there is
 * wasted work, commits, aborts or deadlocks to explain. Pure; leaves out drawing.
 */
import type { TimelineModel } from '../../trace/timeline-model.ts';
import type { WorkKind } from '../../trace/trace-event.ts';
import { DEVICE_WORK_COLORS, STATE_STYLES, type DrawState } from '../theme/states.ts';

export interface LegendEntries {
  states: DrawState[];
  work: WorkKind[];
  aborted: boolean;
  commits: boolean;
  aborts: boolean;
  deadlocks: boolean;
  /** Lock-hold strips are drawn (some run takes locks). */
  holds: boolean;
  commitRequests: boolean;
}

export function legendEntries(
  all: readonly Pick<TimelineModel, 'txnLanes' | 'deviceLanes' | 'marks' | 'holds' | 'tls'>[],
): LegendEntries {
  // A TLS run draws CPU lanes instead (tls-legend-entries.ts), not its transaction lane.
  const models = all.filter((m) => (m.tls ?? null) === null);
  const states = new Set<DrawState>();
  const work = new Set<WorkKind>();
  let aborted = false;
  for (const model of models) {
    for (const lane of model.txnLanes) {
      for (const s of lane.segments) {
        states.add(s.state);
        if (s.aborted) aborted = true;
      }
    }
    for (const lane of model.deviceLanes) for (const s of lane.segments) work.add(s.work);
  }
  return {
    states: (Object.keys(STATE_STYLES) as DrawState[]).filter((s) => states.has(s)),
    work: (Object.keys(DEVICE_WORK_COLORS) as WorkKind[]).filter((w) => work.has(w)),
    aborted,
    commits: models.some((m) => m.marks.commits.length > 0),
    aborts: models.some((m) => m.marks.aborts.length > 0),
    deadlocks: models.some((m) => m.marks.deadlocks.length > 0),
    holds: models.some((m) => m.holds?.some((lane) => lane.length > 0) ?? false),
    commitRequests: models.some((m) => m.marks.commitRequests.length > 0),
  };
}
