/**
 * The timeline view's public face: the component, its legend and controls, and the pure
 * helpers the page, tests and benchmarks use. Leaves out internal hooks.
 */
export { Timeline, type TimelineProps } from './Timeline.tsx';
export { TimelineLegend } from './TimelineLegend.tsx';
export { TimelineControls, type TimelineControlsProps } from './TimelineControls.tsx';
export {
  paintTimeline,
  type PaintOptions,
  type PaintResult,
  type PaintRun,
  type Canvas2D,
} from './paint-timeline.ts';
export {
  layoutLanes,
  laneAtY,
  type TimelineLayout,
  type LaneRow,
  type RunBlock,
} from './lane-layout.ts';
export { NORMAL_SCALE, PRESENTATION_SCALE, type TimelineScale } from './timeline-scale.ts';
export { fitLanes, type LaneFit } from './fit-lanes.ts';
export { AXIS_HEIGHT } from './TimelineAxis.tsx';
export { hitTest, type SegmentTarget } from './hit-test.ts';
export { describeSegment, describeContextOf, type DescribeContext } from './describe-segment.ts';
export {
  nextEventTime,
  previousEventTime,
  nextEventTimeOfRuns,
  previousEventTimeOfRuns,
} from './event-steps.ts';
export {
  initialWindow,
  zoomAbout,
  followPlayhead,
  fitWindow,
  DEFAULT_WINDOW_US,
  type TimeWindow,
  type TimeRange,
} from './time-window.ts';
export { SOLID_FILLS, createPatternFills, type FillSource } from './fill-patterns.ts';
export { formatSpeed, formatDurationUs } from './format-time.ts';
