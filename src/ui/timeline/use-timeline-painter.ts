/**
 * Keeps the timeline canvas painted without re-rendering React: repaints (at most once
 * per animation frame) when the playhead or the time window changes, and after every
 * render of the component. Handles devicePixelRatio (a backing store that many times
 * larger, with pattern tiles to match) and sets `data-painted-segments` on the canvas
 * when the count changes, for browser tests. Leaves out what is painted (paint-timeline.ts).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ReadableStore } from '../store/store.ts';
import type { Playhead } from '../store/playhead.ts';
import { createPatternFills, type FillSource } from './fill-patterns.ts';
import type { SegmentTarget } from './hit-test.ts';
import type { TimelineLayout } from './lane-layout.ts';
import { paintTimeline, type PaintRun } from './paint-timeline.ts';
import type { TimeWindow } from './time-window.ts';

export interface PainterInput {
  layout: TimelineLayout;
  runs: readonly PaintRun[];
  windowStore: ReadableStore<TimeWindow>;
  playhead: Playhead;
  widthPx: number;
  heightPx: number;
  /** Current vertical scroll of the lanes, read at paint time. */
  scrollY: () => number;
  showAllWaits: boolean;
  cursor: SegmentTarget | null;
}

/** Returns `schedule`, which asks for a repaint on the next animation frame. */
export function useTimelinePainter(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  input: PainterInput,
): () => void {
  const inputRef = useRef(input);
  inputRef.current = input;
  const frame = useRef(0);
  const fills = useRef<{ dpr: number; source: FillSource } | null>(null);
  const lastCount = useRef(-1);

  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    const i = inputRef.current;
    if (canvas === null || i.widthPx <= 0 || i.heightPx <= 0) return;
    const dpr = globalThis.devicePixelRatio || 1;
    const width = Math.round(i.widthPx * dpr);
    const height = Math.round(i.heightPx * dpr);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    if (fills.current?.dpr !== dpr) {
      const source = createPatternFills(ctx, () => document.createElement('canvas'), dpr);
      fills.current = { dpr, source };
    }
    const result = paintTimeline(
      ctx,
      i.layout,
      i.windowStore.get(),
      i.runs,
      i.playhead.get().timeUs,
      {
        widthPx: i.widthPx,
        heightPx: i.heightPx,
        scrollY: i.scrollY(),
        dpr,
        fills: fills.current.source,
        showAllWaits: i.showAllWaits,
        cursor: i.cursor,
      },
    );
    if (result.segments !== lastCount.current) {
      lastCount.current = result.segments;
      canvas.setAttribute('data-painted-segments', String(result.segments));
    }
  }, [canvasRef]);

  const schedule = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      paint();
    });
  }, [paint]);

  const { playhead, windowStore } = input;
  useEffect(() => {
    const stopPlayhead = playhead.subscribe(schedule);
    const stopWindow = windowStore.subscribe(schedule);
    return () => {
      stopPlayhead();
      stopWindow();
      if (frame.current !== 0) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [playhead, windowStore, schedule]);

  // Props changed (layout, size, cursor...): paint once more.
  useEffect(() => {
    schedule();
  });

  return schedule;
}
