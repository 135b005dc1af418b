/**
 * One paint of the timeline canvas, usable headless (a benchmark or a test passes any 2D
 * context), in two layers: the static layer (lanes, segments, marks, the keyboard cursor)
 * depends only on the window, layout and size, so a caller may cache it while only the
 * playhead moves; the playhead layer (a veil over the future, lock-wait arrows open at the
 * playhead, a fresh deadlock's tint, the playhead line) is drawn over it every frame. Returns counts, so a
 * test can see what was drawn. Leaves out the canvas's size and the time axis.
 */
import type { TimelineLayout } from './lane-layout.ts';
import { SOLID_FILLS, type FillSource } from './fill-patterns.ts';
import type { SegmentTarget } from './hit-test.ts';
import { paintAfterCrash, paintCrash } from '../crash/paint-crash.ts';
import { makeFrame, type Canvas2D, type PaintRun } from './paint-frame.ts';
import {
  paintCursor,
  paintDeadlockGlow,
  paintFutureVeil,
  paintMarks,
  paintPlayhead,
  paintWaitArrows,
} from './paint-overlays.ts';
import { paintSegments } from './paint-segments.ts';
import type { PaintCounts } from '../technique-view.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import type { TimeWindow } from './time-window.ts';

export type { Canvas2D, PaintRun } from './paint-frame.ts';

export interface PaintOptions {
  /** The canvas's size in CSS px. */
  widthPx: number;
  heightPx: number;
  /** The lanes-area y at the canvas's top edge (vertical scrolling); 0 by default. */
  scrollY?: number;
  /** Device pixels per CSS pixel; the backing store is this much larger. */
  dpr?: number;
  fills?: FillSource;
  /** Also draw, faintly, every wait that starts in the window. */
  showAllWaits?: boolean;
  cursor?: SegmentTarget | null;
  /** Presentation mode: marks and lines this many times thicker; 1 by default. */
  lineScale?: number;
  /** Canvas text size in CSS px (14 by default). */
  fontPx?: number;
  /**
   * The static layer only: the window starts this many CSS px left of the canvas (and
   * `widthPx` includes them), so repeating patterns lie on a grid fixed in time
   * (scroll-reuse.ts); 0 by default.
   */
  offsetPx?: number;
  /**
   * The static layer only: paint just the items in this span (the strip painted again
   * while the window scrolls; the caller clips to it); the whole window by default.
   */
  cull?: TimeWindow;
}

export interface PaintResult {
  /** Rectangles drawn for segments (thin ones merged per pixel column). */
  segments: number;
  marks: number;
  arrows: number;
  /**
   * What the techniques' layers drew, by name (`tls-epochs`, `painted-stages`,
   * `blame-arrows`, …); a technique that drew nothing for these runs has no entry.
   */
  counts: Record<string, number>;
}

/** Merges what each technique's hook reports into one record. */
function gather(counts: Record<string, number>, painted: PaintCounts): void {
  if (painted !== null) Object.assign(counts, painted);
}

function viewportOf(options: PaintOptions) {
  const { widthPx, heightPx, lineScale, fontPx } = options;
  return { widthPx, heightPx, scrollY: options.scrollY ?? 0, lineScale, fontPx };
}

/** Clears the canvas and paints what does not depend on the playhead. */
export function paintStaticLayer(
  ctx: Canvas2D,
  layout: TimelineLayout,
  window: TimeWindow,
  runs: readonly PaintRun[],
  options: PaintOptions,
): Omit<PaintResult, 'arrows'> {
  const dpr = options.dpr ?? 1;
  const viewport = viewportOf(options);
  ctx.setTransform(dpr, 0, 0, dpr, -(options.offsetPx ?? 0) * dpr, 0);
  ctx.clearRect(0, 0, viewport.widthPx, viewport.heightPx);
  const frame = makeFrame(ctx, layout, window, viewport, runs, NaN, options.cull);
  const fills = options.fills ?? SOLID_FILLS;
  const segments = paintSegments(frame, fills);
  const counts: Record<string, number> = {};
  for (const view of TECHNIQUE_VIEWS)
    if (view.paintStatic) gather(counts, view.paintStatic(frame, fills));
  const marks = paintMarks(frame);
  const cursor = options.cursor ?? null;
  if (cursor !== null) {
    const { startUs, endUs } = cursor.segment;
    paintCursor(frame, { startUs, endUs, y: cursor.lane.y, h: cursor.lane.height });
  }
  return { segments, marks, counts };
}

/**
 * Paints, over the static layer, what moves with the playhead; returns the wait arrows
 * drawn and what the techniques' playhead layers report.
 */
export function paintPlayheadLayer(
  ctx: Canvas2D,
  layout: TimelineLayout,
  window: TimeWindow,
  runs: readonly PaintRun[],
  timeUs: number,
  options: PaintOptions,
): Pick<PaintResult, 'arrows' | 'counts'> {
  const dpr = options.dpr ?? 1;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const frame = makeFrame(ctx, layout, window, viewportOf(options), runs, timeUs);
  paintFutureVeil(frame);
  paintAfterCrash(frame);
  paintDeadlockGlow(frame);
  // Over the veil: the crash is usually pressed at the playhead, its marks lie after it.
  paintCrash(frame);
  const counts: Record<string, number> = {};
  for (const view of TECHNIQUE_VIEWS)
    if (view.paintPlayhead) gather(counts, view.paintPlayhead(frame));
  const arrows = paintWaitArrows(frame, options.showAllWaits ?? false);
  paintPlayhead(frame);
  return { arrows, counts };
}

export function paintTimeline(
  ctx: Canvas2D,
  layout: TimelineLayout,
  window: TimeWindow,
  runs: readonly PaintRun[],
  timeUs: number,
  options: PaintOptions,
): PaintResult {
  const painted = paintStaticLayer(ctx, layout, window, runs, options);
  const moving = paintPlayheadLayer(ctx, layout, window, runs, timeUs, options);
  return { ...painted, arrows: moving.arrows, counts: { ...painted.counts, ...moving.counts } };
}
