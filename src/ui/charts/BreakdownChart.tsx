/**
 * Where a committed transaction's mean response time goes, one stacked horizontal bar per
 * variant: CPU, CPU queue, I/O, lock wait, log wait and other, in ms. Each category has
 * its timeline state's colour and pattern (readable without colour), segments wide enough
 * carry their value, and the bar's end carries the total. The legend, title and axis are
 * inside the SVG so an export stands alone. Leaves out percentages (the table has ms).
 */
import { scaleLinear } from 'd3';
import { useId } from 'react';
import { categoryValue, visibleCategories } from '../breakdown.ts';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { CHART_TYPE, chartLayout } from './chart-layout.ts';
import {
  breakdownBars,
  breakdownTable,
  categoryStyle,
  describeBreakdown,
  type LabelledResult,
} from './breakdown-bars.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { PatternDefs, patternId } from './PatternDefs.tsx';
import { legendHeight, SvgLegend, type LegendItem } from './SvgLegend.tsx';
import { EmptyPlot, XAxis, XGridlines, type Tick } from './SvgParts.tsx';
import { formatTicks, formatValue } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';

const TITLE = 'Where the response time goes';
const NAME_HEIGHT = 24;
const BAR_HEIGHT = 36;
const ROW_GAP = 16;

export interface BreakdownChartProps {
  rows: readonly LabelledResult[];
  /** For export file names. */
  scenarioId?: string;
}

export function BreakdownChart(props: BreakdownChartProps) {
  const { rows } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const categories = visibleCategories(rows.map((r) => r.row));
  const styles = categories.map((c) => categoryStyle(c.key));

  const legendItems: LegendItem[] = categories.map((c, i) => ({
    id: c.key,
    label: c.label,
    key: { kind: 'swatch', fill: `url(#${patternId(idPrefix, styles[i]!)})`, stroke: '#5b6570' },
  }));
  const step = NAME_HEIGHT + BAR_HEIGHT + ROW_GAP;
  const totals = rows.map((r) =>
    categories.reduce((s, c) => s + Math.max(0, categoryValue(r.row, c.key)), 0),
  );
  const largest = Math.max(0, ...totals);
  const x = scaleLinear()
    .domain([0, largest > 0 ? largest : 1])
    .nice();
  const tickValues = rows.length > 0 ? x.ticks(6) : [];
  const totalLabelWidth = estimateTextWidth(`${formatValue(largest)} ms`, CHART_TYPE.tick) + 16;
  const layout = chartLayout({
    width,
    plotHeight: Math.max(1, rows.length) * step - ROW_GAP + 8,
    legendHeight: legendHeight(legendItems, width - 24),
    yTickLabels: [],
    hasYLabel: false,
    rightPad: totalLabelWidth,
  });
  const { plot } = layout;
  x.range([plot.left, plot.right]);
  const labels = formatTicks(tickValues);
  const ticks: Tick[] = tickValues.map((v, i) => ({ value: v, position: x(v), label: labels[i]! }));
  const pxPerMs = (plot.right - plot.left) / (x.domain()[1] ?? 1);
  const bars = breakdownBars(rows, categories, pxPerMs, CHART_TYPE.value);

  return (
    <ChartFrame
      testId="breakdown-chart"
      chartKind="breakdown"
      chartName="response time breakdown chart"
      scenarioId={props.scenarioId ?? 'scenario'}
      widthRef={widthRef}
      table={breakdownTable(rows, categories)}
      tableCaption="Mean response time per committed transaction, by category (ms)"
      idPrefix={idPrefix}
      layout={layout}
      title={TITLE}
      description={describeBreakdown(rows, categories)}
      data={{
        'data-series': bars.length,
      }}
    >
      <PatternDefs prefix={idPrefix} styles={styles} />
      <SvgLegend items={legendItems} x={layout.legendX} y={layout.legendY} width={width - 24} />
      <XGridlines ticks={ticks} layout={layout} />
      {bars.map((bar, i) => {
        const top = plot.top + i * step;
        const barTop = top + NAME_HEIGHT;
        return (
          <g key={`${i}-${bar.title}`} className="chart-bar">
            <text className="chart-bar-name" x={plot.left} y={top + NAME_HEIGHT - 7}>
              {bar.title}
            </text>
            {bar.segments.map((s) => {
              const style = categoryStyle(s.key);
              const x0 = x(s.fromMs);
              const x1 = x(s.toMs);
              return (
                <g key={s.key}>
                  <rect
                    className="chart-bar-segment"
                    x={x0}
                    y={barTop}
                    width={Math.max(0, x1 - x0)}
                    height={BAR_HEIGHT}
                    fill={`url(#${patternId(idPrefix, style)})`}
                  >
                    <title>{`${bar.title}, ${s.label}: ${formatValue(s.toMs - s.fromMs)} ms`}</title>
                  </rect>
                  {s.valueLabel !== null && (
                    <text
                      className="chart-bar-value"
                      x={(x0 + x1) / 2}
                      y={barTop + BAR_HEIGHT / 2}
                      dy="0.35em"
                      textAnchor="middle"
                    >
                      {s.valueLabel}
                    </text>
                  )}
                </g>
              );
            })}
            <text
              className="chart-bar-total"
              x={x(bar.totalMs) + 8}
              y={barTop + BAR_HEIGHT / 2}
              dy="0.35em"
            >
              {formatValue(bar.totalMs)} ms
            </text>
          </g>
        );
      })}
      {rows.length === 0 && <EmptyPlot layout={layout} text="No results yet" />}
      <XAxis ticks={ticks} layout={layout} label="Mean response time (ms)" />
    </ChartFrame>
  );
}
