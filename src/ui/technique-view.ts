/**
 * What a technique adds to the page, as one object its folder exports (`ui/view.tsx`) and
 * `technique-views.ts` lists: its marks in a run's timeline model, a panel beside the
 * timeline, marks painted on the timeline
 * (under and over the playhead layer), legend entries, parameter-editor fields and the
 * event log's sentences for its own trace events. Every part is optional, and every part decides for
 * itself from the run whether its technique is on (a panel renders null, a paint hook
 * paints nothing and returns null), so a run without the technique shows none of it.
 *
 * Left out on purpose: lanes. Which lanes a run has follows from its model (the
 * transaction-processing model's terminal and device lanes, or thread-level speculation's
 * CPU lanes), and the timeline knows both models' lane shapes.
 */
import type { ComponentType } from 'react';
import type { TimelineModel } from '../trace/timeline-model.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import type { FieldSpec } from './controls/field-spec.ts';
import type { MainPanelClaim } from './panels/panel-tabs.ts';
import type { RunView } from './session/run-view.ts';
import type { FillSource } from './timeline/fill-patterns.ts';
import type { Frame } from './timeline/paint-frame.ts';

/**
 * What a technique's panel is given: the run (its settings are in `run.planned.scenario`)
 * and the playhead's instant.
 */
export interface TechniquePanelProps {
  run: RunView;
  timeUs: number;
}

/**
 * Counts of what a paint hook drew, by name; the painter sets each as a `data-<name>`
 * attribute on the canvas (browser checks read them). Null: nothing of this technique.
 */
export type PaintCounts = Readonly<Record<string, number>> | null;

/** What a technique's timeline part is built from: the run's trace and how it is planned. */
export interface TimelineInput {
  events: readonly TraceEvent[];
  /** Part of a batch that compares the technique (draw its marks even where it stays off). */
  compared: boolean;
}

export interface TechniqueView {
  /** The technique's folder name under src/techniques. */
  id: string;
  /**
   * Adds the technique's marks to a run's timeline model, once per run (stage strips,
   * lock-hold strips, wound marks…); leaves the model alone when the technique is off.
   */
  addToTimeline?: (model: TimelineModel, input: TimelineInput) => void;
  Panel?: ComponentType<TechniquePanelProps>;
  /**
   * The workbench's main panel when the technique is on in the run (shown beside the
   * timeline, first of the tabs): its own panel (`tab: 'technique'`, named by `label`) or a
   * core one ('log'); null when off. Without it the locks are the main panel.
   */
  mainPanel?: (run: RunView) => MainPanelClaim | null;
  /** Drawn with the segments, cached while only the playhead moves. */
  paintStatic?: (frame: Frame, fills: FillSource) => PaintCounts;
  /** Drawn every frame over the veil (marks that follow the playhead). */
  paintPlayhead?: (frame: Frame) => PaintCounts;
  Legend?: ComponentType<{ runs: readonly RunView[] }>;
  /** Rows of the parameter editor, grouped under the technique. */
  editorFields?: readonly FieldSpec[];
  /** The event log's sentence for one of the technique's own trace events; null for others. */
  describeEvent?: (event: TraceEvent) => string | null;
}
