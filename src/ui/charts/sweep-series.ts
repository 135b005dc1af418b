/**
 * A parameter sweep as chart series: the result points grouped into one series per
 * variant (in the order variants first appear), each sorted by the swept value, for a
 * chosen metric. Points may arrive one at a time and some may be missing; a repeated
 * (variant, value, seed) keeps the latest. A point run with several seeds plots their
 * mean, with a 95% interval for it. A saturated point (a seed's open workload grew a
 * backlog without bound, so the run stopped early) is no point of the line: it is kept
 * apart, at the mean throughput its saturated seeds completed, or for other metrics with
 * no value (they grow without bound; the chart draws it above the scale). Also the metrics
 * a sweep can plot and the data table of the plotted numbers.
 */
import type { ResultRow } from '../../export/result-row.ts';
import { meanInterval } from './confidence-interval.ts';
import type { DataTable } from './data-table.ts';
import { formatSettingValue, formatValue } from './tick-format.ts';
import { variantKey } from './variant-styles.ts';

export interface SweepPoint {
  variant: string | null;
  title: string;
  value: number;
  row: ResultRow;
}

export type SweepMetric = 'throughputTps' | 'meanResponseMs' | 'p95ResponseMs' | 'abortPct';

export interface SweepMetricInfo {
  metric: SweepMetric;
  /** For the selector and the chart title. */
  name: string;
  /** The y axis label, with its unit. */
  axisLabel: string;
  unit: string;
  digits: number;
}

export const SWEEP_METRICS: readonly SweepMetricInfo[] = [
  {
    metric: 'throughputTps',
    name: 'Throughput',
    axisLabel: 'Throughput (tx/s)',
    unit: 'tx/s',
    digits: 1,
  },
  {
    metric: 'meanResponseMs',
    name: 'Mean response time',
    axisLabel: 'Mean response time (ms)',
    unit: 'ms',
    digits: 1,
  },
  {
    metric: 'p95ResponseMs',
    name: '95th percentile response time',
    axisLabel: 'p95 response time (ms)',
    unit: 'ms',
    digits: 1,
  },
  { metric: 'abortPct', name: 'Aborts', axisLabel: 'Aborted attempts (%)', unit: '%', digits: 1 },
];

export const DEFAULT_SWEEP_METRIC: SweepMetric = 'throughputTps';

export function metricInfo(metric: SweepMetric): SweepMetricInfo {
  return SWEEP_METRICS.find((m) => m.metric === metric) ?? SWEEP_METRICS[0]!;
}

/** A 95% interval for the mean at x, for a point with two or more seeds. */
export interface SweepInterval {
  x: number;
  lo: number;
  hi: number;
  /** Seeds the mean is over. */
  n: number;
}

export interface SweepSeries {
  key: string;
  title: string;
  /** Sorted by x; y is the metric (finite values only), the mean over seeds. Saturated points are not here. */
  points: { x: number; y: number }[];
  /** Sorted by x; only where two or more seeds have arrived. */
  intervals: SweepInterval[];
  /** Saturated points, sorted by x; y is null where the metric has no value (off the scale). */
  saturated: { x: number; y: number | null }[];
}

/** A saturated run's value of the metric: its saturated throughput; nothing else holds still. */
function saturatedValue(row: ResultRow, metric: SweepMetric): number | null {
  const y = metric === 'throughputTps' ? row.saturatedThroughputTps : null;
  return y !== null && y !== undefined && Number.isFinite(y) ? y : null;
}

/** Per seed, a finite value of the metric, or a saturated run's value (null: off the scale). */
type SeedValue = { saturated: false; y: number } | { saturated: true; y: number | null };

