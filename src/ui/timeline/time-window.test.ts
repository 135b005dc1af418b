import { describe, expect, it } from 'vitest';
import {
  clampWindow,
  fitWindow,
  followPlayhead,
  initialWindow,
  keepInView,
  MIN_WINDOW_US,
  panBy,
  timeToX,
  unionRange,
  xToTime,
  zoomAbout,
} from './time-window.ts';

const run = { startUs: 0, endUs: 1_000_000 };

describe('the time window', () => {
  it('starts with the first 200 ms of the run', () => {
    expect(initialWindow(run, 0)).toEqual({ t0: 0, t1: 200_000 });
    expect(initialWindow(run, 500_000)).toEqual({ t0: 400_000, t1: 600_000 });
  });

  it('is clamped inside the run and to the minimum width', () => {
    expect(clampWindow({ t0: -50, t1: 150 }, run)).toEqual({ t0: 0, t1: 200 });
    expect(clampWindow({ t0: 950_000, t1: 1_050_000 }, run)).toEqual({
      t0: 900_000,
      t1: 1_000_000,
    });
    expect(clampWindow({ t0: 10, t1: 20 }, run)).toEqual({ t0: 10, t1: 10 + MIN_WINDOW_US });
    expect(clampWindow({ t0: -5, t1: 5_000_000 }, run)).toEqual(fitWindow(run));
  });

  it('returns the same object when nothing changes', () => {
    const w = { t0: 100, t1: 300_000 };
    expect(clampWindow(w, run)).toBe(w);
  });

  it('zooms about a point, keeping it in place', () => {
    const w = zoomAbout({ t0: 0, t1: 200_000 }, 2, 100_000, run);
    expect(w).toEqual({ t0: 50_000, t1: 150_000 });
    const out = zoomAbout({ t0: 100_000, t1: 200_000 }, 0.5, 100_000, run);
    expect(out).toEqual({ t0: 100_000, t1: 300_000 });
  });

  it('does not zoom out beyond the run or in below the minimum', () => {
    expect(zoomAbout({ t0: 0, t1: 600_000 }, 0.1, 300_000, run)).toEqual(fitWindow(run));
    const w = zoomAbout({ t0: 1000, t1: 1200 }, 100, 1100, run);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW_US);
  });

  it('pans, stopping at the ends', () => {
    expect(panBy({ t0: 0, t1: 200_000 }, 50_000, run)).toEqual({ t0: 50_000, t1: 250_000 });
    expect(panBy({ t0: 0, t1: 200_000 }, -50_000, run)).toEqual({ t0: 0, t1: 200_000 });
  });

  it('scrolls with the playhead, holding it at three quarters of the width', () => {
    const w = { t0: 0, t1: 200_000 };
    expect(followPlayhead(w, 100_000, run, 'scroll')).toBe(w);
    expect(followPlayhead(w, 160_000, run, 'scroll')).toEqual({ t0: 10_000, t1: 210_000 });
    expect(followPlayhead({ t0: 500_000, t1: 700_000 }, 300_000, run, 'scroll')).toEqual({
      t0: 250_000,
      t1: 450_000,
    });
  });

  it('pages by whole windows when motion is reduced', () => {
    const w = { t0: 0, t1: 200_000 };
    expect(followPlayhead(w, 199_000, run, 'page')).toBe(w);
    expect(followPlayhead(w, 200_000, run, 'page')).toEqual({ t0: 200_000, t1: 400_000 });
    expect(followPlayhead(w, 650_000, run, 'page')).toEqual({ t0: 600_000, t1: 800_000 });
    expect(followPlayhead({ t0: 400_000, t1: 600_000 }, 10, run, 'page')).toEqual(w);
  });

  it('keeps a sought instant in view by centring on it', () => {
    const w = { t0: 0, t1: 200_000 };
    expect(keepInView(w, 150_000, run)).toBe(w);
    expect(keepInView(w, 500_000, run)).toEqual({ t0: 400_000, t1: 600_000 });
  });

  it('maps times to pixels and back', () => {
    const w = { t0: 1000, t1: 3000 };
    expect(timeToX(w, 400, 2000)).toBe(200);
    expect(xToTime(w, 400, 100)).toBe(1500);
  });

  it('covers every run shown', () => {
    expect(
      unionRange([
        { startUs: 5, endUs: 100 },
        { startUs: 0, endUs: 90 },
      ]),
    ).toEqual({
      startUs: 0,
      endUs: 100,
    });
    expect(unionRange([])).toEqual({ startUs: 0, endUs: 0 });
  });
});
