/**
 * Which lane labels the timeline draws as elements. The lanes themselves are painted on
 * one canvas, but each label is an element: 4,000 lanes (two runs of 2,000 terminals) made
 * 4,000 elements whose layout alone took a long task. Past a few hundred lanes only the
 * labels near the scrolled view are drawn: the view's band of height (one step, at least
 * the viewport) with one step above and below, so scrolling re-renders once per step, not
 * per pixel. Leaves out horizontal windowing (labels are one column).
 */
import type { LaneRow } from './lane-layout.ts';

/** Up to this many lanes every label is drawn. */
export const WINDOW_LANES_FROM = 300;

/** The band step in px for a viewport of `viewportPx`. */
export function labelStepPx(viewportPx: number): number {
  return Math.max(200, Math.ceil(viewportPx));
}

/** Which step of the scroll the view is in (changes once per step of scrolling). */
export function scrollStep(scrollTopPx: number, viewportPx: number): number {
  return Math.max(0, Math.floor(scrollTopPx / labelStepPx(viewportPx)));
}

/** The lanes whose labels are drawn at scroll step `step`: all of a short list. */
export function lanesInView(
  lanes: readonly LaneRow[],
  step: number,
  viewportPx: number,
): readonly LaneRow[] {
  if (lanes.length < WINDOW_LANES_FROM) return lanes;
  const stepPx = labelStepPx(viewportPx);
  const top = (step - 1) * stepPx;
  const bottom = (step + 2) * stepPx;
  return lanes.filter((lane) => lane.y + lane.height > top && lane.y < bottom);
}
