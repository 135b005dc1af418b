/**
 * The throughput chart in words and numbers: a description for screen readers (window
 * width, warm-up, each variant's measured mean, each later one compared with the first in
 * words) and the data table of every window's
 * rate per variant. Leaves out the drawing (ThroughputChart.tsx).
 */
import type { DataTable } from './data-table.ts';
import { measuredMeanTps, type ThroughputPoint } from './throughput-series.ts';
import { usToMs } from '../../base/time.ts';
import { formatSettingValue, formatValue } from './tick-format.ts';
import { rateComparedInWords } from '../format.ts';

export interface RunThroughput {
  key: string;
  title: string;
  points: ThroughputPoint[];
  /** The trace stops before the run's end, so the series does too. */
  truncated: boolean;
}

function ms(us: number): string {
  const value = usToMs(us);
  return formatSettingValue(value);
}

/** One row per time window (union over the runs), one column per run; '—' where absent. */
export function throughputTable(runs: readonly RunThroughput[]): DataTable {
  const windows = new Map<number, number>();
  for (const run of runs)
    for (const p of run.points)
      windows.set(p.startUs, Math.max(windows.get(p.startUs) ?? 0, p.endUs));
  const lookups = runs.map((run) => new Map(run.points.map((p) => [p.startUs, p])));
  return {
    columns: ['Window (ms)', ...runs.map((r) => `${r.title} (tx/s)`)],
    rows: [...windows]
      .sort((a, b) => a[0] - b[0])
      .map(([startUs, endUs]) => {
        const warmup = lookups.some((l) => l.get(startUs)?.warmup === true);
        return [
          `${ms(startUs)}–${ms(endUs)}${warmup ? ' (warm-up)' : ''}`,
          ...lookups.map((l) => {
            const p = l.get(startUs);
            return p === undefined ? '—' : formatValue(p.tps);
          }),
        ];
      }),
  };
}

export function describeThroughput(
  runs: readonly RunThroughput[],
  warmupEndUs: number,
  bucketUs: number,
): string {
  if (runs.length === 0) return 'Throughput over time: no runs yet.';
  const sentences = [
    `Committed transactions per second of simulated time, counted in ${ms(bucketUs)} ms windows, ` +
      `for ${runs.map((r) => r.title).join(', ')}.`,
  ];
  if (warmupEndUs > 0) sentences.push(`The first ${ms(warmupEndUs)} ms are warm-up, shaded.`);
  const first = runs[0]!;
  const firstMean = measuredMeanTps(first.points);
  for (const run of runs) {
    const mean = measuredMeanTps(run.points);
    const cut = run.truncated ? ' (trace cut short)' : '';
    // Every later run is compared with the first, in words: "2.0× the throughput of 2PL".
    const words =
      run === first || mean === null || firstMean === null || firstMean <= 0
        ? ''
        : rateComparedInWords(mean / firstMean, first.title);
    const compared = words === '' ? '' : `, ${words}`;
    sentences.push(
      mean === null
        ? `${run.title}: no measured time yet${cut}.`
        : `${run.title} averages ${formatValue(mean)} tx/s after warm-up${compared}${cut}.`,
    );
  }
  return sentences.join(' ');
}
