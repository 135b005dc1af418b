/**
 * One paint of the timeline canvas, usable headless (a benchmark or a test passes any 2D
 * context): lanes and segments, marks, lock-wait arrows, the keyboard cursor and the
 * playhead, for every run of the layout under one shared playhead. Returns counts, so a
 * test can see what was drawn. Leaves out the canvas's size and the time axis.
 */
import type { TimelineLayout } from './lane-layout.ts';
import { SOLID_FILLS, type FillSource } from './fill-patterns.ts';
import type { SegmentTarget } from './hit-test.ts';
import { makeFrame, type Canvas2D, type PaintRun } from './paint-frame.ts';
import { paintCursor, paintMarks, paintPlayhead, paintWaitArrows } from './paint-overlays.ts';
import { paintSegments } from './paint-segments.ts';
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
}

export interface PaintResult {
  /** Rectangles drawn for segments (thin ones merged per pixel column). */
  segments: number;
  marks: number;
  arrows: number;
}

export function paintTimeline(
  ctx: Canvas2D,
  layout: TimelineLayout,
  window: TimeWindow,
  runs: readonly PaintRun[],
  timeUs: number,
  options: PaintOptions,
): PaintResult {
  const dpr = options.dpr ?? 1;
  const viewport = {
    widthPx: options.widthPx,
    heightPx: options.heightPx,
    scrollY: options.scrollY ?? 0,
  };
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, viewport.widthPx, viewport.heightPx);
  const frame = makeFrame(ctx, layout, window, viewport, runs, timeUs);
  const segments = paintSegments(frame, options.fills ?? SOLID_FILLS);
  const marks = paintMarks(frame);
  const arrows = paintWaitArrows(frame, options.showAllWaits ?? false);
  const cursor = options.cursor ?? null;
  paintCursor(
    frame,
    cursor === null
      ? null
      : {
          startUs: cursor.segment.startUs,
          endUs: cursor.segment.endUs,
          y: cursor.lane.y,
          h: cursor.lane.height,
        },
  );
  paintPlayhead(frame);
  return { segments, marks, arrows };
}
