/**
 * A parameter sweep: the swept parameter across, a chosen metric up (throughput, mean or
 * p95 response time, aborts), one line with points per variant. Points may arrive one at
 * a time while the sweep runs; passing every expected value keeps the x axis still
 * meanwhile. The metric is chosen here, or controlled by the caller. A point run with
 * several seeds shows their mean with a 95% interval as an error bar. A saturated point
 * (it stopped early, its backlog growing without bound) is drawn apart from its line, never
 * left out: a hollow marker ringed in red at the throughput it completed, or for a metric
 * that grows without bound, at the top of the plot under an arrow pointing up. Leaves out
 * log scales.
 */
import { useMetricMenu } from './MetricSelect.tsx';
import { extent, line, max, scaleLinear } from 'd3';
import { useId } from 'react';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { paramLabel } from './param-labels.ts';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { pointShapePath } from './point-shapes.ts';
import { EmptyPlot, PointMarker, SeriesLines, XAxis, YAxis, type Tick } from './SvgParts.tsx';
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
import { valueAxis } from './value-axis.ts';
import { variantStyles, type VariantStyle } from './variant-styles.ts';
import { coincidingLabel, coincidingSeries } from './coinciding-series.ts';
import type { SweepLayer } from './sweep-layer.ts';

const PLOT_HEIGHT = 320;
const SATURATED_RING = '#d00000';

/** A saturated run: hollow, ringed in red; above the scale (y null) with an arrow up beside it. */
function SaturatedMarker(props: { x: number; y: number | null; top: number; style: VariantStyle }) {
  const { x, style } = props;
  const offScale = props.y === null;
  const y = offScale ? props.top : props.y!;
  return (
    <g className="chart-point-saturated" data-off-scale={offScale ? 'true' : 'false'}>
      <title>saturated</title>
      <circle cx={x} cy={y} r={9} fill="none" stroke={SATURATED_RING} strokeWidth={1.5} />
      <path
        d={pointShapePath(style.shape, 72)}
        transform={`translate(${x}, ${y})`}
        fill="white"
        stroke={style.color}
        strokeWidth={2}
      />
      {offScale && (
        <path
          d={`M ${x + 14} ${y + 6} l 0 -12 m -4 4 l 4 -4 l 4 4`}
          fill="none"
          stroke={SATURATED_RING}
          strokeWidth={1.5}
        />
      )}
    </g>
  );
}

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
  /** Extra layers (theory, a prediction); those of the metric shown are drawn over the lines. */
  layers?: readonly SweepLayer[];
}

export function SweepChart(props: SweepChartProps) {
  const { param, points } = props;
  const idPrefix = svgSafeId(useId());
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
  const layers = (props.layers ?? []).filter((l) => l.metric === metric);
  legendItems.push(...layers.flatMap((l) => l.legend));
  const saturatedCount = series.reduce((n, s) => n + s.saturated.length, 0);
  if (saturatedCount > 0) {
    legendItems.push({
      id: 'saturated',
      label: 'saturated: stopped, backlog growing (↑ grows without bound)',
      key: { kind: 'swatch', fill: 'white', stroke: SATURATED_RING },
    });
  }
  const dataTop =
    max(series, (s) =>
      Math.max(
        max(s.points, (p) => p.y) ?? 0,
        max(s.intervals, (i) => i.hi) ?? 0,
        max(s.saturated, (p) => p.y ?? 0) ?? 0,
      ),
    ) ?? 0;
  const top = Math.max(
    dataTop,
    max(layers, (l) =>
      l.clipped === true && dataTop > 0 ? Math.min(l.yMax, 2 * dataTop) : l.yMax,
    ) ?? 0,
  );
  const { y, yTicks, layout } = valueAxis({
    top,
    showTicks: series.length > 0 || top > 0,
    width,
    plotHeight: PLOT_HEIGHT,
    legendHeight: legendHeight(legendItems, width - 24),
  });
  const { plot } = layout;
  const [lo, hi] = extent(values);
  const x = scaleLinear()
    .domain(lo === undefined || hi === undefined ? [0, 1] : lo === hi ? [lo - 1, hi + 1] : [lo, hi])
    .nice()
    .range([plot.left, plot.right]);
  const xValues =
    values.length > 0 ? x.ticks(Math.max(2, Math.floor((plot.right - plot.left) / 90))) : [];
  const xLabels = formatTicks(xValues);
  const xTicks: Tick[] = xValues.map((v, i) => ({ value: v, position: x(v), label: xLabels[i]! }));
  const path = line<{ x: number; y: number }>()
    .x((p) => x(p.x))
    .y((p) => y(p.y));

  return (
    <ChartFrame
      testId="sweep-chart"
      chartKind="sweep"
      chartName="sweep chart"
      scenarioId={props.scenarioId ?? 'scenario'}
      widthRef={widthRef}
      controls={controls}
      table={sweepTable(series, values, paramName, metric)}
      tableCaption={`${info.axisLabel} by ${paramName}`}
      idPrefix={idPrefix}
      layout={layout}
      title={title}
      description={describeSweep(series, paramName, metric)}
      role={layers.some((l) => l.interactive === true) ? 'group' : 'img'}
      data={{
        'data-series': series.length,
        'data-metric': metric,
        'data-points': series.reduce((n, s) => n + s.points.length, 0),
        'data-saturated': saturatedCount,
      }}
    >
      <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
      <YAxis ticks={yTicks} layout={layout} label={info.axisLabel} />
      <XAxis ticks={xTicks} layout={layout} label={paramName} />
      <SeriesLines
        series={series}
        styles={styles}
        d={(s) => path(s.points) ?? ''}
        offsetPx={offsetOf}
      />
      {layers.map((l) => (
        <g key={l.id} className="chart-layer" data-layer={l.id}>
          {l.render({
            x,
            y,
            xInvert: (px) => x.invert(px),
            yInvert: (px) => y.invert(px),
            xDomain: x.domain() as [number, number],
            yDomain: y.domain() as [number, number],
            plot,
            idPrefix,
          })}
        </g>
      ))}
      {series.map((s) => (
        <g
          key={`${s.key}-intervals`}
          className="chart-intervals"
          data-variant={s.key}
          data-intervals={s.intervals.length}
          stroke={styles.get(s.key)!.color}
        >
          {s.intervals.map((i) => (
            <g key={i.x}>
              <title>{`95% interval over ${i.n} seeds`}</title>
              <line x1={x(i.x)} x2={x(i.x)} y1={y(Math.max(0, i.lo))} y2={y(i.hi)} />
              <line x1={x(i.x) - 5} x2={x(i.x) + 5} y1={y(i.hi)} y2={y(i.hi)} />
              <line
                x1={x(i.x) - 5}
                x2={x(i.x) + 5}
                y1={y(Math.max(0, i.lo))}
                y2={y(Math.max(0, i.lo))}
              />
            </g>
          ))}
        </g>
      ))}
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
      {/* Off the scale, each variant's markers sit a step lower, so none hides another's. */}
      {series.map((s, i) => (
        <g key={s.key} className="chart-points-saturated" data-variant={s.key}>
          {s.saturated.map((p) => (
            <SaturatedMarker
              key={p.x}
              x={x(p.x)}
              y={p.y === null ? null : y(p.y)}
              top={plot.top + 12 + 20 * i}
              style={styles.get(s.key)!}
            />
          ))}
        </g>
      ))}
      {series.length === 0 && layers.length === 0 && (
        <EmptyPlot layout={layout} text="No results yet" />
      )}
    </ChartFrame>
  );
}
