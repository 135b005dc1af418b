/**
 * The charts: throughput over time, the response-time breakdown, results per transaction
 * class, parameter sweeps and the predictability histograms, each with SVG/PNG export and
 * a data table; plus the pure helpers other views may reuse.
 */
export { ThroughputChart, type ThroughputChartProps } from './ThroughputChart.tsx';
export { BreakdownChart, type BreakdownChartProps } from './BreakdownChart.tsx';
// SweepChart, ClassChart and HistogramChart are imported from their own files, lazily:
// most scenarios never show them, so they are chunks of their own.
export type { SweepChartProps } from './SweepChart.tsx';
export type { ClassChartProps } from './ClassChart.tsx';
export {
  CLASS_METRICS,
  DEFAULT_CLASS_METRIC,
  classFacets,
  hasClassResults,
  type ClassMetric,
} from './class-series.ts';
export type { HistogramChartProps } from './HistogramChart.tsx';
export {
  HISTOGRAM_METRICS,
  DEFAULT_HISTOGRAM_METRIC,
  hasCommitProcessing,
  histogram,
  type HistogramMetric,
  type LabelledDistributions,
} from './histogram-series.ts';
export { ChartExportButtons } from './ChartExportButtons.tsx';
export { serializeSvg, svgToPngBlob, downloadBlob } from './export-chart.ts';
export { chartFileName, type ChartKind, type ChartFileExt } from './chart-file-name.ts';
export { throughputSeries, chooseBucketUs, type ThroughputPoint } from './throughput-series.ts';
export {
  SWEEP_METRICS,
  DEFAULT_SWEEP_METRIC,
  metricInfo,
  sweepSeries,
  type SweepMetric,
  type SweepPoint,
} from './sweep-series.ts';
export { paramLabel } from './param-labels.ts';
export { variantKey, variantStyle, variantStyles, type VariantStyle } from './variant-styles.ts';
export type { LabelledResult } from './breakdown-bars.ts';
