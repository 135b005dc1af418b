import { describe, expect, it } from 'vitest';
import { axisBand, bandServes, bandShiftPx, labelPlacement } from './axis-ticks.ts';

describe('the time axis band', () => {
  const band = axisBand({ t0: 100_000, t1: 300_000 }, 1000);

  it('labels ticks in milliseconds across the window and one width either side', () => {
    expect(band.ticks.length).toBeGreaterThan(10);
    expect(band.ticks[0]!.t).toBeGreaterThanOrEqual(-100_000);
    expect(band.ticks.at(-1)!.t).toBeLessThanOrEqual(500_000);
    const at200 = band.ticks.find((t) => t.t === 200_000);
    expect(at200).toMatchObject({ offsetPx: 500, label: '200' });
  });

  it('serves the window while it slides less than a width at the same zoom', () => {
    expect(bandServes(band, { t0: 250_000, t1: 450_000 }, 1000)).toBe(true);
    expect(bandServes(band, { t0: 290_000, t1: 490_000 }, 1000)).toBe(false);
    expect(bandServes(band, { t0: 100_000, t1: 200_000 }, 1000)).toBe(false);
    expect(bandServes(band, { t0: 100_000, t1: 300_000 }, 800)).toBe(false);
  });

  it('shifts the ticks left as the window slides right', () => {
    expect(bandShiftPx(band, { t0: 150_000, t1: 350_000 })).toBe(-250);
  });
});

describe('an axis label near an edge', () => {
  it('moves inwards so the first and last labels are whole, not cut in half', () => {
    expect(labelPlacement(0, 1000, 30)).toEqual({ dx: 15, visible: true });
    expect(labelPlacement(995, 1000, 30)).toEqual({ dx: -10, visible: true });
    expect(labelPlacement(500, 1000, 30)).toEqual({ dx: 0, visible: true });
  });

  it('is hidden when its tick is outside the axis', () => {
    expect(labelPlacement(-20, 1000, 30).visible).toBe(false);
    expect(labelPlacement(1030, 1000, 30).visible).toBe(false);
  });
});
