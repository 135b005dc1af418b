import { describe, expect, it } from 'vitest';
import { emptySketch, nearestIndex, nudgePoint, placedCount, placePoint } from './sketch.ts';

describe('a sketched prediction', () => {
  it('has one unplaced point per distinct swept value, in order', () => {
    const s = emptySketch('throughputTps', [10, 2, 5, 5, Number.NaN]);
    expect(s.points).toEqual([
      { x: 2, y: null },
      { x: 5, y: null },
      { x: 10, y: null },
    ]);
    expect(placedCount(s)).toBe(0);
  });

  it('places a point at the value nearest a click, never below zero', () => {
    const s = emptySketch('throughputTps', [2, 5, 10]);
    expect(nearestIndex(s, 6.9)).toBe(1);
    expect(nearestIndex(s, 8)).toBe(2);
    const placed = placePoint(s, 1, 40);
    expect(placed.points[1]).toEqual({ x: 5, y: 40 });
    expect(placePoint(placed, 0, -3).points[0]!.y).toBe(0);
    expect(s.points[1]!.y).toBeNull();
  });

  it('moves a point by arrow-key steps, an unplaced one starting from its neighbour', () => {
    let s = placePoint(emptySketch('throughputTps', [2, 5, 10]), 0, 30);
    s = nudgePoint(s, 1, 1, 5);
    expect(s.points[1]!.y).toBe(35);
    s = nudgePoint(s, 1, -1, 5);
    s = nudgePoint(s, 1, -1, 5);
    expect(s.points[1]!.y).toBe(25);
    expect(placedCount(s)).toBe(2);
  });
});
