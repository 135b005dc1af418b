import { describe, expect, it } from 'vitest';
import { FILE_ITEM } from '../../trace/trace-event.ts';
import { HOLDER_COLORS } from './holder-colors.ts';
import { lockMapView } from './lock-map.ts';
import { pageGridLayout } from './page-grid-layout.ts';
import {
  COVERED_PAGE_ALPHA,
  FREE_PAGE_FILL,
  paintPageGrid,
  WAITER_INNER_RING,
  WAITER_OUTLINE,
  type GridCanvas,
} from './paint-page-grid.ts';

/** A context that records each fill and stroke with the shapes in its path, and texts. */
function recorder() {
  const fills: { style: string; rects: number; triangles: number; alpha?: number }[] = [];
  const strokes: { style: string; rects: number }[] = [];
  const texts: { text: string; style: string }[] = [];
  let rects = 0;
  let triangles = 0;
  const ctx = {
    fillStyle: '' as string | CanvasGradient | CanvasPattern,
    globalAlpha: 1,
    strokeStyle: '' as string | CanvasGradient | CanvasPattern,
    lineWidth: 1,
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    setTransform() {},
    clearRect() {},
    beginPath() {
      rects = 0;
      triangles = 0;
    },
    closePath() {
      triangles++;
    },
    rect() {
      rects++;
    },
    moveTo() {},
    lineTo() {},
    fill() {
      const alpha = ctx.globalAlpha === 1 ? {} : { alpha: ctx.globalAlpha };
      fills.push({ style: String(ctx.fillStyle), rects, triangles, ...alpha });
    },
    stroke() {
      strokes.push({ style: String(ctx.strokeStyle), rects });
    },
    fillText(text: string) {
      texts.push({ text, style: String(ctx.fillStyle) });
    },
  };
  return { ctx: ctx as unknown as GridCanvas, fills, strokes, texts };
}

const view = lockMapView([
  { item: FILE_ITEM, holders: [{ txn: 1, mode: 'IX', sinceUs: 0 }], waiters: [] },
  { item: 0, holders: [{ txn: 1, mode: 'X', sinceUs: 0 }], waiters: [] },
  {
    item: 5,
    holders: [{ txn: 1, mode: 'X', sinceUs: 0 }],
    waiters: [{ txn: 2, mode: 'X', sinceUs: 1, upgrade: false }],
  },
  {
    item: 9,
    holders: [
      { txn: 2, mode: 'S', sinceUs: 0 },
      { txn: 3, mode: 'S', sinceUs: 0 },
    ],
    waiters: [],
  },
]);

describe('painting the page grid', () => {
  it('fills free pages in one path and locked pages by holder colour', () => {
    const { ctx, fills } = recorder();
    paintPageGrid(ctx, pageGridLayout(1024, 400), view);
    expect(fills[0]).toEqual({ style: FREE_PAGE_FILL, rects: 1021, triangles: 0 });
    const byStyle = new Map(fills.slice(1).map((f) => [f.style, f]));
    expect(byStyle.get(HOLDER_COLORS[1]!.fill)?.rects).toBe(2);
    expect(byStyle.get(HOLDER_COLORS[2]!.fill)?.rects).toBe(1);
    // The second holder of the shared page takes the lower-right half.
    expect(byStyle.get(HOLDER_COLORS[3]!.fill)).toEqual({
      style: HOLDER_COLORS[3]!.fill,
      rects: 0,
      triangles: 1,
    });
  });

  it('outlines pages with waiters and writes letters only on big squares', () => {
    const small = recorder();
    paintPageGrid(small.ctx, pageGridLayout(1024, 400), view);
    expect(small.strokes).toEqual([
      { style: WAITER_OUTLINE, rects: 1 },
      { style: WAITER_INNER_RING, rects: 1 },
    ]);
    expect(small.texts).toEqual([]);
    const big = recorder();
    paintPageGrid(big.ctx, pageGridLayout(64, 400), view);
    expect(big.texts.map((t) => t.text)).toEqual(['X', 'X', 'S']);
    expect(big.texts[0]!.style).toBe(HOLDER_COLORS[1]!.ink);
  });

  it('tints every free page with the colour of an X holder of the file', () => {
    const fileView = lockMapView([
      { item: FILE_ITEM, holders: [{ txn: 4, mode: 'X', sinceUs: 0 }], waiters: [] },
    ]);
    const { ctx, fills } = recorder();
    paintPageGrid(ctx, pageGridLayout(100, 400), fileView);
    expect(fills).toEqual([
      { style: FREE_PAGE_FILL, rects: 100, triangles: 0 },
      { style: HOLDER_COLORS[4]!.fill, rects: 100, triangles: 0, alpha: COVERED_PAGE_ALPHA },
    ]);
    // Intention locks cover nothing: no tint.
    const plain = recorder();
    paintPageGrid(plain.ctx, pageGridLayout(100, 400), view);
    expect(plain.fills.every((f) => f.alpha === undefined)).toBe(true);
  });
});
