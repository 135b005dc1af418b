/**
 * The one-line verdict on a prediction, once the run is in. A sketched sweep is compared
 * point by point with the result's first curve (the first variant, or the only one): how
 * many placed points came within a tolerance (15% of the result) and the median miss. A
 * picked winner is compared with the measured throughputs: who won, and by how much over
 * the runner-up (or over the pick). Pure; leaves out saving anything anywhere.
 */
import type { SweepSketch } from './sketch.ts';

/** A sketched point within this share of the result counts as a hit. */
export const SKETCH_TOLERANCE = 0.15;

export interface SketchVerdict {
  hits: number;
  compared: number;
  /** Median relative miss over the compared points (0.12 = 12%), or null without any. */
  medianMiss: number | null;
  text: string;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Relative miss of a prediction against a result (absolute when the result is 0). */
export function relativeMiss(predicted: number, result: number): number {
  return result === 0 ? Math.abs(predicted) : Math.abs(predicted - result) / Math.abs(result);
}

/** The verdict of a sketch against result points (x, y) of the curve it predicted. */
export function sketchVerdict(
  sketch: SweepSketch,
  result: readonly { x: number; y: number }[],
  curveTitle: string | null = null,
): SketchVerdict {
  const misses: number[] = [];
  for (const p of sketch.points) {
    if (p.y === null) continue;
    const r = result.find((q) => q.x === p.x);
    if (r !== undefined && Number.isFinite(r.y)) misses.push(relativeMiss(p.y, r.y));
  }
  const hits = misses.filter((m) => m <= SKETCH_TOLERANCE + 1e-12).length;
  const compared = misses.length;
  const medianMiss = median(misses);
  const of = curveTitle === null ? 'the result' : curveTitle;
  const text =
    compared === 0
      ? 'No sketched point has a result to compare with yet.'
      : `Your curve was within ${percent(SKETCH_TOLERANCE)} of ${of} at ${hits} of ${compared} points` +
        ` (median miss ${percent(medianMiss!)}).`;
  return { hits, compared, medianMiss, text };
}

export interface VariantOutcome {
  id: string;
  title: string;
  throughputTps: number;
}

export interface PickVerdict {
  correct: boolean;
  winner: string;
  /** How much more throughput the winner had than the runner-up (or than the pick), as a share. */
  margin: number;
  text: string;
}

/** The verdict on a picked winner, by throughput; null until two variants have results. */
export function pickVerdict(pick: string, outcomes: readonly VariantOutcome[]): PickVerdict | null {
  const ranked = outcomes
    .filter((o) => Number.isFinite(o.throughputTps))
    .sort((a, b) => b.throughputTps - a.throughputTps);
  if (ranked.length < 2) return null;
  const winner = ranked[0]!;
  const picked = ranked.find((o) => o.id === pick);
  const correct = winner.id === pick;
  const against = correct ? ranked[1]! : (picked ?? ranked[1]!);
  const margin = against.throughputTps > 0 ? winner.throughputTps / against.throughputTps - 1 : 0;
  const pickTitle = picked?.title ?? pick;
  const text = correct
    ? `You picked ${pickTitle}, and it won: ${percent(margin)} more throughput than ${against.title}.`
    : `You picked ${pickTitle}; ${winner.title} won by ${percent(margin)}.`;
  return { correct, winner: winner.id, margin, text };
}
