/**
 * The arithmetic of the timeline's own zoom gestures, in windows rather than d3-zoom
 * transforms: how far one wheel event zooms (d3-zoom's wheelDelta, with pinches boosted),
 * zooming about the pointer, dragging a grabbed instant along with the pointer, and a
 * two-finger pinch. Every result is clamped to the run and to the narrowest window (the
 * zoom's scale and translate extents) through time-window.ts. Pure; leaves out events,
 * pointer capture and the y axis.
 */
import {
  clampWindow,
  MIN_WINDOW_US,
  windowWidth,
  xToTime,
  zoomAbout,
  type TimeRange,
  type TimeWindow,
} from './time-window.ts';

/** The fields of a wheel event that decide its zoom. */
export interface WheelLike {
  deltaY: number;
  deltaMode: number;
  ctrlKey: boolean;
}

/** Zoom factor of one wheel event: 2^delta, where a notch of 100 px is about ×0.87. */
export function wheelZoomFactor(event: WheelLike): number {
  const unit = event.deltaMode === 1 ? 0.05 : event.deltaMode ? 1 : 0.002;
  // Pinches arrive as small Ctrl+wheel deltas; a mouse wheel's notches are large.
  const pinch = event.ctrlKey && Math.abs(event.deltaY) < 50 ? 10 : 1;
  return Math.pow(2, -event.deltaY * unit * pinch);
}

/** Zooms by `factor` keeping the instant under `xPx` where it is. */
export function zoomAtPx(
  w: TimeWindow,
  factor: number,
  xPx: number,
  widthPx: number,
  range: TimeRange,
): TimeWindow {
  return zoomAbout(w, factor, xToTime(w, widthPx, xPx), range);
}

/** Whether zooming by `factor` changes the window's width (false at either end of the zoom). */
export function zoomChanges(w: TimeWindow, factor: number, range: TimeRange): boolean {
  const full = Math.max(1, range.endUs - range.startUs);
  const width = windowWidth(w);
  const next = Math.min(full, Math.max(Math.min(MIN_WINDOW_US, full), width / factor));
  return Math.abs(next - width) > width * 1e-12;
}

/** The window of the same width that puts the grabbed instant `anchorUs` under `xPx`. */
export function dragTo(
  w: TimeWindow,
  anchorUs: number,
  xPx: number,
  widthPx: number,
  range: TimeRange,
): TimeWindow {
  const width = windowWidth(w);
  const t0 = anchorUs - (xPx / Math.max(1e-9, widthPx)) * width;
  return clampWindow({ t0, t1: t0 + width }, range);
}

export interface PointPx {
  x: number;
  y: number;
}

/** Two fingers put down on a window: where they were and the instants under them. */
export interface PinchStart {
  window: TimeWindow;
  a: PointPx;
  b: PointPx;
}

/**
 * The window while two fingers move: the zoom follows the distance between them (as
 * d3-zoom, both axes count) and the instant between them at the start stays between them.
 */
export function pinchTo(
  start: PinchStart,
  a: PointPx,
  b: PointPx,
  widthPx: number,
  range: TimeRange,
): TimeWindow {
  const d0 = Math.hypot(start.b.x - start.a.x, start.b.y - start.a.y);
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const factor = d0 > 0 && d > 0 ? d / d0 : 1;
  const midUs = xToTime(start.window, widthPx, (start.a.x + start.b.x) / 2);
  const zoomed = zoomAbout(start.window, factor, midUs, range);
  return dragTo(zoomed, midUs, (a.x + b.x) / 2, widthPx, range);
}
