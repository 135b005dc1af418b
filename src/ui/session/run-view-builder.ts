/**
 * A run's view built while its trace streams in: each chunk goes at once into the
 * timeline fold (segments.ts) and the keyframed TraceIndex, so the work is spread over the
 * streaming. When the run ends only the fold's `finish()` and the techniques' timeline passes
 * remain; `finishSteps` hands them out as separate steps for a time-sliced scheduler
 * (time-slice.ts). The view it yields equals buildRunView's one-shot build of the same
 * trace. While the run still streams, `previewOf` draws its first events (what the timeline
 * plays until the view is ready). Leaves out splitting a technique's own pass (each is one step).
 */
import { buildSegments, segmentFold, type TimelineModel } from '../../trace/segments.ts';
import { TraceIndex } from '../../trace/state-at.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import { DEADLOCK_DISPLAY_US, runKey, type FinishedRun } from './build-run-view.ts';
import type { RunView, TimelineRun } from './run-view.ts';
import type { Step } from './time-slice.ts';

/** What a finished run adds to its streamed trace. */
export type RunEnding = Omit<FinishedRun, 'events' | 'truncated'>;

/**
 * The timeline of a run's first streamed events (`events`, the trace from its start, kept
 * as given): its segments end at the last event, as a cut trace's do. Built on its own,
 * apart from the run's streaming fold, which goes on with the rest.
 */
export function previewOf(
  events: readonly TraceEvent[],
  run: { planned: RunEnding['planned']; title: string; twoStage?: boolean },
): TimelineRun {
  const model = buildSegments(events);
  const input = { events, compared: run.twoStage ?? false };
  for (const view of TECHNIQUE_VIEWS) view.addToTimeline?.(model, input);
  return {
    key: runKey(run.planned.variant),
    variant: run.planned.variant,
    title: run.title,
    events,
    model,
    index: new TraceIndex(events, { deadlockWindowUs: DEADLOCK_DISPLAY_US }),
  };
}

export class RunViewBuilder {
  private readonly events: TraceEvent[] = [];
  private readonly fold = segmentFold();
  private readonly index = new TraceIndex([], { deadlockWindowUs: DEADLOCK_DISPLAY_US });
  private truncated = false;

  /** Adds a streamed chunk; `cut` says the run's trace stops here (over its budget). */
  append(chunk: readonly TraceEvent[], cut = false): void {
    for (const e of chunk) {
      this.events.push(e);
      this.fold.accept(e);
    }
    this.index.append(chunk);
    this.truncated = cut;
  }

  get eventCount(): number {
    return this.events.length;
  }

  /**
   * The work left once the run ended, as steps to run in order; after the last one,
   * `done` receives the view. Call once.
   */
  finishSteps({ twoStage = false, ...run }: RunEnding, done: (view: RunView) => void): Step[] {
    let model: TimelineModel | null = null;
    const input = { events: this.events, compared: twoStage };
    const passes = TECHNIQUE_VIEWS.flatMap(({ addToTimeline: add }) =>
      add === undefined ? [] : [(): void => add(model!, input)],
    );
    return [
      () => {
        model = this.fold.finish();
      },
      ...passes,
      () =>
        done({
          ...run,
          events: this.events,
          truncated: this.truncated,
          variant: run.planned.variant,
          key: runKey(run.planned.variant),
          model: model!,
          index: this.index,
        }),
    ];
  }
}
