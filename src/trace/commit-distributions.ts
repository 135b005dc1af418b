/**
 * The distributions behind the predictability histograms: response time, flush wait and
 * lock wait of the committed transactions after warm-up, each kept as a quantile sketch
 * (at most `points` values at evenly spaced ranks), so a run of any length sends a few
 * kilobytes to the page and every point stands for the same share of commits. Flush waits
 * cover only the transactions that waited for the log. Leaves out binning (the chart does
 * it over all runs at once, on a shared axis).
 */
import { usToMs } from '../base/time.ts';
import type { CommitSample } from './stats-types.ts';

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
  samples: readonly CommitSample[],
  points = SKETCH_POINTS,
  responsesUs?: Float64Array,
): CommitDistributions {
  const waited = samples.filter((s) => (s.flushWaitUs ?? -1) >= 0);
  // Sorted in µs, then only the picked values converted to ms.
  const sketch = (list: readonly CommitSample[], of: (s: CommitSample) => number) => {
    // A plain loop: Float64Array.from with a mapping function goes through the iterator.
    const values = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) values[i] = of(list[i]!);
    return sketchOfSorted(values.sort(), points, usToMs);
  };
  return {
    responseCount: samples.length,
    flushWaitCount: waited.length,
    responseMs:
      responsesUs === undefined
        ? sketch(samples, (s) => s.responseUs)
        : sketchOfSorted(responsesUs, points, usToMs),
    flushWaitMs: sketch(waited, (s) => s.flushWaitUs!),
    lockWaitMs: sketch(samples, (s) => s.lockWaitUs ?? 0),
  };
}
