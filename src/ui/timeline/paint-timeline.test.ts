import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import type { TimelineModel, TxnLane } from '../../trace/timeline-model.ts';
import { STATE_STYLES } from '../theme/states.ts';
import { layoutLanes } from './lane-layout.ts';
import { FUTURE_VEIL, waitsOpenAt } from './paint-overlays.ts';
import { paintTimeline, type Canvas2D } from './paint-timeline.ts';
import { AFTER_CRASH_COVER } from '../crash/paint-crash.ts';

/** A 2D context that records the rectangles filled through paths, and the texts. */
function recordingContext() {
  const rects: { x: number; y: number; w: number; h: number; fill: unknown; alpha: number }[] = [];
  const filled: { x: number; w: number; fill: unknown }[] = [];
  const texts: string[] = [];
  const pending: [number, number, number, number][] = [];
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    globalAlpha: 1,
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    setTransform() {},
    clearRect() {},
    fillRect(x: number, _y: number, w: number) {
      filled.push({ x, w, fill: ctx.fillStyle });
    },
    strokeRect() {},
    beginPath() {
      pending.length = 0;
    },
    closePath() {},
    rect(x: number, y: number, w: number, h: number) {
      pending.push([x, y, w, h]);
    },
    fill() {
      for (const [x, y, w, h] of pending)
        rects.push({ x, y, w, h, fill: ctx.fillStyle, alpha: ctx.globalAlpha });
    },
    moveTo() {},
    lineTo() {},
    quadraticCurveTo() {},
    arc() {},
    stroke() {},
    fillText(text: string) {
      texts.push(text);
    },
    strokeText() {},
    save() {},
    restore() {},
  };
  return { ctx: ctx as unknown as Canvas2D, rects, filled, texts };
}

const model = buildSegments(deadlockTrace);
const layout = layoutLanes([{ key: 'r', title: 'R', model }], { laneHeight: 24, headerHeight: 30 });
const size = { widthPx: 1000, heightPx: 400 };

describe('painting the timeline', () => {
  it('draws every segment of the window once, in its state colour', () => {
    const { ctx, rects } = recordingContext();
    const result = paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 27, size);
    const all = [...model.txnLanes, ...model.deviceLanes].reduce(
      (n, l) => n + l.segments.length,
      0,
    );
    expect(result.segments).toBe(all);
    expect(rects).toHaveLength(all);
    const lockWaits = rects.filter((r) => r.fill === STATE_STYLES['lock-wait'].color);
    // T1's two lock waits (T2's at 30 is granted at once and takes no time).
    expect(lockWaits.map((r) => r.x).toSorted((a, b) => a - b)).toEqual([250, 400]);
  });

  it('veils the part of the window after the playhead, and nothing when it is past the window', () => {
    const { ctx, filled } = recordingContext();
    paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 27, size);
    expect(filled.filter((f) => f.fill === FUTURE_VEIL)).toEqual([
      { x: 270, w: 730, fill: FUTURE_VEIL },
    ]);
    const after = recordingContext();
    paintTimeline(after.ctx, layout, { t0: 0, t1: 100 }, [{ model }], 100, size);
    expect(after.filled.some((f) => f.fill === FUTURE_VEIL)).toBe(false);
  });

  it('covers a crashed run after its crash wherever the playhead is: that part never happened', () => {
    const crash = { atUs: 40, marks: [] };
    const { ctx, filled } = recordingContext();
    paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model, crash }], 100, size);
    expect(filled.filter((f) => f.fill === AFTER_CRASH_COVER)).toEqual([
      { x: 400, w: 600, fill: AFTER_CRASH_COVER },
    ]);
  });

  it('fades the wasted work of an aborted attempt', () => {
    const { ctx, rects } = recordingContext();
    paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 27, size);
    const faded = rects.filter((r) => r.alpha < 1);
    // T1's first attempt: CPU 0-10, between steps 10-25, lock wait 25-30; and its CPU service.
    expect(faded).toHaveLength(4);
  });

  it('culls segments outside the window', () => {
    const { ctx } = recordingContext();
    const result = paintTimeline(ctx, layout, { t0: 56, t1: 64 }, [{ model }], 60, size);
    // Only T1's last CPU burst, on its lane and on the CPU lane.
    expect(result.segments).toBe(2);
  });

  it('draws the open lock waits at the playhead as arrows, and the marks in view', () => {
    const { ctx } = recordingContext();
    const at27 = paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 27, size);
    expect(at27.arrows).toBe(1);
    const at35 = paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 35, size);
    expect(at35.arrows).toBe(0);
    // Two commits, one abort, one deadlock.
    expect(at35.marks).toBe(4);
  });

  it('merges segments thinner than half a pixel into one column each', () => {
    const segments: TxnLane['segments'] = [];
    for (let i = 0; i < 10_000; i++) {
      segments.push({
        startUs: i * 10,
        endUs: i * 10 + 10,
        txn: 1,
        attempt: 1,
        aborted: false,
        state: i % 2 === 0 ? 'cpu' : 'cpu-queue',
        detail: i % 2 === 0 ? { device: 'cpu', unit: 0, work: 'cpu' } : { device: 'cpu' },
      } as TxnLane['segments'][number]);
    }
    const dense: TimelineModel = {
      ...model,
      txnLanes: [{ index: 0, terminal: 0, segments }],
      deviceLanes: [],
    };
    const denseLayout = layoutLanes([{ key: 'd', title: 'D', model: dense }]);
    const { ctx, rects } = recordingContext();
    // 100 ms over 500 px: 20 segments per pixel.
    const result = paintTimeline(ctx, denseLayout, { t0: 0, t1: 100_000 }, [{ model: dense }], 0, {
      widthPx: 500,
      heightPx: 200,
    });
    expect(result.segments).toBe(500);
    expect(rects.every((r) => r.w === 1)).toBe(true);
  });

  it('writes state letters on wide segments, at least 14 px', () => {
    const { ctx, texts } = recordingContext();
    paintTimeline(ctx, layout, { t0: 0, t1: 100 }, [{ model }], 27, size);
    expect(texts).toContain('L T1');
    expect(texts).toContain('F1');
    expect(ctx.font).toMatch(/\b(1[4-9]|[2-9]\d)px/);
  });

  it('finds the waits open at an instant', () => {
    expect(waitsOpenAt(model.waits, 27).map((w) => w.fromTxn)).toEqual([1]);
    expect(waitsOpenAt(model.waits, 45).map((w) => w.fromTxn)).toEqual([1]);
    expect(waitsOpenAt(model.waits, 55)).toEqual([]);
  });
});
