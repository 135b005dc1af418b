/**
 * The predictability histograms as numbers: for a chosen distribution (response time,
 * flush wait or lock wait) one frequency polygon per variant over bins shared by all runs,
 * each bin's height the share of that run's commits in it, plus each run's mean, 95th
 * percentile and coefficient of variation (the spread that early lock release is meant to
 * shrink). Inputs are quantile sketches (commit-distributions.ts): every point stands for
 * the same share of commits, so shares and statistics come straight from the points. The
 * axis stops past the largest of the runs' 99th percentiles (so one run's tail is not lost
 * among the others' zeros); what lies beyond is counted as overflow. Also the data table and description. Leaves out drawing (HistogramChart.tsx).
 */
import { bisectRight, quantileSorted, scaleLinear } from 'd3';
import type { CommitDistributions } from '../../trace/commit-distributions.ts';
import type { DataTable } from './data-table.ts';
import { formatSettingValue, formatValue } from './tick-format.ts';

export type HistogramMetric = 'response' | 'flushWait' | 'lockWait';

export interface HistogramMetricInfo {
  metric: HistogramMetric;
  /** For the chart title and the description. */
  name: string;
  /** The menu entry and the x axis label, with its unit. */
  axisLabel: string;
  field: 'responseMs' | 'flushWaitMs' | 'lockWaitMs';
  /** What the plot says when no run has a value. */
  emptyText: string;
  /** What the legend adds to a variant without values. */
  missingText: string;
}

export const HISTOGRAM_METRICS: readonly HistogramMetricInfo[] = [
  {
    metric: 'response',
    name: 'Response time',
    axisLabel: 'Response time (ms)',
    field: 'responseMs',
    emptyText: 'No commits measured yet',
    missingText: 'no commits',
  },
  {
    metric: 'flushWait',
    name: 'Flush wait',
    axisLabel: 'Flush wait (ms)',
    field: 'flushWaitMs',
    emptyText: 'No transaction waited for the log',
    missingText: 'never waited for the log',
  },
  {
    metric: 'lockWait',
    name: 'Lock wait',
    axisLabel: 'Lock wait (ms)',
    field: 'lockWaitMs',
    emptyText: 'No commits measured yet',
    missingText: 'no commits',
  },
];

export const DEFAULT_HISTOGRAM_METRIC: HistogramMetric = 'response';

/** About this many bins between the smallest value and the axis end. */
export const TARGET_BINS = 25;
/** The quantile of each run where the axis may stop (the largest of them wins). */
export const CLIP_QUANTILE = 0.99;

export function histogramMetricInfo(metric: HistogramMetric): HistogramMetricInfo {
  return HISTOGRAM_METRICS.find((m) => m.metric === metric) ?? HISTOGRAM_METRICS[0]!;
}

/** One finished run's distributions, named like its variant. */
export interface LabelledDistributions {
  /** The variant's key (its style follows it) and title. */
  key: string;
  title: string;
  distributions: CommitDistributions;
}

/** True when some run measured commits and some commit waited for the log. */
export function hasCommitProcessing(runs: readonly LabelledDistributions[]): boolean {
  return (
    runs.some((r) => r.distributions.responseCount > 0) &&
    runs.some((r) => r.distributions.flushWaitCount > 0)
  );
}

export interface DistributionStats {
  /** How many commits the sketch summarizes. */
  count: number;
  meanMs: number;
  stdMs: number;
  p95Ms: number;
  /** Standard deviation over mean; null when the mean is zero. */
  cv: number | null;
}

/** Mean, 95th percentile and CV of a sorted sketch whose points weigh the same. */
export function distributionStats(sorted: readonly number[], count: number): DistributionStats {
  const n = sorted.length;
  const mean = n === 0 ? 0 : sorted.reduce((sum, v) => sum + v, 0) / n;
  const variance = n === 0 ? 0 : sorted.reduce((sum, v) => sum + (v - mean) ** 2, 0) / n;
  return {
    count,
    meanMs: mean,
    stdMs: Math.sqrt(variance),
    p95Ms: quantileSorted(sorted as number[], 0.95) ?? 0,
    cv: mean > 0 ? Math.sqrt(variance) / mean : null,
  };
}

/** Round bin edges covering [lo, hi], about `target` bins; a single value gets a 1 ms span. */
export function binEdges(lo: number, hi: number, target = TARGET_BINS): number[] {
  const top = hi > lo ? hi : lo + 1;
  const scale = scaleLinear().domain([lo, top]).nice(target);
  const edges = scale.ticks(target);
  return edges.length < 2 ? [lo, top] : edges;
}

