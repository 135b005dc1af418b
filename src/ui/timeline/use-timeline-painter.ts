/**
 * Keeps the timeline canvas painted without re-rendering React: repaints (at most once
 * per animation frame) when the playhead or the time window changes, and after every
 * render of the component. Handles devicePixelRatio (a backing store that many times
 * larger, with pattern tiles to match), keeps the static layer in an offscreen canvas
 * while only the playhead moves, and sets `data-painted-segments` on the canvas, a
 * `data-<name>` attribute for each count a technique's layer reports (`data-tls-epochs`,
 * `data-painted-stages`, `data-blame-arrows`, …), `data-wait-arrows` (lock-wait arrows at
 * the playhead) and `data-playhead-states` (playhead-states.ts) when they change, for
 * browser tests. Leaves out what is painted (paint-timeline.ts).
 */
import { countInWindow } from './segment-search.ts';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ReadableStore } from '../store/store.ts';
import type { Playhead } from '../store/playhead.ts';
import { createPatternFills, type FillSource } from './fill-patterns.ts';
import type { SegmentTarget } from './hit-test.ts';
import type { TimelineLayout } from './lane-layout.ts';
import { paintPlayheadLayer, paintStaticLayer, type PaintRun } from './paint-timeline.ts';
import { playheadStates } from './playhead-states.ts';
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
  /** Presentation mode's thicker marks and larger canvas text. */
  lineScale: number;
  fontPx: number;
}

/** Everything the static layer depends on, compared by identity. */
type StaticKey = readonly unknown[];

interface StaticLayer {
  canvas: HTMLCanvasElement;
  /** What the offscreen canvas holds. */
  cachedKey: StaticKey | null;
  /** What the last static paint showed, cached or not. */
  lastKey: StaticKey | null;
  segments: number;
  /** What the techniques' static layers drew (they are cached with it). */
  counts: Record<string, number>;
}

function sameKey(a: StaticKey, b: StaticKey): boolean {
  return a.length === b.length && a.every((x, k) => Object.is(x, b[k]));
}

/**
 * Sets `data-<name>` for every count, and removes the attributes an earlier paint set
 * (`reported`) that this one no longer reports.
 */
function markCounts(
  canvas: HTMLCanvasElement,
  counts: Record<string, number>,
  reported: Set<string>,
): void {
  for (const name of reported) if (!(name in counts)) canvas.removeAttribute(`data-${name}`);
  reported.clear();
  for (const [name, count] of Object.entries(counts)) {
    const text = String(count);
    if (canvas.getAttribute(`data-${name}`) !== text) canvas.setAttribute(`data-${name}`, text);
    reported.add(name);
  }
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
  const reported = useRef(new Set<string>());
  const staticLayer = useRef<StaticLayer | null>(null);

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
    const window = i.windowStore.get();
    const options = {
      widthPx: i.widthPx,
      heightPx: i.heightPx,
      scrollY: i.scrollY(),
      dpr,
      fills: fills.current.source,
      showAllWaits: i.showAllWaits,
      cursor: i.cursor,
      lineScale: i.lineScale,
      fontPx: i.fontPx,
    };
    // The static layer is cached while only the playhead moves.
    const key: StaticKey = [
      i.layout,
      i.runs,
      window.t0,
      window.t1,
      width,
      height,
      options.scrollY,
      i.cursor,
      i.showAllWaits,
      i.lineScale,
      i.fontPx,
    ];
    const timeUs = i.playhead.get().timeUs;
    const layer = (staticLayer.current ??= {
      canvas: document.createElement('canvas'),
      cachedKey: null,
      lastKey: null,
      segments: 0,
      counts: {},
    });
    const blit = (source: HTMLCanvasElement): void => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, width, height);
      ctx.drawImage(source, 0, 0);
    };
    if (layer.cachedKey !== null && sameKey(layer.cachedKey, key)) {
      blit(layer.canvas);
    } else if (layer.lastKey !== null && sameKey(layer.lastKey, key)) {
      // The window has settled: cache the static layer while only the playhead moves.
      if (layer.canvas.width !== width) layer.canvas.width = width;
      if (layer.canvas.height !== height) layer.canvas.height = height;
      const layerCtx = layer.canvas.getContext('2d');
      if (layerCtx === null) return;
      const painted = paintStaticLayer(layerCtx, i.layout, window, i.runs, options);
      layer.segments = painted.segments;
      layer.counts = painted.counts;
      layer.cachedKey = key;
      blit(layer.canvas);
    } else {
      // The window just changed (and may change every frame while it scrolls with the
      // playhead): paint straight onto the canvas, as caching would only add a copy.
      const painted = paintStaticLayer(ctx, i.layout, window, i.runs, options);
      layer.segments = painted.segments;
      layer.counts = painted.counts;
      layer.lastKey = key;
    }
    const moving = paintPlayheadLayer(ctx, i.layout, window, i.runs, timeUs, options);
    markCounts(
      canvas,
      { ...layer.counts, ...moving.counts, 'wait-arrows': moving.arrows },
      reported.current,
    );
    const states = playheadStates(i.runs, timeUs);
    if (canvas.getAttribute('data-playhead-states') !== states)
      canvas.setAttribute('data-playhead-states', states);
    if (layer.segments !== lastCount.current) {
      lastCount.current = layer.segments;
      canvas.setAttribute('data-painted-segments', String(layer.segments));
      // For tests and benchmarks: segments in the window, before thin ones are merged.
      const lanes = i.runs.flatMap((r) => [...r.model.txnLanes, ...r.model.deviceLanes]);
      canvas.setAttribute(
        'data-visible-segments',
        String(countInWindow(lanes, window.t0, window.t1)),
      );
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
