/**
 * The predictability histograms: for response time, flush wait or lock wait (a menu picks
 * one), one frequency polygon per variant drawn as a step outline over bins shared by all
 * runs, in the variant's colour, dash and point shape, with y the share of commits per bin.
 * Under the bars each variant gets a row marking its mean (its shape) and 95th percentile
 * (a bar), so spread is seen at a glance. The axis stops past every run's 99th
 * percentile; a note says how much lies beyond. Numbers come from histogram-series.ts.
 */
import { scaleLinear } from 'd3';
import { useId } from 'react';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { CHART_TYPE, chartLayout } from './chart-layout.ts';
import {
  DEFAULT_HISTOGRAM_METRIC,
  describeHistogram,
  histogram,
  histogramMetricInfo,
  histogramTable,
  HISTOGRAM_METRICS,
  type Histogram,
  type HistogramMetric,
  type LabelledDistributions,
} from './histogram-series.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { useMetricMenu } from './MetricSelect.tsx';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { EmptyPlot, PointMarker, SeriesLines, XAxis, YAxis, type Tick } from './SvgParts.tsx';
import { formatSettingValue, formatTicks, formatValue } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';
import { variantStyles } from './variant-styles.ts';

const PLOT_HEIGHT = 280;
const Y_LABEL = 'Share of commits (%)';
/** Height of one variant's mean-to-p95 row under the bars. */
const MARK_ROW = 14;
const MARK_GAP = 8;
/** Room between the last mark row and the x axis. */
const MARK_PAD = 6;
/** Point markers per outline: enough to tell outlines apart without colour. */
const MARKERS_PER_OUTLINE = 6;

export interface HistogramChartProps {
  runs: readonly LabelledDistributions[];
  metric?: HistogramMetric;
  onMetricChange?: (metric: HistogramMetric) => void;
  /** For export file names. */
  scenarioId?: string;
}

/** The step outline of one series: up and across each bin, back down at the end. */
function stepOutline(
  h: Histogram,
  shares: readonly number[],
  x: (ms: number) => number,
  y: (share: number) => number,
): string {
  const first = h.edges[0] ?? 0;
  let d = `M${x(first)},${y(0)}`;
  shares.forEach((share, i) => {
    d += `V${y(share)}H${x(h.edges[i + 1] ?? first)}`;
  });
  return `${d}V${y(0)}`;
}

/** "Beyond 46 ms (not drawn): up to 1.5% of commits", or null when nothing is cut. */
function overflowNote(h: Histogram): string | null {
  if (h.clippedAtMs === null) return null;
  const most = Math.max(...h.series.map((s) => s.overflowShare));
  return `Beyond ${formatSettingValue(h.clippedAtMs)} ms (not drawn): up to ${formatValue(most)}% of commits`;
}

