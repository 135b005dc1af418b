/**
 * Where the difference in mean response time between two runs comes from, as a waterfall:
 * run A's mean, one floating bar per part that moved (up: grew in B; down: shrank), run
 * B's mean. The rows come from waterfall-bars.ts; names sit left of the plot, each bar's
 * signed value right of it, so the chart reads without colour (up and down also differ in
 * fill and pattern). Title, description and axis are inside the SVG so an export stands
 * alone; the data table holds every part with A, B and the difference.
 */
import { scaleLinear } from 'd3';
import { useId } from 'react';
import type { Waterfall } from '../../trace/attribution/waterfall.ts';
import { ChartFrame, svgSafeId } from './ChartFrame.tsx';
import { CHART_TYPE, chartLayout } from './chart-layout.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { XAxis, XGridlines, type Tick } from './SvgParts.tsx';
import { formatTicks } from './tick-format.ts';
import { useChartWidth } from './use-chart-width.ts';
import {
  describeWaterfall,
  waterfallRows,
  waterfallTable,
  type WaterfallRowKind,
} from './waterfall-bars.ts';

const TITLE = 'Where the difference in response time comes from';
const ROW = 30;
const BAR = 20;
const FILL: Record<WaterfallRowKind, string> = {
  total: '#5b6570',
  up: '#b3412f',
  down: '#2f7d4f',
  none: 'none',
};

export function WaterfallChart(props: {
  waterfall: Waterfall;
  aTitle: string;
  bTitle: string;
  scenarioId: string;
}) {
  const { waterfall: w, aTitle, bTitle } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const rows = waterfallRows(w, aTitle, bTitle);
  const values = rows.flatMap((r) => [r.fromMs, r.toMs]);
  const x = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1e-9, ...values)])
    .nice();
  const valueWidth = Math.max(
    ...rows.map((r) => estimateTextWidth(r.valueLabel, CHART_TYPE.value)),
  );
  const layout = chartLayout({
    width,
    plotHeight: rows.length * ROW,
    legendHeight: 0,
    // The row names take the place of y tick labels, sizing the left margin (bold: wider).
    yTickLabels: rows.map((r) => `${r.label}MMM`),
    hasYLabel: false,
    rightPad: valueWidth + 16,
  });
  const { plot } = layout;
  x.range([plot.left, plot.right]);
  const tickValues = x.ticks(6);
  const labels = formatTicks(tickValues);
  const ticks: Tick[] = tickValues.map((v, i) => ({ value: v, position: x(v), label: labels[i]! }));

  return (
    <ChartFrame
      testId="waterfall-chart"
      chartKind="waterfall"
      chartName="difference waterfall chart"
      scenarioId={props.scenarioId}
      widthRef={widthRef}
      table={waterfallTable(w, aTitle, bTitle)}
      tableCaption={`Mean response time per committed transaction by part, ${aTitle} (A) and ${bTitle} (B), ms`}
      idPrefix={idPrefix}
      layout={layout}
      title={TITLE}
      description={describeWaterfall(w, aTitle, bTitle)}
      data={{
        'data-steps': w.steps.length,
      }}
    >
      <defs>
        <pattern
          id={`${idPrefix}-down`}
          width={6}
          height={6}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={6} height={6} fill={FILL.down} />
          <line x1={0} y1={0} x2={0} y2={6} stroke="#ffffff" strokeWidth={2} />
        </pattern>
      </defs>
      <XGridlines ticks={ticks} layout={layout} />
      {rows.map((r, i) => {
        const y = plot.top + i * ROW + (ROW - BAR) / 2;
        const x0 = x(Math.min(r.fromMs, r.toMs));
        const x1 = x(Math.max(r.fromMs, r.toMs));
        const fill = r.kind === 'down' ? `url(#${idPrefix}-down)` : FILL[r.kind];
        const next = rows[i + 1];
        return (
          <g key={r.key} className={`chart-bar waterfall-${r.kind}`}>
            <text
              className="chart-bar-name"
              x={plot.left - 8}
              y={y + BAR / 2}
              dy="0.35em"
              textAnchor="end"
            >
              {r.label}
            </text>
            {r.kind !== 'none' && (
              <rect x={x0} y={y} width={Math.max(1, x1 - x0)} height={BAR} fill={fill}>
                <title>{`${r.label}: ${r.valueLabel} ms`}</title>
              </rect>
            )}
            {next !== undefined && next.kind !== 'total' && (
              <line
                className="chart-gridline"
                x1={x(r.toMs)}
                x2={x(r.toMs)}
                y1={y + BAR}
                y2={y + ROW}
                strokeDasharray="2 2"
              />
            )}
            <text className="chart-bar-total" x={x1 + 6} y={y + BAR / 2} dy="0.35em">
              {r.valueLabel}
            </text>
          </g>
        );
      })}
      <XAxis ticks={ticks} layout={layout} label="Mean response time (ms)" />
    </ChartFrame>
  );
}
