/**
 * Throughput over simulated time for one to four runs overlaid, one line per variant
 * (colour, dash and point shape), counted in time windows (throughput-series.ts). The
 * warm-up is shaded and labelled; a playhead marker follows the shared Playhead. d3
 * computes scales, ticks and the line paths; React renders every element. Leaves out
 * zooming (the timeline zooms) and per-type lines.
 */
import { line, max, scaleLinear } from 'd3';
import { memo, useId, useMemo } from 'react';
import type { RunView } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { CHART_TYPE } from './chart-layout.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { PlayheadMarker } from './PlayheadMarker.tsx';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { EmptyPlot, PointMarker, SeriesLines, XAxis, YAxis, type Tick } from './SvgParts.tsx';
import { runsThroughput } from './throughput-runs.ts';
import { describeThroughput, throughputTable } from './throughput-text.ts';
import { usToMs } from '../../base/time.ts';
import { formatSettingValue, formatTicks } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';
import { valueAxis } from './value-axis.ts';
import { variantStyles } from './variant-styles.ts';

const TITLE = 'Throughput over time';
const PLOT_HEIGHT = 300;
/** Markers per line: enough to tell lines apart, few enough not to clutter. */
const MARKERS_PER_LINE = 8;

export interface ThroughputChartProps {
  runs: readonly RunView[];
  playhead?: Playhead;
  /** For export file names; defaults to the runs' scenario. */
  scenarioId?: string;
  /** Window width in simulated µs; chosen from the run length when left out. */
  bucketUs?: number;
}

function ThroughputChartView(props: ThroughputChartProps) {
  const { runs, playhead } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const data = useMemo(() => runsThroughput(runs, props.bucketUs), [runs, props.bucketUs]);
  const { series, startUs, endUs, warmupEndUs, bucketUs } = data;
  const styles = variantStyles(series.map((s) => s.key));
  const scenarioId = props.scenarioId ?? runs[0]?.model.run.scenarioId ?? 'scenario';

  const legendItems: LegendItem[] = series.map((s) => ({
    id: s.key,
    label: s.truncated ? `${s.title} (trace cut short)` : s.title,
    key: { kind: 'line', style: styles.get(s.key)! },
  }));
  const hasWarmup = warmupEndUs > startUs;
  if (hasWarmup)
    legendItems.push({
      id: 'warmup',
      label: 'Warm-up (not measured)',
      key: { kind: 'swatch', fill: '#e4e8ee' },
    });

  const top = max(series, (s) => max(s.points, (p) => p.tps)) ?? 0;
  const { y, yTicks, layout } = valueAxis({
    top,
    showTicks: series.length > 0,
    width,
    plotHeight: PLOT_HEIGHT,
    legendHeight: legendHeight(legendItems, width - 24),
  });
  const { plot } = layout;
  const x = scaleLinear()
    .domain([usToMs(startUs), usToMs(endUs)])
    .range([plot.left, plot.right]);
  const xTickValues =
    series.length > 0 ? x.ticks(Math.max(2, Math.floor((plot.right - plot.left) / 110))) : [];
  const xLabels = formatTicks(xTickValues);
  const xTicks: Tick[] = xTickValues.map((v, i) => ({
    value: v,
    position: x(v),
    label: xLabels[i]!,
  }));
  const path = line<{ startUs: number; endUs: number; tps: number }>()
    .x((p) => x(usToMs((p.startUs + p.endUs) / 2)))
    .y((p) => y(p.tps));
  const description = describeThroughput(series, hasWarmup ? warmupEndUs : 0, bucketUs);
  const warmupRight = x(usToMs(warmupEndUs));
  // The label goes inside the shaded band when it fits, else just right of its edge.
  const warmupFits = warmupRight - plot.left >= estimateTextWidth('Warm-up', CHART_TYPE.value) + 12;
  const toX = (timeUs: number): number | null =>
    timeUs < startUs || timeUs > endUs || runs.length === 0 ? null : x(usToMs(timeUs));

  return (
    <ChartFrame
      testId="throughput-chart"
      chartKind="throughput"
      chartName="throughput chart"
      scenarioId={scenarioId}
      widthRef={widthRef}
      table={throughputTable(series)}
      tableCaption={`${TITLE} (tx/s per ${formatSettingValue(usToMs(bucketUs))} ms window)`}
      idPrefix={idPrefix}
      layout={layout}
      title={TITLE}
      description={description}
      data={{
        'data-series': series.length,
      }}
    >
      <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
      {hasWarmup && (
        <g className="chart-warmup">
          <rect
            x={plot.left}
            y={plot.top}
            width={Math.max(0, warmupRight - plot.left)}
            height={plot.bottom - plot.top}
          />
          <line x1={warmupRight} x2={warmupRight} y1={plot.top} y2={plot.bottom} />
          <text
            x={warmupFits ? warmupRight - 6 : warmupRight + 6}
            y={plot.top + CHART_TYPE.value + 4}
            textAnchor={warmupFits ? 'end' : 'start'}
          >
            Warm-up
          </text>
        </g>
      )}
      <YAxis ticks={yTicks} layout={layout} label="Throughput (tx/s)" />
      <XAxis ticks={xTicks} layout={layout} label="Simulated time (ms)" />
      <SeriesLines series={series} styles={styles} d={(s) => path(s.points) ?? ''} />
      {series.map((s, k) => {
        // A few markers per line, staggered between lines so they do not pile up.
        const every = Math.max(1, Math.ceil(s.points.length / MARKERS_PER_LINE));
        const offset = Math.floor((k * every) / Math.max(1, series.length));
        return (
          <g key={s.key} className="chart-points" data-variant={s.key}>
            {s.points.map((p, i) =>
              (i - offset) % every === 0 ? (
                <PointMarker
                  key={p.startUs}
                  x={x(usToMs((p.startUs + p.endUs) / 2))}
                  y={y(p.tps)}
                  style={styles.get(s.key)!}
                />
              ) : null,
            )}
          </g>
        );
      })}
      {series.length === 0 && <EmptyPlot layout={layout} text="No runs yet" />}
      {playhead !== undefined && (
        <PlayheadMarker playhead={playhead} toX={toX} top={plot.top} bottom={plot.bottom} />
      )}
    </ChartFrame>
  );
}

/** Memoized: a page re-render with the same props (a progress message of another run) skips it. */
export const ThroughputChart = memo(ThroughputChartView);
