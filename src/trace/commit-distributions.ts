/**
 * The distributions behind the predictability histograms: response time, flush wait and
 * lock wait of the committed transactions after warm-up, each kept as a quantile sketch
 * (at most `points` values at evenly spaced ranks), so a run of any length sends a few
 * kilobytes to the page and every point stands for the same share of commits. Flush waits
 * cover only the transactions that waited for the log. Leaves out binning (the chart does
 * it over all runs at once, on a shared axis).
 */
import { usToMs } from '../base/time.ts';
import type { CommitColumns } from './commit-columns.ts';

export interface CommitDistributions {
  /** How many commits each sketch summarizes. */
  responseCount: number;
  flushWaitCount: number;
  responseMs: number[];
  flushWaitMs: number[];
  lockWaitMs: number[];
}

export const SKETCH_POINTS = 400;

/** Values at ranks (i + 0.5) / points of the sorted sample (all values when fewer). */
export function quantileSketch(values: Float64Array, points = SKETCH_POINTS): number[] {
  return sketchOfSorted(values.slice().sort(), points, (v) => v);
}

/**
 * The sketch of an already sorted sample, each picked value mapped by `to` (monotone, so
 * picking then mapping equals mapping, sorting and picking).
 */
function sketchOfSorted(sorted: Float64Array, points: number, to: (v: number) => number): number[] {
  const n = sorted.length;
  const out: number[] = [];
  if (n <= points) {
    for (let i = 0; i < n; i++) out.push(to(sorted[i]!));
    return out;
  }
  for (let i = 0; i < points; i++) out.push(to(sorted[Math.floor(((i + 0.5) / points) * n)]!));
  return out;
}

/**
 * `responsesUs`: the samples' response times in µs already sorted, when the caller has
 * them (the run statistics sort them for their quantiles), so they are not sorted again.
 */
export function commitDistributions(
  samples: CommitColumns,
  points = SKETCH_POINTS,
  responsesUs?: Float64Array,
): CommitDistributions {
  const n = samples.length;
  const flushWaits = samples.flushWaitUs;
  let waiters = 0;
  for (let i = 0; i < n; i++) if (flushWaits[i]! >= 0) waiters++;
  // Sorted in µs, then only the picked values converted to ms.
  const waited = new Float64Array(waiters);
  for (let i = 0, w = 0; i < n; i++) if (flushWaits[i]! >= 0) waited[w++] = flushWaits[i]!;
  const sorted = (column: Float64Array) =>
    sketchOfSorted(column.slice(0, n).sort(), points, usToMs);
  return {
    responseCount: n,
    flushWaitCount: waiters,
    responseMs:
      responsesUs === undefined
        ? sorted(samples.responseUs)
        : sketchOfSorted(responsesUs, points, usToMs),
    flushWaitMs: sketchOfSorted(waited.sort(), points, usToMs),
    lockWaitMs: sorted(samples.lockWaitUs),
  };
}
