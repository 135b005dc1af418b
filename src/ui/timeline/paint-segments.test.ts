import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import type { ServiceSegment } from '../../trace/timeline-model.ts';
import { ABORTED_WORK } from '../theme/states.ts';
import { layoutLanes } from './lane-layout.ts';
import { makeFrame, type Canvas2D } from './paint-frame.ts';
import { paintSegments } from './paint-segments.ts';
import { SOLID_FILLS } from './fill-patterns.ts';

/** Records the rectangles of every filled path with the alpha they were filled at. */
function recorder() {
  const rects: { x: number; w: number; alpha: number }[] = [];
  let pending: { x: number; w: number }[] = [];
  const ctx = {
    globalAlpha: 1,
    fillStyle: '',
    beginPath: () => void (pending = []),
    rect: (x: number, _y: number, w: number) => void pending.push({ x, w }),
    fill: () => void rects.push(...pending.map((r) => ({ ...r, alpha: ctx.globalAlpha }))),
    fillRect() {},
    stroke() {},
    moveTo() {},
    lineTo() {},
  };
  return { ctx: ctx as unknown as Canvas2D, rects };
}

function cpu(startUs: number, endUs: number, aborted: boolean): ServiceSegment {
  return {
    startUs,
    endUs,
    txn: 1,
    attempt: 1,
    aborted,
    work: 'cpu',
    page: null,
    flush: null,
    records: null,
    txns: null,
  };
}

describe('painting thin segments', () => {
  it('gives a pixel column of equally long thin segments to the first, however their pixel widths round', () => {
    const base = buildSegments(deadlockTrace);
    const lane = {
      ...base.deviceLanes[0]!,
      segments: [cpu(50_000, 50_010, true), cpu(50_010, 50_020, false)],
    };
    const model = { ...base, txnLanes: [], deviceLanes: [lane] };
    const layout = layoutLanes([{ key: 'r', title: 'R', model }], {
      laneHeight: 10,
      headerHeight: 0,
    });
    // At this window the second segment's width computes a hair wider than the first's.
    const window = { t0: 1_000, t1: 201_000 };
    const x = (t: number) => ((t - window.t0) * 800) / 200_000;
    expect(x(50_020) - x(50_010)).toBeGreaterThan(x(50_010) - x(50_000));
    const { ctx, rects } = recorder();
    const viewport = { widthPx: 800, heightPx: 100, scrollY: 0 };
    paintSegments(makeFrame(ctx, layout, window, viewport, [{ model }], NaN), SOLID_FILLS);
    const column = rects.filter((r) => r.w === 1);
    expect(column).toEqual([{ x: 196, w: 1, alpha: ABORTED_WORK.opacity }]);
  });
});
