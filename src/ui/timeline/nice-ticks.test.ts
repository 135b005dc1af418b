import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { decimalsForStep, formatFixed, niceTickFormat, niceTicks } from './nice-ticks.ts';

/** A small seeded generator, so the domains are many but the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("the axis's own nice ticks", () => {
  it("give the same values and labels as d3's scaleLinear ticks and tickFormat over many domains", () => {
    const random = lcg(7);
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const magnitude = Math.pow(10, Math.floor(random() * 12) - 4);
      const from = (random() - 0.3) * magnitude * 10;
      const to = from + random() * magnitude * (random() < 0.5 ? 1 : 100);
      const count = 1 + Math.floor(random() * 40);
      const scale = scaleLinear().domain([from, to]);
      const ticks = niceTicks(from, to, count);
      expect(ticks).toEqual(scale.ticks(count));
      const ours = niceTickFormat(from, to, count);
      const theirs = scale.tickFormat(count);
      for (const t of ticks) expect(ours(t)).toBe(theirs(t));
      compared += ticks.length;
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("match d3 on the timeline's own windows, from 0.1 ms to minutes, at every axis width", () => {
    for (const widthMs of [0.1, 0.25, 1, 3.7, 20, 200, 1234, 60_000, 900_000]) {
      for (const t0 of [0, 0.05, 17.3, 999.99, 123_456]) {
        for (const count of [2, 9, 17, 27, 35, 52]) {
          const from = t0 - widthMs;
          const to = t0 + 2 * widthMs;
          const scale = scaleLinear().domain([from, to]);
          const ticks = niceTicks(from, to, count);
          expect(ticks).toEqual(scale.ticks(count));
          const format = niceTickFormat(from, to, count);
          expect(ticks.map(format)).toEqual(ticks.map(scale.tickFormat(count)));
        }
      }
    }
  });

  it('step by 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 1, 2)).toEqual([0, 0.5, 1]);
    expect(niceTicks(3, 3, 5)).toEqual([3]);
    expect(niceTicks(0, 1, 0)).toEqual([]);
  });

  it('label with the decimals the step needs, thousands commas and a true minus sign', () => {
    expect(decimalsForStep(0.05)).toBe(2);
    expect(decimalsForStep(200)).toBe(0);
    expect(formatFixed(12345.5, 1)).toBe('12,345.5');
    expect(formatFixed(-0.001, 2)).toBe('0.00');
    expect(formatFixed(-250, 0)).toBe('\u2212250');
  });
});
