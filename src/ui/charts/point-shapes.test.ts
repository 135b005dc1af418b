import { describe, expect, it } from 'vitest';
import { pointShapePath } from './point-shapes.ts';
import { VARIANT_SHAPES } from './variant-styles.ts';

describe('pointShapePath', () => {
  it('gives every variant shape a distinct, non-empty outline', () => {
    const paths = VARIANT_SHAPES.map((s) => pointShapePath(s));
    expect(paths.every((p) => p.startsWith('M'))).toBe(true);
    expect(new Set(paths).size).toBe(VARIANT_SHAPES.length);
  });

  it('grows with the requested area', () => {
    const extent = (d: string) =>
      Math.max(...(d.match(/-?\d+(\.\d+)?/g) ?? []).map((n) => Math.abs(Number(n))));
    // Side length grows with the square root of the area.
    expect(extent(pointShapePath('square', 400))).toBeCloseTo(
      2 * extent(pointShapePath('square', 100)),
      6,
    );
    expect(extent(pointShapePath('square', 100))).toBeGreaterThan(0);
  });
});
