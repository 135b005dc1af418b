/**
 * Throughput series for the runs a chart overlays: one shared time range (earliest start
 * to latest end), one window width, and the warm-up's end (the latest of the runs') as a
 * bucket edge for all of them, so every line's windows line up. A run whose trace was cut
 * short ends early. Leaves out runs of different scenarios (their times would not align).
 */
import { msToDuration } from '../../base/time.ts';
import type { RunView } from '../session/run-view.ts';
import { chooseBucketUs, throughputSeries } from './throughput-series.ts';
import type { RunThroughput } from './throughput-text.ts';

/** What the throughput chart needs of a run. */
export type ThroughputRun = Pick<RunView, 'key' | 'title' | 'truncated'> & {
  model: {
    run: Pick<RunView['model']['run'], 'startUs' | 'endUs' | 'warmupUs'>;
    marks: { commits: readonly { t: number }[] };
  };
};

export interface RunsThroughput {
  startUs: number;
  endUs: number;
  /** Equal to startUs when there is no warm-up. */
  warmupEndUs: number;
  bucketUs: number;
  series: RunThroughput[];
}

export function runsThroughput(runs: readonly ThroughputRun[], bucketUs?: number): RunsThroughput {
  if (runs.length === 0)
    return {
      startUs: 0,
      endUs: 1,
      warmupEndUs: 0,
      bucketUs: bucketUs ?? msToDuration(1),
      series: [],
    };
  const startUs = Math.min(...runs.map((r) => r.model.run.startUs));
  const endUs = Math.max(startUs, ...runs.map((r) => r.model.run.endUs));
  // warmupUs is the absolute instant the warm-up ends (the stats fold compares t to it).
  const warmupEndUs = Math.min(endUs, Math.max(startUs, ...runs.map((r) => r.model.run.warmupUs)));
  const width = bucketUs !== undefined && bucketUs > 0 ? bucketUs : chooseBucketUs(endUs - startUs);
  const series = runs.map((run) => ({
    key: run.key,
    title: run.title,
    truncated: run.truncated,
    points: throughputSeries(
      run.model.marks.commits.map((c) => c.t),
      run.model.run.startUs,
      run.model.run.endUs,
      width,
      { warmupEndUs },
    ),
  }));
  return {
    startUs,
    endUs: endUs > startUs ? endUs : startUs + 1,
    warmupEndUs,
    bucketUs: width,
    series,
  };
}
