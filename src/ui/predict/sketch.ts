/**
 * A student's sketched prediction of a sweep: one value per swept x, for one metric. Made
 * before the run on the empty chart (click or drag a point, or arrow keys on a focused
 * point), kept after it. Pure: the points are data, every change returns a new sketch.
 * Leaves out drawing (PredictionLayer.tsx) and scoring (verdict.ts).
 */
import type { SweepMetric } from '../charts/sweep-series.ts';

export interface SweepSketch {
  metric: SweepMetric;
  /** One point per swept value, sorted by x; y is null until the student places it. */
  points: { x: number; y: number | null }[];
}

/** An empty sketch over the sweep's values (sorted, distinct, finite). */
export function emptySketch(metric: SweepMetric, values: readonly number[]): SweepSketch {
  const xs = [...new Set(values.filter((v) => Number.isFinite(v)))].sort((a, b) => a - b);
  return { metric, points: xs.map((x) => ({ x, y: null })) };
}

/** The sketch with point `index` at `y` (never below zero). */
export function placePoint(sketch: SweepSketch, index: number, y: number): SweepSketch {
  if (index < 0 || index >= sketch.points.length || !Number.isFinite(y)) return sketch;
  const points = sketch.points.map((p, i) => (i === index ? { x: p.x, y: Math.max(0, y) } : p));
  return { ...sketch, points };
}

/** The index of the swept value nearest to x. */
export function nearestIndex(sketch: SweepSketch, x: number): number {
  let best = 0;
  sketch.points.forEach((p, i) => {
    if (Math.abs(p.x - x) < Math.abs(sketch.points[best]!.x - x)) best = i;
  });
  return best;
}

/**
 * A keyboard step on point `index`: up and down move it by `step` (an unplaced point
 * starts from its neighbour's value, or from `step`); the result is the new sketch.
 */
export function nudgePoint(
  sketch: SweepSketch,
  index: number,
  direction: 1 | -1,
  step: number,
): SweepSketch {
  const point = sketch.points[index];
  if (point === undefined) return sketch;
  const from = point.y ?? neighbourValue(sketch, index) ?? 0;
  return placePoint(sketch, index, from + direction * step);
}

function neighbourValue(sketch: SweepSketch, index: number): number | null {
  for (let d = 1; d < sketch.points.length; d++) {
    const before = sketch.points[index - d]?.y;
    if (before !== undefined && before !== null) return before;
    const after = sketch.points[index + d]?.y;
    if (after !== undefined && after !== null) return after;
  }
  return null;
}

/** How many points the student has placed. */
export function placedCount(sketch: SweepSketch): number {
  return sketch.points.filter((p) => p.y !== null).length;
}
