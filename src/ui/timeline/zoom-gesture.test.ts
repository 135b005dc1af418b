import { describe, expect, it } from 'vitest';
import { dragTo, pinchTo, wheelZoomFactor, zoomAtPx, zoomChanges } from './zoom-gesture.ts';
import { MIN_WINDOW_US, xToTime } from './time-window.ts';

const run = { startUs: 0, endUs: 1_000_000 };
const window = { t0: 100_000, t1: 300_000 };

describe('a wheel event on the timeline', () => {
  it('zooms in for a wheel turned away and out for one turned back, as d3-zoom scales deltas', () => {
    expect(wheelZoomFactor({ deltaY: -100, deltaMode: 0, ctrlKey: false })).toBeCloseTo(2 ** 0.2);
    expect(wheelZoomFactor({ deltaY: 3, deltaMode: 1, ctrlKey: false })).toBeCloseTo(2 ** -0.15);
    expect(wheelZoomFactor({ deltaY: 1, deltaMode: 2, ctrlKey: false })).toBeCloseTo(0.5);
  });

  it('zooms ten times harder for a pinch (small deltas with Ctrl) than for a Ctrl+wheel notch', () => {
    expect(wheelZoomFactor({ deltaY: -10, deltaMode: 0, ctrlKey: true })).toBeCloseTo(2 ** 0.2);
    expect(wheelZoomFactor({ deltaY: -100, deltaMode: 0, ctrlKey: true })).toBeCloseTo(2 ** 0.2);
  });
});

describe('zooming about the pointer', () => {
  it('keeps the instant under the pointer where it is', () => {
    const next = zoomAtPx(window, 2, 250, 1000, run);
    expect(next.t1 - next.t0).toBeCloseTo(100_000);
    expect(xToTime(next, 1000, 250)).toBeCloseTo(150_000);
  });

  it('stops at the narrowest window and at the whole run, and says when it cannot go on', () => {
    const narrow = zoomAtPx(window, 1e6, 500, 1000, run);
    expect(narrow.t1 - narrow.t0).toBeCloseTo(MIN_WINDOW_US);
    expect(zoomChanges(narrow, 2, run)).toBe(false);
    expect(zoomChanges(narrow, 0.5, run)).toBe(true);
    expect(zoomAtPx(window, 1e-6, 500, 1000, run)).toEqual({ t0: 0, t1: 1_000_000 });
    expect(zoomChanges({ t0: 0, t1: 1_000_000 }, 0.5, run)).toBe(false);
  });
});

describe('dragging the timeline', () => {
  it('moves the grabbed instant along with the pointer at the same zoom', () => {
    const grabbed = xToTime(window, 1000, 600);
    const next = dragTo(window, grabbed, 100, 1000, run);
    expect(next).toEqual({ t0: 200_000, t1: 400_000 });
  });

  it('stops at either end of the run', () => {
    expect(dragTo(window, 200_000, 1000, 1000, run)).toEqual({ t0: 0, t1: 200_000 });
    expect(dragTo(window, 200_000, -1e6, 1000, run)).toEqual({ t0: 800_000, t1: 1_000_000 });
  });
});

describe('a two-finger pinch', () => {
  const start = { window, a: { x: 400, y: 10 }, b: { x: 600, y: 10 } };

  it('zooms in as the fingers spread, keeping the instant between them between them', () => {
    const next = pinchTo(start, { x: 300, y: 10 }, { x: 700, y: 10 }, 1000, run);
    expect(next.t1 - next.t0).toBeCloseTo(100_000);
    expect(xToTime(next, 1000, 500)).toBeCloseTo(200_000);
  });

  it('pans with the fingers when they move together', () => {
    const next = pinchTo(start, { x: 300, y: 40 }, { x: 500, y: 40 }, 1000, run);
    expect(next.t0).toBeCloseTo(120_000);
    expect(next.t1).toBeCloseTo(320_000);
  });
});
