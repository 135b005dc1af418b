/**
 * Keeps the timeline canvas painted without re-rendering React: repaints (at most once
 * per animation frame) when the playhead or the time window changes, and after every
 * render of the component. Handles devicePixelRatio (a backing store that many times
 * larger, with pattern tiles to match), keeps the static layer in an offscreen canvas
 * while only the playhead moves, shifts it and paints only the strip that came into view
 * while the window scrolls by whole pixels (scroll-reuse.ts; the counts then stay those
 * of the last whole paint until the window stops), and sets `data-painted-segments` on the canvas, a
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
import {
  paintPlayheadLayer,
  paintStaticLayer,
  type Canvas2D,
  type PaintRun,
} from './paint-timeline.ts';
import { playheadStates } from './playhead-states.ts';
import {
  anchorWindow,
  reusableWhileScrolling,
  scrollShift,
  STRIP_MARGIN_PX,
} from './scroll-reuse.ts';
import { xToTime, type TimeWindow } from './time-window.ts';

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
  /** The second canvas a scrolled picture is shifted into; the two then trade places. */
  spare: HTMLCanvasElement;
  /** What the offscreen canvas holds. */
  cachedKey: StaticKey | null;
  /** The window it shows, when it may be shifted as the window scrolls (scroll-reuse.ts). */
  cachedWindow: TimeWindow | null;
  /** What the last static paint showed, cached or not. */
  lastKey: StaticKey | null;
  segments: number;
  /** What the techniques' static layers drew (they are cached with it). */
  counts: Record<string, number>;
  /**
   * Whether strips were painted since the counts were taken: while the window scrolls
   * they stay those of the last whole paint, and are taken again when it stops.
   */
  countsStale: boolean;
  /** A 1-px canvas to paint into for the counts alone (off it, nothing is rasterized). */
  counter: HTMLCanvasElement;
}

function sameKey(a: StaticKey, b: StaticKey): boolean {
  return a.length === b.length && a.every((x, k) => Object.is(x, b[k]));
}

function sizeTo(canvas: HTMLCanvasElement, width: number, height: number): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
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
    sizeTo(canvas, width, height);
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
    // Patterns lie on a grid fixed in time, so a scrolled picture joins its new strip.
    const anchored = anchorWindow(window, i.widthPx, dpr);
    const staticOptions = { ...options, widthPx: anchored.widthPx, offsetPx: anchored.offsetPx };
    const paintWhole = (target: Canvas2D): void => {
      const painted = paintStaticLayer(target, i.layout, anchored.window, i.runs, staticOptions);
      layer.segments = painted.segments;
      layer.counts = painted.counts;
      layer.countsStale = false;
    };
    // Everything but the window: while only the window moves, a scrolled picture is reused.
    const rest: StaticKey = [
      i.layout,
      i.runs,
      width,
      height,
      options.scrollY,
      i.cursor,
      i.showAllWaits,
      i.lineScale,
      i.fontPx,
    ];
    // The static layer is cached while only the playhead moves.
    const key: StaticKey = [...rest, window.t0, window.t1];
    const timeUs = i.playhead.get().timeUs;
    const layer = (staticLayer.current ??= {
      canvas: document.createElement('canvas'),
      spare: document.createElement('canvas'),
      cachedKey: null,
      cachedWindow: null,
      lastKey: null,
      segments: 0,
      counts: {},
      countsStale: false,
      counter: document.createElement('canvas'),
    });
    const blit = (source: HTMLCanvasElement): void => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, width, height);
      ctx.drawImage(source, 0, 0);
    };
    // The window glides by whole CSS px: a whole number of device px only at whole ratios.
    const reusable = Number.isInteger(dpr) && reusableWhileScrolling(i.layout, i.runs);
    const shift =
      reusable &&
      layer.cachedKey !== null &&
      layer.cachedWindow !== null &&
      sameKey(layer.cachedKey.slice(0, rest.length), rest)
        ? scrollShift(layer.cachedWindow, window, i.widthPx, dpr)
        : null;
    // The strip painted again: what came into view, plus a margin for marks around instants.
    const margin = STRIP_MARGIN_PX * i.lineScale;
    const stripDev = shift === null ? NaN : Math.floor((i.widthPx - shift / dpr - margin) * dpr);
    if (layer.cachedKey !== null && sameKey(layer.cachedKey, key)) {
      if (layer.countsStale) {
        sizeTo(layer.counter, 1, 1);
        const counterCtx = layer.counter.getContext('2d');
        if (counterCtx !== null) paintWhole(counterCtx);
      }
      blit(layer.canvas);
    } else if (shift !== null && stripDev > 0) {
      // The window scrolled by whole pixels: shift the picture and paint the new strip.
      sizeTo(layer.spare, width, height);
      const spareCtx = layer.spare.getContext('2d');
      if (spareCtx === null) return;
      spareCtx.setTransform(1, 0, 0, 1, 0, 0);
      spareCtx.clearRect(0, 0, width, height);
      spareCtx.drawImage(layer.canvas, -shift, 0);
      spareCtx.save();
      spareCtx.beginPath();
      spareCtx.rect(stripDev, 0, width - stripDev, height);
      spareCtx.clip();
      const cullFrom = xToTime(window, i.widthPx, stripDev / dpr - margin);
      paintStaticLayer(spareCtx, i.layout, anchored.window, i.runs, {
        ...staticOptions,
        cull: { t0: cullFrom, t1: window.t1 },
      });
      spareCtx.restore();
      [layer.canvas, layer.spare] = [layer.spare, layer.canvas];
      layer.cachedKey = key;
      layer.cachedWindow = window;
      layer.countsStale = true;
      blit(layer.canvas);
    } else if (reusable || (layer.lastKey !== null && sameKey(layer.lastKey, key))) {
      // The window has settled, or may scroll next: cache the static layer.
      sizeTo(layer.canvas, width, height);
      const layerCtx = layer.canvas.getContext('2d');
      if (layerCtx === null) return;
      paintWhole(layerCtx);
      layer.cachedKey = key;
      layer.cachedWindow = reusable ? window : null;
      blit(layer.canvas);
    } else {
      // The window just changed (and may change every frame while it scrolls with the
      // playhead): paint straight onto the canvas, as caching would only add a copy.
      paintWhole(ctx);
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
