import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import { layoutLanes } from './lane-layout.ts';
import {
  anchorWindow,
  GRID_PX,
  reusableWhileScrolling,
  scrollShift,
  snapScroll,
} from './scroll-reuse.ts';

const span = 200_000;
const widthPx = 800;
const usPerPx = span / widthPx;

describe('reusing the timeline picture while the window scrolls', () => {
  it('moves a following window by whole pixels, keeping the fraction for a later frame', () => {
    const prev = { t0: 1_000, t1: 1_000 + span };
    const next = { t0: 1_000 + 10.6 * usPerPx, t1: 1_000 + 10.6 * usPerPx + span };
    const snapped = snapScroll(prev, next, widthPx, 10_000_000);
    expect((snapped.t0 - prev.t0) / usPerPx).toBeCloseTo(10, 9);
    expect(snapped.t1 - snapped.t0).toBeCloseTo(span, 6);
    const tiny = { t0: 1_000 + 0.4 * usPerPx, t1: 1_000 + 0.4 * usPerPx + span };
    expect(snapScroll(prev, tiny, widthPx, 10_000_000)).toBe(prev);
  });

  it('leaves backward moves, zooms and a window clamped to the run end as they are', () => {
    const prev = { t0: 50_000, t1: 50_000 + span };
    const back = { t0: 40_000, t1: 40_000 + span };
    expect(snapScroll(prev, back, widthPx, 10_000_000)).toBe(back);
    const zoomed = { t0: 60_000, t1: 60_000 + span / 2 };
    expect(snapScroll(prev, zoomed, widthPx, 10_000_000)).toBe(zoomed);
    const atEnd = { t0: 60_000.3, t1: 60_000.3 + span };
    expect(snapScroll(prev, atEnd, widthPx, atEnd.t1)).toBe(atEnd);
  });

  it('finds the whole device pixels a snapped window moved by, and nothing else', () => {
    const prev = { t0: 1_000, t1: 1_000 + span };
    let w = prev;
    for (let k = 0; k < 50; k++) {
      const t0 = w.t0 + 7.3 * usPerPx;
      w = snapScroll(w, { t0, t1: t0 + span }, widthPx, 10_000_000);
    }
    expect(scrollShift(prev, w, widthPx, 1)).toBe(350);
    expect(scrollShift(prev, w, widthPx, 2)).toBe(700);
    const fraction = { t0: prev.t0 + 3.5 * usPerPx, t1: prev.t1 + 3.5 * usPerPx };
    expect(scrollShift(prev, fraction, widthPx, 1)).toBeNull();
    expect(scrollShift(prev, { t0: prev.t0, t1: prev.t1 + 1_000 }, widthPx, 1)).toBeNull();
    expect(scrollShift(w, prev, widthPx, 1)).toBeNull();
  });

  it('starts the painted window on a grid line fixed in time, a whole device pixel left of the canvas', () => {
    const w = { t0: 12_345.6, t1: 12_345.6 + span };
    const anchored = anchorWindow(w, widthPx, 2);
    expect(Number.isInteger(anchored.offsetPx * 2)).toBe(true);
    expect(anchored.offsetPx).toBeGreaterThanOrEqual(0);
    expect(anchored.offsetPx).toBeLessThan(GRID_PX);
    expect(anchored.widthPx).toBe(widthPx + anchored.offsetPx);
    expect(anchored.window.t1).toBe(w.t1);
    // Same scale: an instant lands where the plain window puts it.
    const t = 80_000;
    const plain = ((t - w.t0) * widthPx) / span;
    const painted =
      ((t - anchored.window.t0) * anchored.widthPx) / (anchored.window.t1 - anchored.window.t0);
    expect(painted - anchored.offsetPx).toBeCloseTo(plain, 6);
    // Scrolled by whole pixels, the grid stays put in time: the offset moves with the window.
    const later = { t0: w.t0 + 20 * usPerPx, t1: w.t1 + 20 * usPerPx };
    const moved = anchorWindow(later, widthPx, 2);
    expect((moved.offsetPx - anchored.offsetPx - 20 + 2 * GRID_PX) % GRID_PX).toBeCloseTo(0, 6);
  });

  it('reuses pictures only of lanes too low for text and of runs without thread-level speculation', () => {
    const model = buildSegments(deadlockTrace);
    const runs = [{ model }];
    const low = layoutLanes([{ key: 'r', title: 'R', model }], { laneHeight: 10, headerHeight: 0 });
    const tall = layoutLanes([{ key: 'r', title: 'R', model }], {
      laneHeight: 24,
      headerHeight: 0,
    });
    expect(reusableWhileScrolling(low, runs)).toBe(true);
    expect(reusableWhileScrolling(tall, runs)).toBe(false);
    const tls = {} as NonNullable<typeof model.tls>;
    expect(reusableWhileScrolling(low, [{ model: { ...model, tls } }])).toBe(false);
  });
});
