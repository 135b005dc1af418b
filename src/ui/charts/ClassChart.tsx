/**
 * Results per transaction class: two facets side by side, small transactions and large
 * ones, each with its own y axis, one bar per variant in the variant's colour with its
 * point shape on top (so bars are told apart without colour) and its value above when it
 * fits. The metric is throughput, aborted attempts or mean response time. Legend, title
 * and axes are inside the SVG so an export stands alone; the data table has every value.
 */
import { useMetricMenu } from './MetricSelect.tsx';
import { scaleBand, scaleLinear } from 'd3';
import { useId } from 'react';
import type { LabelledResult } from './breakdown-bars.ts';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { CHART_TYPE, chartLayout } from './chart-layout.ts';
import {
  barValueLabel,
  classFacets,
  classMetricInfo,
  classTable,
  CLASS_METRICS,
  DEFAULT_CLASS_METRIC,
  describeClasses,
  type ClassMetric,
} from './class-series.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { EmptyPlot, PointMarker, YAxis } from './SvgParts.tsx';
import { formatTicks } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';
import { variantStyles } from './variant-styles.ts';

const PLOT_HEIGHT = 260;
/** Room above the tallest bar for its marker and value. */
const HEADROOM = 1.18;

export interface ClassChartProps {
  rows: readonly LabelledResult[];
  metric?: ClassMetric;
  onMetricChange?: (metric: ClassMetric) => void;
  /** For export file names. */
  scenarioId?: string;
}

export function ClassChart(props: ClassChartProps) {
  const { rows } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const { metric, menu: controls } = useMetricMenu(
    props,
    DEFAULT_CLASS_METRIC,
    CLASS_METRICS,
    `${idPrefix}-metric`,
  );
  const info = classMetricInfo(metric);
  const facets = classFacets(rows, metric);
  const styles = variantStyles(rows.map((r) => r.row.variant ?? 'run'));
  const title = `${info.name} per transaction class`;

  const legendItems: LegendItem[] = [...styles].map(([key, style]) => ({
    id: key,
    label: rows.find((r) => (r.row.variant ?? 'run') === key)?.title ?? key,
    key: { kind: 'line', style },
  }));
  const scales = facets.map((f) =>
    scaleLinear()
      .domain([0, f.max > 0 ? f.max * HEADROOM : 1])
      .nice(),
  );
  const tickValues = scales.map((y) => y.ticks(5));
  const tickLabels = tickValues.map((t) => formatTicks(t));
  const layout = chartLayout({
    width,
    plotHeight: PLOT_HEIGHT,
    legendHeight: legendHeight(legendItems, width - 24),
    yTickLabels: tickLabels[0] ?? [],
    hasYLabel: true,
    rightPad: 16,
  });
  const { plot } = layout;
  const secondAxis = Math.max(
    0,
    ...(tickLabels[1] ?? []).map((l) => estimateTextWidth(l, CHART_TYPE.tick)),
  );
  const facetGap = facets.length > 1 ? secondAxis + 14 + 32 : 0;
  const facetWidth = (plot.right - plot.left - facetGap) / Math.max(1, facets.length);

  return (
    <ChartFrame
      testId="class-chart"
      chartKind="class"
      chartName="per-class chart"
      scenarioId={props.scenarioId ?? 'scenario'}
      widthRef={widthRef}
      controls={controls}
      table={classTable(rows, metric)}
      tableCaption={`${info.axisLabel} per transaction class and variant`}
      idPrefix={idPrefix}
      layout={layout}
      title={title}
      description={describeClasses(facets, metric)}
      data={{
        'data-series': styles.size,
        'data-facets': facets.length,
        'data-metric': metric,
      }}
    >
      <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
      {layout.yLabelY !== null && (
        <g className="chart-axis">
          <text className="chart-axis-label" x={layout.legendX} y={layout.yLabelY}>
            {info.axisLabel}
          </text>
        </g>
      )}
      {facets.map((facet, i) => {
        const y = scales[i]!.range([plot.bottom, plot.top]);
        const left = plot.left + i * (facetWidth + facetGap);
        const right = left + facetWidth;
        const x = scaleBand<string>()
          .domain(facet.bars.map((b) => b.key))
          .range([left, right])
          .paddingInner(0.3)
          .paddingOuter(0.2);
        const labels = tickLabels[i]!;
        return (
          <g key={facet.cls} className="chart-facet" data-class={facet.cls}>
            <YAxis
              ticks={tickValues[i]!.map((v, j) => ({
                value: v,
                position: y(v),
                label: labels[j]!,
              }))}
              layout={layout}
              left={left}
              right={right}
            />
            <g className="chart-axis chart-axis-x">
              <line x1={left} x2={right} y1={plot.bottom} y2={plot.bottom} />
              <text
                className="chart-axis-label"
                x={(left + right) / 2}
                y={layout.xTickY + 6}
                textAnchor="middle"
              >
                {facet.title}
              </text>
            </g>
            {facet.bars.map((bar) => {
              if (bar.value === null) return null;
              const style = styles.get(bar.key)!;
              const x0 = x(bar.key) ?? left;
              const top = y(bar.value);
              const mid = x0 + x.bandwidth() / 2;
              const label = barValueLabel(bar.value, x.step(), CHART_TYPE.value);
              return (
                <g key={bar.key} className="chart-bar" data-variant={bar.key}>
                  <rect
                    className="chart-bar-segment"
                    x={x0}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, plot.bottom - top)}
                    fill={style.color}
                    fillOpacity={0.85}
                  >
                    <title>{`${facet.title}, ${bar.title}: ${label ?? bar.value} ${info.unit}`}</title>
                  </rect>
                  <PointMarker x={mid} y={top} style={style} area={80} />
                  {label !== null && (
                    <text className="chart-bar-value" x={mid} y={top - 12} textAnchor="middle">
                      {label}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
      {facets.length === 0 && <EmptyPlot layout={layout} text="No results per class yet" />}
    </ChartFrame>
  );
}
