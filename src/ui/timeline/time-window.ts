/**
 * The visible time window [t0, t1] of the timeline (simulated µs) and its math: clamping
 * to the run, zooming about a point, panning, following the playhead while it plays
 * (smooth scrolling, or whole-window pages for reduced motion), and mapping times to
 * pixels. Pure; leaves out the vertical axis (lanes scroll natively) and any animation of
 * the window itself.
 */

export interface TimeWindow {
  t0: number;
  t1: number;
}

export interface TimeRange {
  startUs: number;
  endUs: number;
}

/** About 200 ms of simulated time: a few transactions' lives, readable on a projector. */
export const DEFAULT_WINDOW_US = 200_000;
/** The narrowest window: 0.1 ms. */
export const MIN_WINDOW_US = 100;

export type FollowMode = 'scroll' | 'page';

/** Where the playhead sits while the window scrolls with it (fraction of the width). */
const SCROLL_LEAD = 0.75;

export function windowWidth(w: TimeWindow): number {
  return w.t1 - w.t0;
}

function rangeWidth(range: TimeRange): number {
  return Math.max(1, range.endUs - range.startUs);
}

/** The window, narrowed or widened to fit the run and moved inside it. */
export function clampWindow(w: TimeWindow, range: TimeRange): TimeWindow {
  const full = rangeWidth(range);
  const width = Math.min(full, Math.max(Math.min(MIN_WINDOW_US, full), windowWidth(w)));
  const t0 = Math.min(range.startUs + full - width, Math.max(range.startUs, w.t0));
  if (t0 === w.t0 && t0 + width === w.t1) return w;
  return { t0, t1: t0 + width };
}

/** The run's first `widthUs` (or the window around `timeUs` when that lies beyond it). */
export function initialWindow(
  range: TimeRange,
  timeUs: number,
  widthUs = DEFAULT_WINDOW_US,
): TimeWindow {
  const t0 = timeUs < range.startUs + widthUs * SCROLL_LEAD ? range.startUs : timeUs - widthUs / 2;
  return clampWindow({ t0, t1: t0 + widthUs }, range);
}

/** The whole run. */
export function fitWindow(range: TimeRange): TimeWindow {
  return { t0: range.startUs, t1: range.startUs + rangeWidth(range) };
}

/** Zooms in (factor > 1) or out (< 1) keeping `anchorUs` at the same place on screen. */
export function zoomAbout(
  w: TimeWindow,
  factor: number,
  anchorUs: number,
  range: TimeRange,
): TimeWindow {
  if (!(factor > 0)) return w;
  const width = windowWidth(w);
  const fraction = width > 0 ? (anchorUs - w.t0) / width : 0.5;
  const full = rangeWidth(range);
  const next = Math.min(full, Math.max(Math.min(MIN_WINDOW_US, full), width / factor));
  const t0 = anchorUs - fraction * next;
  return clampWindow({ t0, t1: t0 + next }, range);
}

export function panBy(w: TimeWindow, deltaUs: number, range: TimeRange): TimeWindow {
  return clampWindow({ t0: w.t0 + deltaUs, t1: w.t1 + deltaUs }, range);
}

/**
 * The window that keeps a playing playhead in view. 'scroll' holds the playhead at three
 * quarters of the width once it gets there (the window glides); 'page' leaves the window
 * alone until the playhead leaves it, then moves by whole windows.
 */
export function followPlayhead(
  w: TimeWindow,
  timeUs: number,
  range: TimeRange,
  mode: FollowMode,
): TimeWindow {
  const width = windowWidth(w);
  if (width <= 0) return w;
  let t0 = w.t0;
  if (mode === 'scroll') {
    if (timeUs > w.t0 + width * SCROLL_LEAD) t0 = timeUs - width * SCROLL_LEAD;
    else if (timeUs < w.t0) t0 = timeUs - width * (1 - SCROLL_LEAD);
  } else if (timeUs >= w.t1 || timeUs < w.t0) {
    t0 = w.t0 + Math.floor((timeUs - w.t0) / width) * width;
  }
  if (t0 === w.t0) return w;
  return clampWindow({ t0, t1: t0 + width }, range);
}

/** The window unchanged when `timeUs` is inside it, else centred on `timeUs`. */
export function keepInView(w: TimeWindow, timeUs: number, range: TimeRange): TimeWindow {
  if (timeUs >= w.t0 && timeUs <= w.t1) return w;
  const half = windowWidth(w) / 2;
  return clampWindow({ t0: timeUs - half, t1: timeUs + half }, range);
}

/** Screen x (CSS px from the canvas's left edge) of an instant. */
export function timeToX(w: TimeWindow, widthPx: number, t: number): number {
  return ((t - w.t0) / Math.max(1e-9, windowWidth(w))) * widthPx;
}

export function xToTime(w: TimeWindow, widthPx: number, x: number): number {
  return w.t0 + (x / Math.max(1e-9, widthPx)) * windowWidth(w);
}

/** The span covering every run shown (an empty list gives [0, 0]). */
export function unionRange(ranges: readonly TimeRange[]): TimeRange {
  if (ranges.length === 0) return { startUs: 0, endUs: 0 };
  return {
    startUs: Math.min(...ranges.map((r) => r.startUs)),
    endUs: Math.max(...ranges.map((r) => r.endUs)),
  };
}