/** How many of `sorted` fall in each bin; the last bin includes its upper edge. */
export function binCounts(sorted: readonly number[], edges: readonly number[]): number[] {
  const counts = new Array<number>(Math.max(0, edges.length - 1)).fill(0);
  const first = edges[0] ?? 0;
  const last = edges[edges.length - 1] ?? 0;
  for (const v of sorted) {
    if (v < first || v > last) continue;
    const i = Math.min(counts.length - 1, bisectRight(edges, v) - 1);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

export interface HistogramSeries {
  key: string;
  title: string;
  /** Percent of the run's commits per bin. */
  shares: number[];
  /** Percent of the run's commits past the axis end. */
  overflowShare: number;
  stats: DistributionStats;
}

export interface Histogram {
  metric: HistogramMetric;
  /** Bin edges in ms, shared by every series; empty without data. */
  edges: number[];
  /** The axis end when some points lie beyond it, else null. */
  clippedAtMs: number | null;
  series: HistogramSeries[];
  /** The tallest bin of any series, in percent. */
  maxShare: number;
}

function sortedValues(values: readonly number[]): number[] {
  return values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
}

/** The histogram of one metric for the runs that have values for it. */
export function histogram(
  runs: readonly LabelledDistributions[],
  metric: HistogramMetric,
  target = TARGET_BINS,
): Histogram {
  const info = histogramMetricInfo(metric);
  const withValues = runs
    .map((run) => ({ run, sorted: sortedValues(run.distributions[info.field]) }))
    .filter((r) => r.sorted.length > 0);
  if (withValues.length === 0)
    return { metric, edges: [], clippedAtMs: null, series: [], maxShare: 0 };
  const lo = Math.min(...withValues.map((r) => r.sorted[0]!));
  const clip = Math.max(...withValues.map((r) => quantileSorted(r.sorted, CLIP_QUANTILE) ?? lo));
  const edges = binEdges(lo, clip, target);
  const axisEnd = edges[edges.length - 1]!;
  const series = withValues.map(({ run, sorted }): HistogramSeries => {
    const count =
      metric === 'flushWait' ? run.distributions.flushWaitCount : run.distributions.responseCount;
    const toShare = (n: number) => (100 * n) / sorted.length;
    return {
      key: run.key,
      title: run.title,
      shares: binCounts(sorted, edges).map(toShare),
      overflowShare: toShare(sorted.length - bisectRight(sorted, axisEnd)),
      stats: distributionStats(sorted, count),
    };
  });
  const clipped = series.some((s) => s.overflowShare > 0);
  const maxShare = Math.max(0, ...series.flatMap((s) => s.shares));
  return { metric, edges, clippedAtMs: clipped ? axisEnd : null, series, maxShare };
}

/** The width of the shared bins in ms (0 without bins). */
export function binWidthMs(h: Histogram): number {
  return h.edges.length < 2 ? 0 : h.edges[1]! - h.edges[0]!;
}

function cvText(cv: number | null): string {
  return cv === null ? '—' : formatValue(cv);
}

/** A bin edge: fixed decimals by size, so edges like 0.25 and 0.5 read alike. */
function msText(ms: number): string {
  const digits = ms >= 100 ? 0 : ms >= 10 ? 1 : 2;
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ms);
}

/** A bin's label for the table: "2–4 ms". */
export function binLabel(lo: number, hi: number): string {
  return `${msText(lo)}–${msText(hi)} ms`;
}

/** One column per variant: commits, mean, standard deviation, p95, CV, then the share in every bin. */
export function histogramTable(h: Histogram): DataTable {
  const info = histogramMetricInfo(h.metric);
  const columns = [info.name, ...h.series.map((s) => s.title)];
  const row = (label: string, cell: (s: HistogramSeries) => string): string[] => [
    label,
    ...h.series.map(cell),
  ];
  const rows = [
    row('Commits measured', (s) => formatSettingValue(s.stats.count)),
    row('Mean (ms)', (s) => formatValue(s.stats.meanMs)),
    row('Standard deviation (ms)', (s) => formatValue(s.stats.stdMs)),
    row('95th percentile (ms)', (s) => formatValue(s.stats.p95Ms)),
    row('CV (std / mean)', (s) => cvText(s.stats.cv)),
    ...h.edges
      .slice(1)
      .map((hi, i) =>
        row(`Share ${binLabel(h.edges[i]!, hi)} (%)`, (s) => formatValue(s.shares[i] ?? 0)),
      ),
  ];
  if (h.clippedAtMs !== null)
    rows.push(
      row(`Share over ${msText(h.clippedAtMs)} ms (%)`, (s) => formatValue(s.overflowShare)),
    );
  return { columns, rows };
}

/** The variant with the smallest CV (the most predictable), or null without any. */
export function mostPredictable(h: Histogram): HistogramSeries | null {
  let best: HistogramSeries | null = null;
  for (const s of h.series)
    if (s.stats.cv !== null && (best === null || s.stats.cv < (best.stats.cv ?? Infinity)))
      best = s;
  return best;
}

/** "Flush wait distribution, share of commits per 2 ms bin. Baseline: mean 4.10 ms, ...". */
export function describeHistogram(h: Histogram): string {
  const info = histogramMetricInfo(h.metric);
  if (h.series.length === 0) return `${info.name} distribution: ${info.emptyText.toLowerCase()}.`;
  const parts = h.series.map(
    (s) =>
      `${s.title}: mean ${formatValue(s.stats.meanMs)} ms, standard deviation ${formatValue(s.stats.stdMs)} ms, 95th percentile ${formatValue(s.stats.p95Ms)} ms, CV ${cvText(s.stats.cv)}.`,
  );
  const best = h.series.length > 1 ? mostPredictable(h) : null;
  const bestText = best === null ? '' : ` Smallest CV: ${best.title}.`;
  const overflow =
    h.clippedAtMs === null
      ? ''
      : ` The axis stops at ${msText(h.clippedAtMs)} ms (past every run's 99th percentile); beyond it: ${h.series
          .map((s) => `${s.title} ${formatValue(s.overflowShare)}%`)
          .join(', ')}.`;
  return `${info.name} distribution, share of commits per ${msText(binWidthMs(h))} ms bin. ${parts.join(' ')}${bestText}${overflow}`;
}
