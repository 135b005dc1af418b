/**
 * The response-time breakdown as one stacked horizontal bar per variant: where a committed
 * transaction's mean response time goes. d3 computes the stack, scales and ticks; React
 * renders the SVG. The bar's full length is the mean response time. The table holds the
 * same numbers, so the SVG is one labelled image; the legend is HTML so it reflows.
 */
import { max, scaleBand, scaleLinear, stack } from 'd3';
import { useId } from 'react';
import type { ResultRow } from '../../export/result-row.ts';
import type { BreakdownCategory, BreakdownKey } from '../breakdown.ts';
import { formatDecimal } from '../format.ts';
import type { LabelledRow } from './ResultsTable.tsx';

const WIDTH = 900;
const MARGIN = { top: 8, right: 110, bottom: 64, left: 12 };
const LABEL_HEIGHT = 26;
const BAR_HEIGHT = 34;
const ROW_GAP = 18;
const PLOT_LEFT = MARGIN.left;
const PLOT_RIGHT = WIDTH - MARGIN.right;

export function BreakdownChart(props: {
  rows: readonly LabelledRow[];
  categories: readonly BreakdownCategory[];
}) {
  const { rows, categories } = props;
  const id = useId();
  const step = LABEL_HEIGHT + BAR_HEIGHT + ROW_GAP;
  const plotBottom = MARGIN.top + rows.length * step;
  const height = plotBottom + MARGIN.bottom;

  const series = stack<ResultRow, BreakdownKey>()
    .keys(categories.map((c) => c.key))
    .value((row, key) => Math.max(0, row[key]))(rows.map((r) => r.row));
  const largest = max(series.at(-1) ?? [], (point) => point[1]) ?? 0;
  const x = scaleLinear()
    .domain([0, largest > 0 ? largest : 1])
    .nice()
    .range([PLOT_LEFT, PLOT_RIGHT]);
  const y = scaleBand<number>()
    .domain(rows.map((_, i) => i))
    .range([MARGIN.top, plotBottom]);
  const ticks = x.ticks(6);

  return (
    <figure className="breakdown-chart">
      <figcaption>
        <span className="figure-title">Where the response time goes</span>
        <ul className="legend" aria-label="Legend">
          {categories.map((c) => (
            <li key={c.key}>
              <span className="swatch" style={{ background: c.color }} aria-hidden="true" />
              {c.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Mean response time breakdown per variant</title>
        <desc id={`${id}-desc`}>
          {rows
            .map(
              ({ title, row }) =>
                `${title}: ${formatDecimal(row.meanResponseMs)} ms in all, ` +
                categories.map((c) => `${c.label} ${formatDecimal(row[c.key])}`).join(', '),
            )
            .join('. ')}
        </desc>
        {ticks.map((t) => (
          <line key={t} className="gridline" x1={x(t)} x2={x(t)} y1={MARGIN.top} y2={plotBottom} />
        ))}
        {rows.map(({ title, row }, i) => {
          const top = y(i) ?? 0;
          const barTop = top + LABEL_HEIGHT;
          const end = series.at(-1)?.[i]?.[1] ?? 0;
          return (
            <g key={row.variant ?? title}>
              <text className="bar-label" x={MARGIN.left} y={top + LABEL_HEIGHT - 8}>
                {title}
              </text>
              {series.map((s, k) => {
                const [from, to] = s[i] ?? [0, 0];
                const category = categories[k]!;
                if (to - from <= 0) return null;
                return (
                  <rect
                    key={category.key}
                    className="bar-segment"
                    x={x(from)}
                    y={barTop}
                    width={Math.max(0, x(to) - x(from))}
                    height={BAR_HEIGHT}
                    fill={category.color}
                  >
                    <title>{`${title}, ${category.label}: ${formatDecimal(to - from)} ms`}</title>
                  </rect>
                );
              })}
              <text className="bar-total" x={x(end) + 8} y={barTop + BAR_HEIGHT / 2} dy="0.35em">
                {formatDecimal(end)} ms
              </text>
            </g>
          );
        })}
        <g className="axis" transform={`translate(0, ${plotBottom})`}>
          <line x1={PLOT_LEFT} x2={PLOT_RIGHT} />
          {ticks.map((t) => (
            <g key={t} transform={`translate(${x(t)}, 0)`}>
              <line y2={6} />
              <text y={24} textAnchor="middle">
                {x.tickFormat(6)(t)}
              </text>
            </g>
          ))}
          <text className="axis-label" x={(PLOT_LEFT + PLOT_RIGHT) / 2} y={54} textAnchor="middle">
            Mean response time per committed transaction (ms)
          </text>
        </g>
      </svg>
    </figure>
  );
}
