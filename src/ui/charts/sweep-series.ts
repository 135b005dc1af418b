/**
 * A parameter sweep as chart series: the result points grouped into one series per
 * variant (in the order variants first appear), each sorted by the swept value, for a
 * chosen metric. Points may arrive one at a time and some may be missing; a repeated
 * (variant, value) keeps the latest. A saturated run (its open workload's backlog grew
 * without bound, so it stopped early) is no point of the line: it is kept apart, at the
 * throughput it completed while saturated, or for other metrics with no value (they grow
 * without bound; the chart draws it above the scale). Also the metrics a sweep can plot
 * and the data table of the plotted numbers. Leaves out error bars (one seed per point).
 */
import type { ResultRow } from '../../export/result-row.ts';
import type { DataTable } from './data-table.ts';
import { formatValue } from './tick-format.ts';
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

export interface SweepSeries {
  key: string;
  title: string;
  /** Sorted by x; y is the metric (finite values only). Saturated runs are not here. */
  points: { x: number; y: number }[];
  /** Saturated runs, sorted by x; y is null where the metric has no value (off the scale). */
  saturated: { x: number; y: number | null }[];
}

/** A saturated run's value of the metric: its saturated throughput; nothing else holds still. */
function saturatedValue(row: ResultRow, metric: SweepMetric): number | null {
  const y = metric === 'throughputTps' ? row.saturatedThroughputTps : null;
  return y !== null && Number.isFinite(y) ? y : null;
}

export function sweepSeries(points: readonly SweepPoint[], metric: SweepMetric): SweepSeries[] {
  const byKey = new Map<
    string,
    { title: string; byValue: Map<number, number>; saturated: Map<number, number | null> }
  >();
  for (const p of points) {
    if (!Number.isFinite(p.value)) continue;
    const key = variantKey(p.variant);
    let series = byKey.get(key);
    if (series === undefined) {
      series = { title: p.title, byValue: new Map(), saturated: new Map() };
      byKey.set(key, series);
    }
    series.byValue.delete(p.value);
    series.saturated.delete(p.value);
    const y = p.row[metric];
    if (p.row.saturated === true) series.saturated.set(p.value, saturatedValue(p.row, metric));
    else if (Number.isFinite(y)) series.byValue.set(p.value, y);
  }
  return [...byKey].map(([key, s]) => ({
    key,
    title: s.title,
    points: [...s.byValue].map(([x, y]) => ({ x, y })).sort((a, b) => a.x - b.x),
    saturated: [...s.saturated].map(([x, y]) => ({ x, y })).sort((a, b) => a.x - b.x),
  }));
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
  const saturated = series.map((s) => new Map(s.saturated.map((p) => [p.x, p.y])));
  return {
    columns: [paramName, ...series.map((s) => `${s.title} (${info.unit})`)],
    rows: values.map((v) => [
      formatValue(v, Number.isInteger(v) ? 0 : 2),
      ...lookups.map((l, i) => {
        const y = l.get(v);
        if (y !== undefined) return formatValue(y, info.digits);
        if (!saturated[i]!.has(v)) return '—';
        const at = saturated[i]!.get(v) ?? null;
        return at === null ? 'saturated' : `${formatValue(at, info.digits)} (saturated)`;
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
  const x = (v: number) => formatValue(v, Number.isInteger(v) ? 0 : 2);
  const y = (v: number) => formatValue(v, info.digits);
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
