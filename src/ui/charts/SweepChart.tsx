/**
 * A parameter sweep: the swept parameter across, a chosen metric up (throughput, mean or
 * p95 response time, aborts), one line with points per variant. Points may arrive one at
 * a time while the sweep runs; passing every expected value keeps the x axis still
 * meanwhile. The metric is chosen here, or controlled by the caller. Leaves out log
 * scales and several seeds per point.
 */
import { useMetricMenu } from './MetricSelect.tsx';
import { extent, line, max, scaleLinear } from 'd3';
import { useId, useRef } from 'react';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { chartLayout } from './chart-layout.ts';
import { paramLabel } from './param-labels.ts';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { ChartHeading, EmptyPlot, PointMarker, XAxis, YAxis, type Tick } from './SvgParts.tsx';
import {
  DEFAULT_SWEEP_METRIC,
  describeSweep,
  metricInfo,
  SWEEP_METRICS,
  sweepSeries,
  sweepTable,
  sweepValues,
  type SweepMetric,
  type SweepPoint,
} from './sweep-series.ts';
import { formatTicks } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';
import { variantStyles } from './variant-styles.ts';
import { coincidingLabel, coincidingSeries } from './coinciding-series.ts';

const PLOT_HEIGHT = 320;

export interface SweepChartProps {
  /** The swept parameter's dotted path, e.g. "workload.terminals". */
  param: string;
  points: readonly SweepPoint[];
  metric?: SweepMetric;
  onMetricChange?: (metric: SweepMetric) => void;
  /** Every value the sweep will run, so the axis does not move as points arrive. */
  values?: readonly number[];
  /** For export file names. */
  scenarioId?: string;
}

export function SweepChart(props: SweepChartProps) {
  const { param, points } = props;
  const idPrefix = svgSafeId(useId());
  const svgRef = useRef<SVGSVGElement>(null);
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const { metric, menu: controls } = useMetricMenu(
    props,
    DEFAULT_SWEEP_METRIC,
    SWEEP_METRICS,
    `${idPrefix}-metric`,
  );
  const info = metricInfo(metric);
  const paramName = paramLabel(param);
  const series = sweepSeries(points, metric);
  const values = sweepValues(points, props.values ?? []);
  const styles = variantStyles(series.map((s) => s.key));
  const title = `${info.name} against ${paramName}`;

  // Equal lines (two ELR variants can give the same numbers) are drawn apart and say so.
  const twins = coincidingSeries(series);
  const offsetOf = (key: string): number => twins.get(key)?.offsetPx ?? 0;
  const legendItems: LegendItem[] = series.map((s) => ({
    id: s.key,
    label: twins.has(s.key) ? coincidingLabel(s.title, twins.get(s.key)!) : s.title,
    key: { kind: 'line', style: styles.get(s.key)! },
  }));
  const top = max(series, (s) => max(s.points, (p) => p.y)) ?? 0;
  const y = scaleLinear()
    .domain([0, top > 0 ? top * 1.05 : 1])
    .nice();
  // An empty chart shows its axes and labels but no made-up tick values.
  const yValues = series.length > 0 ? y.ticks(5) : [];
  const yLabels = formatTicks(yValues);
  const layout = chartLayout({
    width,
    plotHeight: PLOT_HEIGHT,
    legendHeight: legendHeight(legendItems, width - 24),
    yTickLabels: yLabels,
    hasYLabel: true,
    rightPad: 24,
  });
  const { plot } = layout;
  y.range([plot.bottom, plot.top]);
  const [lo, hi] = extent(values);
  const x = scaleLinear()
    .domain(lo === undefined || hi === undefined ? [0, 1] : lo === hi ? [lo - 1, hi + 1] : [lo, hi])
    .nice()
    .range([plot.left, plot.right]);
  const xValues =
    values.length > 0 ? x.ticks(Math.max(2, Math.floor((plot.right - plot.left) / 90))) : [];
  const xLabels = formatTicks(xValues);
  const xTicks: Tick[] = xValues.map((v, i) => ({ value: v, position: x(v), label: xLabels[i]! }));
  const yTicks: Tick[] = yValues.map((v, i) => ({ value: v, position: y(v), label: yLabels[i]! }));
  const path = line<{ x: number; y: number }>()
    .x((p) => x(p.x))
    .y((p) => y(p.y));

  return (
    <ChartFrame
      testId="sweep-chart"
      chartKind="sweep"
      chartName="sweep chart"
      scenarioId={props.scenarioId ?? 'scenario'}
      titleId={`${idPrefix}-title`}
      svgRef={svgRef}
      widthRef={widthRef}
      controls={controls}
      table={sweepTable(series, values, paramName, metric)}
      tableCaption={`${info.axisLabel} by ${paramName}`}
    >
      <svg
        ref={svgRef}
        className="chart-svg"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        role="img"
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={`${idPrefix}-desc`}
        data-series={series.length}
        data-metric={metric}
      >
        <ChartHeading
          idPrefix={idPrefix}
          title={title}
          description={describeSweep(series, paramName, metric)}
          layout={layout}
        />
        <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
        <YAxis ticks={yTicks} layout={layout} label={info.axisLabel} />
        <XAxis ticks={xTicks} layout={layout} label={paramName} />
        {/* Every line first, then every marker, so no line hides another's points. */}
        {series.map((s) => {
          const style = styles.get(s.key)!;
          return (
            <path
              key={s.key}
              className="chart-line"
              data-variant={s.key}
              d={path(s.points) ?? ''}
              transform={offsetOf(s.key) === 0 ? undefined : `translate(0,${offsetOf(s.key)})`}
              stroke={style.color}
              strokeDasharray={style.dash || undefined}
            />
          );
        })}
        {series.map((s) => (
          <g key={s.key} className="chart-points" data-variant={s.key}>
            {s.points.map((p) => (
              <PointMarker
                key={p.x}
                x={x(p.x)}
                y={y(p.y) + offsetOf(s.key)}
                style={styles.get(s.key)!}
                area={90}
              />
            ))}
          </g>
        ))}
        {series.length === 0 && <EmptyPlot layout={layout} text="No results yet" />}
      </svg>
    </ChartFrame>
  );
}