export function HistogramChart(props: HistogramChartProps) {
  const { runs } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const { metric, menu: controls } = useMetricMenu(
    props,
    DEFAULT_HISTOGRAM_METRIC,
    HISTOGRAM_METRICS,
    `${idPrefix}-metric`,
  );
  const info = histogramMetricInfo(metric);
  const h = histogram(runs, metric);
  const styles = variantStyles(runs.map((r) => r.key));
  const title = `${info.name} distribution per variant`;

  // Every variant keeps its legend entry (and style) across metrics; one without values says so.
  const legendItems: LegendItem[] = [...styles].map(([key, style]) => {
    const label = runs.find((r) => r.key === key)?.title ?? key;
    const plotted = h.series.some((s) => s.key === key);
    return {
      id: key,
      label: plotted ? label : `${label} (${info.missingText})`,
      key: { kind: 'line', style },
    };
  });
  const y = scaleLinear()
    .domain([0, h.maxShare > 0 ? h.maxShare * 1.08 : 1])
    .nice();
  const yTickValues = h.series.length > 0 ? y.ticks(5) : [];
  const yLabels = formatTicks(yTickValues);
  const markHeight = h.series.length * MARK_ROW + MARK_GAP + MARK_PAD;
  const layout = chartLayout({
    width,
    plotHeight: PLOT_HEIGHT + markHeight,
    legendHeight: legendHeight(legendItems, width - 24),
    yTickLabels: yLabels,
    hasYLabel: true,
    rightPad: 24,
  });
  const { plot } = layout;
  const baseline = plot.bottom - markHeight;
  y.range([baseline, plot.top]);
  const first = h.edges[0] ?? 0;
  const last = h.edges[h.edges.length - 1] ?? 1;
  const x = scaleLinear().domain([first, last]).range([plot.left, plot.right]);
  const xTickValues =
    h.series.length > 0 ? x.ticks(Math.max(2, Math.floor((plot.right - plot.left) / 90))) : [];
  const xLabels = formatTicks(xTickValues);
  const xTicks: Tick[] = xTickValues.map((v, i) => ({
    value: v,
    position: x(v),
    label: xLabels[i]!,
  }));
  const yTicks: Tick[] = yTickValues.map((v, i) => ({
    value: v,
    position: y(v),
    label: yLabels[i]!,
  }));
  const longLabel = `${info.axisLabel}; under the bars: mean (shape) to 95th percentile (bar)`;
  const xLabel =
    estimateTextWidth(longLabel, CHART_TYPE.axisLabel) <= plot.right - plot.left
      ? longLabel
      : info.axisLabel;
  // The overflow note shares a row with the y axis label; narrow charts leave it to the text.
  const fullNote = overflowNote(h);
  const noteRoom =
    plot.right - layout.legendX - estimateTextWidth(Y_LABEL, CHART_TYPE.axisLabel) - 24;
  const note =
    fullNote !== null && estimateTextWidth(fullNote, CHART_TYPE.value) <= noteRoom
      ? fullNote
      : null;
  const clampX = (ms: number) => Math.min(plot.right, Math.max(plot.left, x(ms)));

  return (
    <ChartFrame
      testId="histogram-chart"
      chartKind="histogram"
      chartName="histogram chart"
      scenarioId={props.scenarioId ?? 'scenario'}
      widthRef={widthRef}
      controls={controls}
      table={histogramTable(h)}
      tableCaption={`${info.name}: spread and share of commits per bin, by variant`}
      idPrefix={idPrefix}
      layout={layout}
      title={title}
      description={describeHistogram(h)}
      data={{
        'data-series': h.series.length,
        'data-bins': Math.max(0, h.edges.length - 1),
        'data-metric': metric,
      }}
    >
      <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
      <YAxis
        ticks={yTicks}
        layout={{ ...layout, plot: { ...plot, bottom: baseline } }}
        label={Y_LABEL}
      />
      <XAxis ticks={xTicks} layout={layout} label={xLabel} />
      {note !== null && layout.yLabelY !== null && (
        <text
          className="chart-bar-value"
          x={plot.right}
          y={layout.yLabelY}
          textAnchor="end"
          data-testid="histogram-overflow"
        >
          {note}
        </text>
      )}
      {h.series.length > 0 && (
        <g className="chart-axis">
          <line x1={plot.left} x2={plot.right} y1={baseline} y2={baseline} />
        </g>
      )}
      <SeriesLines series={h.series} styles={styles} d={(s) => stepOutline(h, s.shares, x, y)} />
      {h.series.map((s, k) => {
        const style = styles.get(s.key)!;
        // Markers on bins the run fills, staggered between runs so they do not pile up.
        const filled = s.shares.flatMap((share, i) => (share > 0 ? [i] : []));
        const every = Math.max(1, Math.ceil(filled.length / MARKERS_PER_OUTLINE));
        const offset = Math.floor((k * every) / Math.max(1, h.series.length));
        return (
          <g key={s.key} className="chart-points" data-variant={s.key}>
            {filled.map((i, n) =>
              (n - offset) % every === 0 || filled.length === 1 ? (
                <PointMarker
                  key={i}
                  x={x(((h.edges[i] ?? first) + (h.edges[i + 1] ?? first)) / 2)}
                  y={y(s.shares[i] ?? 0)}
                  style={style}
                />
              ) : null,
            )}
          </g>
        );
      })}
      {h.series.map((s, k) => {
        const style = styles.get(s.key)!;
        const rowY = baseline + MARK_GAP + k * MARK_ROW + MARK_ROW / 2;
        const meanX = clampX(s.stats.meanMs);
        const p95X = clampX(s.stats.p95Ms);
        return (
          <g key={s.key} className="chart-spread" data-variant={s.key}>
            <title>{`${s.title}: mean ${formatValue(s.stats.meanMs)} ms, 95th percentile ${formatValue(s.stats.p95Ms)} ms`}</title>
            <line x1={meanX} x2={p95X} y1={rowY} y2={rowY} stroke={style.color} strokeWidth={2} />
            <line
              x1={p95X}
              x2={p95X}
              y1={rowY - MARK_ROW / 2 + 1}
              y2={rowY + MARK_ROW / 2 - 1}
              stroke={style.color}
              strokeWidth={3}
            />
            <PointMarker x={meanX} y={rowY} style={style} area={56} />
          </g>
        );
      })}
      {h.series.length === 0 && <EmptyPlot layout={layout} text={info.emptyText} />}
    </ChartFrame>
  );
}
