/**
 * The arithmetic that lets the timeline reuse its static picture while the window scrolls
 * with the playhead: the window moves by whole pixels (`snapScroll`), the picture is
 * shifted by that many device pixels (`scrollShift`) and only the strip that came into view
 * is painted again. For the shifted part and the new strip to join without a seam, every
 * repeating pattern (fill tiles, two-stage hatching) is laid on a grid fixed to simulated
 * time rather than to the canvas's edge (`anchorWindow`): the static layer is painted as if
 * the canvas began a little earlier, at a grid line, and moved left by that much. Also says
 * when a picture cannot be reused (`reusableWhileScrolling`: text that follows the window's
 * edges). Pure; leaves out the canvases themselves (use-timeline-painter.ts).
 */
import type { TimelineLayout } from './lane-layout.ts';
import type { PaintRun } from './paint-frame.ts';
import type { TimeWindow } from './time-window.ts';

/**
 * The period, in CSS px, of the time-fixed grid: a multiple of every repeating pattern on
 * the static layer (the 8 px fill tiles and the 7 px two-stage hatching).
 */
export const GRID_PX = 56;

/**
 * Pixels painted again on each side of the strip that came into view: marks drawn around
 * an instant (ticks, crosses, deadlock boxes, halos) reach at most this far from it.
 */
export const STRIP_MARGIN_PX = 32;

/**
 * Lanes at least this tall may carry text placed by the window's edges (a segment's letter
 * centred on its visible part, a fetch stage's label at its visible start): those pictures
 * are painted whole every frame. Every painter draws text only from 12 px lanes up.
 */
export const TEXT_LANE_PX = 12;

/** The window to paint the static layer with, and how far left of the canvas it starts. */
export interface AnchoredWindow {
  /** Starts on a grid line, at `offsetPx` left of the canvas; ends where the window ends. */
  window: TimeWindow;
  /** CSS px between the grid line and the canvas's left edge: a whole number of device px. */
  offsetPx: number;
  /** The canvas's width plus `offsetPx`. */
  widthPx: number;
}

/**
 * Widens the window to the left to the nearest grid line before it, rounded to a whole
 * device pixel so pattern tiles stay sharp. Painting that window `offsetPx` to the left
 * puts every segment exactly where the plain window would.
 */
export function anchorWindow(window: TimeWindow, widthPx: number, dpr: number): AnchoredWindow {
  const span = window.t1 - window.t0;
  if (!(widthPx > 0) || !(span > 0)) return { window, offsetPx: 0, widthPx };
  const devPerUs = (widthPx * dpr) / span;
  const gridDev = Math.max(1, Math.round(GRID_PX * dpr));
  // The window's start in device px from time 0; the epsilon keeps a start that sits on a
  // pixel boundary on it despite rounding in the scrolled window's arithmetic.
  const startDev = Math.floor(window.t0 * devPerUs + 1e-6);
  const offsetDev = startDev - Math.floor(startDev / gridDev) * gridDev;
  const offsetPx = offsetDev / dpr;
  return {
    window: { t0: window.t0 - offsetDev / devPerUs, t1: window.t1 },
    offsetPx,
    widthPx: widthPx + offsetPx,
  };
}

/**
 * How many device pixels `next` lies to the right of `prev` when it has the same width and
 * moved forward by a whole number of them (what `snapScroll` makes), else null.
 */
export function scrollShift(
  prev: TimeWindow,
  next: TimeWindow,
  widthPx: number,
  dpr: number,
): number | null {
  const span = prev.t1 - prev.t0;
  if (!(span > 0) || !(widthPx > 0)) return null;
  if (Math.abs(next.t1 - next.t0 - span) > span * 1e-9) return null;
  const dev = ((next.t0 - prev.t0) * widthPx * dpr) / span;
  const whole = Math.round(dev);
  if (whole <= 0 || Math.abs(dev - whole) > 1e-3) return null;
  return whole;
}

/**
 * `next` (the window following a playing playhead forward) moved from `prev` by a whole
 * number of CSS px, the fraction left for a later frame; `prev` itself while the move is
 * under a pixel. Any other move (backward, a zoom, a clamp to the run's end) is returned
 * as it is.
 */
export function snapScroll(
  prev: TimeWindow,
  next: TimeWindow,
  widthPx: number,
  endUs: number,
): TimeWindow {
  const span = prev.t1 - prev.t0;
  if (!(span > 0) || !(widthPx > 0) || next.t0 <= prev.t0 || next.t1 >= endUs) return next;
  if (Math.abs(next.t1 - next.t0 - span) > span * 1e-9) return next;
  const usPerPx = span / widthPx;
  const px = Math.floor((next.t0 - prev.t0) / usPerPx);
  if (px <= 0) return prev;
  const t0 = prev.t0 + px * usPerPx;
  return { t0, t1: t0 + span };
}

/**
 * Whether the static picture of these runs may be shifted and patched while scrolling:
 * lanes too low for text, and no thread-level speculation run (its violation arrows reach
 * far from the instants they are found by).
 */
export function reusableWhileScrolling(
  layout: Pick<TimelineLayout, 'laneHeight'>,
  runs: readonly PaintRun[],
): boolean {
  return layout.laneHeight < TEXT_LANE_PX && runs.every((r) => (r.model.tls ?? null) === null);
}
