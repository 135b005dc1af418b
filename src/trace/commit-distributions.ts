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
  const sorted = values.length === 0 ? values : values.slice().sort();
  if (sorted.length <= points) return Array.from(sorted);
  const out: number[] = [];
  for (let i = 0; i < points; i++)
    out.push(sorted[Math.floor(((i + 0.5) / points) * sorted.length)]!);
  return out;
}

export function commitDistributions(
  samples: readonly CommitSample[],
  points = SKETCH_POINTS,
): CommitDistributions {
  const waited = samples.filter((s) => (s.flushWaitUs ?? -1) >= 0);
  const ms = (list: readonly CommitSample[], of: (s: CommitSample) => number) => {
    // A plain loop: Float64Array.from with a mapping function goes through the iterator.
    const values = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) values[i] = usToMs(of(list[i]!));
    return quantileSketch(values, points);
  };
  return {
    responseCount: samples.length,
    flushWaitCount: waited.length,
    responseMs: ms(samples, (s) => s.responseUs),
    flushWaitMs: ms(waited, (s) => s.flushWaitUs!),
    lockWaitMs: ms(samples, (s) => s.lockWaitUs ?? 0),
  };
}
