import { describe, expect, it } from 'vitest';
import { holdStrips } from '../hold-strips.ts';
import { buildSegments } from '../../../trace/segments.ts';
import type { TraceEvent, TraceEventInput } from '../../../trace/trace-event.ts';
import { COMMIT_MARK_COLORS } from '../../../ui/theme/states.ts';
import { layoutLanes } from '../../../ui/timeline/lane-layout.ts';
import { HOLD_STRIP_PX, paintCommitFlow } from './paint-commit.ts';
import { makeFrame, type Canvas2D } from '../../../ui/timeline/paint-frame.ts';
import { flushLabel } from '../../../ui/timeline/paint-segments.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

/** T1 (terminal 0) under ELR: locks from 0 to its commit request at 40, acknowledged at 100. */
const elr = trace(
  { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
  { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
  { kind: 'lock.grant', t: 0, txn: 1, item: 0, mode: 'X' },
  { kind: 'log.append', t: 40, txn: 1, lsn: 1 },
  { kind: 'txn.commit-request', t: 40, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
  { kind: 'lock.release-all', t: 40, txn: 1 },
  { kind: 'txn.commit', t: 100, txn: 1 },
  { kind: 'run.end', t: 100 },
);

function recorder() {
  const rects: { x: number; y: number; w: number; h: number; fill: unknown }[] = [];
  const lines: { x: number; y: number }[] = [];
  const pending: number[][] = [];
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    beginPath: () => (pending.length = 0),
    rect: (x: number, y: number, w: number, h: number) => pending.push([x, y, w, h]),
    fill: () => {
      for (const [x, y, w, h] of pending)
        rects.push({ x: x!, y: y!, w: w!, h: h!, fill: ctx.fillStyle });
    },
    moveTo: (x: number, y: number) => lines.push({ x, y }),
    lineTo: () => {},
    stroke: () => {},
  };
  return { ctx: ctx as unknown as Canvas2D, rects, lines };
}

describe('paintCommitFlow', () => {
  const model = buildSegments(elr);
  model.holds = holdStrips(elr, model.transactions, model.txnLanes.length);
  const layout = layoutLanes([{ key: 'r', title: 'R', model }], { laneHeight: 24 });
  const viewport = { widthPx: 1000, heightPx: 400, scrollY: 0 };

  it('draws the hold strip up to the commit request and a tick at the request', () => {
    const { ctx, rects, lines } = recorder();
    const frame = makeFrame(ctx, layout, { t0: 0, t1: 100 }, viewport, [{ model }], NaN);
    expect(paintCommitFlow(frame)).toBe(2);
    expect(rects).toHaveLength(2);
    const lane = layout.runs[0]!.txnLanes[0]!;
    expect(rects.filter((r) => r.fill === COMMIT_MARK_COLORS.lockHeld)).toEqual([
      {
        x: 0,
        y: lane.y + lane.height - HOLD_STRIP_PX,
        w: 400,
        h: HOLD_STRIP_PX,
        fill: COMMIT_MARK_COLORS.lockHeld,
      },
    ]);
    expect(lines).toEqual([{ x: 400, y: lane.y + 1 }]);
  });

  it('draws nothing for a window that ends before the locks are taken', () => {
    const { ctx, rects, lines } = recorder();
    const frame = makeFrame(ctx, layout, { t0: -50, t1: -10 }, viewport, [{ model }], NaN);
    expect(paintCommitFlow(frame)).toBe(0);
    expect(rects).toHaveLength(0);
    expect(lines).toHaveLength(0);
  });
});

describe('flushLabel', () => {
  const flush = { flush: 12, txns: [41, 42, 43] };
  it('lists the commit records when they fit, else counts them, else names the flush', () => {
    expect(flushLabel(flush, 300)).toBe('F12: T41 T42 T43');
    expect(flushLabel(flush, 80)).toBe('F12 ×3');
    expect(flushLabel(flush, 40)).toBe('F12');
    expect(flushLabel({ flush: 3, txns: null }, 300)).toBe('F3');
  });
});
