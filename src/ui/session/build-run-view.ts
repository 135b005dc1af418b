/**
 * Turning a finished run (its streamed trace, statistics and result row) into the RunView
 * every view reads: the timeline model (with each technique's marks, technique-views.ts)
 * and a keyframed index for the state at any instant, both built once here.
 */
import { msToDuration } from '../../base/time.ts';
import type { ResultRow } from '../../export/result-row.ts';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import { buildSegments } from '../../trace/segments.ts';
import { TraceIndex } from '../../trace/state-at.ts';
import type { RunStats } from '../../trace/stats.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import type { RunView } from './run-view.ts';

/** How long after a deadlock the panels keep showing its cycle and victim. */
export const DEADLOCK_DISPLAY_US = msToDuration(30);

export interface FinishedRun {
  /** The run as the page planned it; the view keeps it. */
  planned: PlannedRun;
  title: string;
  description: string;
  events: readonly TraceEvent[];
  truncated: boolean;
  stats: RunStats;
  row: ResultRow;
  /** Part of a batch that compares two-stage execution: draw stages and I/O blame. */
  twoStage?: boolean;
}

export function runKey(variant: string | null): string {
  return variant ?? 'run';
}

export function buildRunView({ twoStage = false, ...run }: FinishedRun): RunView {
  const model = buildSegments(run.events);
  const input = { events: run.events, compared: twoStage };
  for (const view of TECHNIQUE_VIEWS) view.addToTimeline?.(model, input);
  return {
    ...run,
    variant: run.planned.variant,
    key: runKey(run.planned.variant),
    model,
    index: new TraceIndex(run.events, { deadlockWindowUs: DEADLOCK_DISPLAY_US }),
  };
}

/**
 * The trace events each run may stream to the page: a budget shared by the runs of a batch,
 * so four variants together hold no more than one long run would.
 */
export const TRACE_BUDGET_EVENTS = 600_000;
export const MAX_TRACE_EVENTS_PER_RUN = 300_000;

export function traceLimitPerRun(runs: number): number {
  if (runs <= 0) return 0;
  return Math.min(MAX_TRACE_EVENTS_PER_RUN, Math.floor(TRACE_BUDGET_EVENTS / runs));
}