export function sweepSeries(points: readonly SweepPoint[], metric: SweepMetric): SweepSeries[] {
  /** Per variant: per value, the metric by seed. */
  const byKey = new Map<string, { title: string; byValue: Map<number, Map<unknown, SeedValue>> }>();
  for (const p of points) {
    if (!Number.isFinite(p.value)) continue;
    const key = variantKey(p.variant);
    let series = byKey.get(key);
    if (series === undefined) {
      series = { title: p.title, byValue: new Map() };
      byKey.set(key, series);
    }
    let bySeed = series.byValue.get(p.value);
    if (bySeed === undefined) {
      bySeed = new Map();
      series.byValue.set(p.value, bySeed);
    }
    const y = p.row[metric];
    if (p.row.saturated === true)
      bySeed.set(p.row.seed, { saturated: true, y: saturatedValue(p.row, metric) });
    else if (Number.isFinite(y)) bySeed.set(p.row.seed, { saturated: false, y });
    else bySeed.delete(p.row.seed);
  }
  return [...byKey].map(([key, s]) => {
    const filled = [...s.byValue].filter(([, bySeed]) => bySeed.size > 0);
    const isSaturated = (bySeed: Map<unknown, SeedValue>) =>
      [...bySeed.values()].some((v) => v.saturated);
    const stats = filled
      .filter(([, bySeed]) => !isSaturated(bySeed))
      .map(([x, bySeed]) => ({ x, ...meanInterval([...bySeed.values()].map((v) => v.y!)) }))
      .sort((a, b) => a.x - b.x);
    const saturated = filled
      .filter(([, bySeed]) => isSaturated(bySeed))
      .map(([x, bySeed]) => {
        const ys = [...bySeed.values()].filter((v) => v.saturated).map((v) => v.y);
        const known = ys.filter((y): y is number => y !== null);
        const y = known.length === ys.length ? meanInterval(known).mean : null;
        return { x, y };
      })
      .sort((a, b) => a.x - b.x);
    return {
      key,
      title: s.title,
      points: stats.map(({ x, mean }) => ({ x, y: mean })),
      intervals: stats
        .filter((p) => p.n >= 2)
        .map(({ x, mean, halfWidth, n }) => ({ x, lo: mean - halfWidth, hi: mean + halfWidth, n })),
      saturated,
    };
  });
}

/** Every swept value seen (and any expected ones), ascending, without repeats. */
export function sweepValues(
  points: readonly SweepPoint[],
  expected: readonly number[] = [],
): number[] {
  const values = new Set<number>();
  for (const v of expected) if (Number.isFinite(v)) values.add(v);
  for (const p of points) if (Number.isFinite(p.value)) values.add(p.value);
  return [...values].sort((a, b) => a - b);
}

/** One row per swept value, one column per variant; '—' where a point is missing. */
export function sweepTable(
  series: readonly SweepSeries[],
  values: readonly number[],
  paramName: string,
  metric: SweepMetric,
): DataTable {
  const info = metricInfo(metric);
  const lookups = series.map((s) => new Map(s.points.map((p) => [p.x, p.y])));
  const intervals = series.map((s) => new Map(s.intervals.map((i) => [i.x, i])));
  const saturated = series.map((s) => new Map(s.saturated.map((p) => [p.x, p.y])));
  return {
    columns: [paramName, ...series.map((s) => `${s.title} (${info.unit})`)],
    rows: values.map((v) => [
      formatSettingValue(v),
      ...lookups.map((l, k) => {
        const y = l.get(v);
        if (y === undefined) {
          if (!saturated[k]!.has(v)) return '—';
          const at = saturated[k]!.get(v) ?? null;
          return at === null ? 'saturated' : `${formatValue(at)} (saturated)`;
        }
        const interval = intervals[k]!.get(v);
        if (interval === undefined) return formatValue(y);
        const half = formatValue((interval.hi - interval.lo) / 2);
        return `${formatValue(y)} ± ${half} (${interval.n} seeds)`;
      }),
    ]),
  };
}

/** One sentence per variant: where its curve starts and ends, and its highest point. */
export function describeSweep(
  series: readonly SweepSeries[],
  paramName: string,
  metric: SweepMetric,
): string {
  const info = metricInfo(metric);
  const intro = `${info.name} (${info.unit}) against ${paramName}`;
  if (series.every((s) => s.points.length === 0 && s.saturated.length === 0))
    return `${intro}: no results yet.`;
  const x = (v: number) => formatSettingValue(v);
  const y = (v: number) => formatValue(v);
  const parts = series.map((s) => {
    const first = s.points[0];
    const last = s.points.at(-1);
    const saturated =
      s.saturated.length === 0 ? '' : ` Saturated at ${s.saturated.map((p) => x(p.x)).join(', ')}.`;
    if (first === undefined || last === undefined)
      return saturated === '' ? `${s.title}: no results yet.` : `${s.title}:${saturated}`;
    const top = s.points.reduce((best, p) => (p.y > best.y ? p : best), first);
    return (
      `${s.title}: ${y(first.y)} at ${x(first.x)}, ${y(last.y)} at ${x(last.x)}, ` +
      `highest ${y(top.y)} at ${x(top.x)}.${saturated}`
    );
  });
  return `${intro}. ${parts.join(' ')}`;
}
