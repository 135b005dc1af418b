/**
 * One finished run as the views read it: its trace, the timeline model built from it, a
 * keyframed index for the state at any instant, and its statistics. The trace may be a
 * prefix (`truncated`) when the run produced more events than the UI keeps; statistics
 * always cover the whole run. It carries the run as the page planned it (`planned`: variant,
 * sweep point and parsed scenario), so a view that needs the scenario's settings reads them
 * there, as this run ran them.
 */
import type { ResultRow } from '../../export/result-row.ts';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import type { RunStats } from '../../trace/stats.ts';
import type { TimelineModel } from '../../trace/timeline-model.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import type { TraceIndex } from '../../trace/state-at.ts';

export interface RunView {
  /** Stable within a session: the variant id, or 'run' without variants. */
  key: string;
  variant: string | null;
  /** The run as planned: its variant, sweep point and the scenario it ran. */
  planned: PlannedRun;
  title: string;
  description: string;
  events: readonly TraceEvent[];
  truncated: boolean;
  model: TimelineModel;
  index: TraceIndex;
  stats: RunStats;
  row: ResultRow;
}

/**
 * What the timeline draws of a run: a finished run's view, or the preview of a run still
 * streaming (its trace so far, with no statistics yet: see RunViewBuilder.preview).
 */
export type TimelineRun = Pick<RunView, 'key' | 'variant' | 'title' | 'events' | 'model' | 'index'>;
