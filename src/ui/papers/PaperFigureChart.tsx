/**
 * One paper figure: the swept value across, the figure's quantity up; per variant our curve
 * (mean over seeds, 95% interval bars) and the paper's published values as a distinct
 * marker, a ring with a dot ("paper: Figure N" in the legend), a published range as a
 * dashed bar between its ends. Each of our points is a button: it opens that point as a
 * normal run (so the SVG is a group, not an image: an image holds no controls). The data
 * table lists ours and the paper's side by side. Leaves out log scales and saturated
 * points (the page's experiments are chosen not to saturate).
 */
import { extent, line, max, scaleLinear } from 'd3';
import { useId } from 'react';
import type { PublishedFigure } from '../../scenario/published-schema.ts';
import { ChartFrame, svgSafeId } from '../charts/ChartFrame.tsx';
import { legendHeight, SvgLegend, type LegendItem } from '../charts/SvgLegend.tsx';
import { PointMarker, XAxis, YAxis, type Tick } from '../charts/SvgParts.tsx';
import { formatTicks } from '../charts/tick-format.ts';
import { useChartWidth } from '../charts/use-chart-width.ts';
import { valueAxis } from '../charts/value-axis.ts';
import { variantStyles } from '../charts/variant-styles.ts';
import { figureTable, figureXs, oursText, paperText, type FigureSeries } from './figure-data.ts';

const PLOT_HEIGHT = 260;
const PAPER_INK = '#222';

/** The paper's marker: a ring with a dot, in the variant's colour. */
function PaperMarker(props: { x: number; y: number; color: string }) {
  return (
    <g className="paper-point">
      <circle cx={props.x} cy={props.y} r={7} fill="white" stroke={props.color} strokeWidth={2.5} />
      <circle cx={props.x} cy={props.y} r={2} fill={props.color} />
    </g>
  );
}

export interface PaperFigureChartProps {
  figure: PublishedFigure;
  series: readonly FigureSeries[];
  xLabel: string;
  scenarioId: string;
  /** Opens our point of `variant` at `x` as a normal run. */
  onOpen: (variant: string, x: number) => void;
}

export function PaperFigureChart(props: PaperFigureChartProps) {
  const { figure, series, xLabel } = props;
  const idPrefix = svgSafeId(useId());
  const { ref: widthRef, width } = useChartWidth<HTMLDivElement>();
  const styles = variantStyles(series.map((s) => s.variant));
  const d = figure.digits;
  const entries: LegendItem[] = [
    ...series.map((s) => {
      const label = `${s.title} (ours)`;
      return { id: label, label, key: { kind: 'line' as const, style: styles.get(s.variant)! } };
    }),
    {
      id: 'paper',
      label: series.some((s) => s.paper.length > 0)
        ? `paper: ${figure.figure}`
        : `paper: ${figure.figure} (no published numbers)`,
      key: {
        kind: 'mark',
        draw: (x: number, y: number) => <PaperMarker x={x} y={y} color={PAPER_INK} />,
      },
    },
  ];
  const top =
    max(series, (s) =>
      Math.max(
        max(s.ours, (p) => p.mean + p.halfWidth) ?? 0,
        max(s.paper, (p) => (typeof p.y === 'number' ? p.y : p.y[1])) ?? 0,
      ),
    ) ?? 0;
  const { y, yTicks, layout } = valueAxis({
    top,
    showTicks: true,
    width,
    plotHeight: PLOT_HEIGHT,
    legendHeight: legendHeight(entries, width - 24),
  });
  const { plot } = layout;
  const xs = figureXs(figure);
  const [lo, hi] = extent(xs);
  const x = scaleLinear()
    .domain(lo === undefined || hi === undefined ? [0, 1] : lo === hi ? [lo - 1, hi + 1] : [lo, hi])
    .nice()
    .range([plot.left, plot.right]);
  const xValues = x.ticks(Math.max(2, Math.floor((plot.right - plot.left) / 90)));
  const xLabels = formatTicks(xValues);
  const xTicks: Tick[] = xValues.map((v, i) => ({ value: v, position: x(v), label: xLabels[i]! }));
  const path = line<{ x: number; mean: number }>()
    .x((p) => x(p.x))
    .y((p) => y(p.mean));
  const title = figure.title;
  const description = series
    .map(
      (s) =>
        `${s.title}: ours ${s.ours.map((p) => `${oursText(p, d)} at ${p.x}`).join(', ') || 'not yet run'}; paper ${s.paper.map((p) => `${paperText(p.y, d)} at ${p.x}`).join(', ') || 'gives no number'}.`,
    )
    .join(' ');

  return (
    <ChartFrame
      testId="paper-chart"
      chartKind="sweep"
      chartName={`${figure.figure} chart`}
      scenarioId={props.scenarioId}
      widthRef={widthRef}
      table={figureTable(figure, series, xLabel)}
      tableCaption={`${figure.axisLabel} by ${xLabel}: ours and the paper's`}
      idPrefix={idPrefix}
      layout={layout}
      title={title}
      description={description}
      role="group"
      data={{
        'data-points': series.reduce((n, s) => n + s.ours.length, 0),
        'data-paper-points': series.reduce((n, s) => n + s.paper.length, 0),
      }}
    >
      <SvgLegend items={entries} x={layout.legendX} y={layout.legendY} width={width - 24} />
      <YAxis ticks={yTicks} layout={layout} label={figure.axisLabel} />
      <XAxis ticks={xTicks} layout={layout} label={xLabel} />
      {series.map((s) => {
        const style = styles.get(s.variant)!;
        return (
          <g key={s.variant} data-variant={s.variant}>
            <path
              className="chart-line"
              d={path(s.ours) ?? ''}
              stroke={style.color}
              strokeDasharray={style.dash || undefined}
            />
            <g className="chart-intervals" stroke={style.color}>
              {s.ours
                .filter((p) => p.n >= 2)
                .map((p) => (
                  <g key={p.x}>
                    <line
                      x1={x(p.x)}
                      x2={x(p.x)}
                      y1={y(Math.max(0, p.mean - p.halfWidth))}
                      y2={y(p.mean + p.halfWidth)}
                    />
                    <line
                      x1={x(p.x) - 5}
                      x2={x(p.x) + 5}
                      y1={y(p.mean + p.halfWidth)}
                      y2={y(p.mean + p.halfWidth)}
                    />
                    <line
                      x1={x(p.x) - 5}
                      x2={x(p.x) + 5}
                      y1={y(Math.max(0, p.mean - p.halfWidth))}
                      y2={y(Math.max(0, p.mean - p.halfWidth))}
                    />
                  </g>
                ))}
            </g>
          </g>
        );
      })}
      {series.map((s) => {
        const color = styles.get(s.variant)!.color;
        return (
          <g key={`${s.variant}-paper`} className="paper-points" data-variant={s.variant}>
            {s.paper.map((p) => {
              if (typeof p.y === 'number')
                return <PaperMarker key={p.x} x={x(p.x)} y={y(p.y)} color={color} />;
              const [a, b] = p.y;
              return (
                <g key={p.x} className="paper-range">
                  <line
                    x1={x(p.x)}
                    x2={x(p.x)}
                    y1={y(a)}
                    y2={y(b)}
                    stroke={color}
                    strokeWidth={2.5}
                    strokeDasharray="4 3"
                  />
                  <RangeCap x={x(p.x)} y={y(a)} color={color} />
                  <RangeCap x={x(p.x)} y={y(b)} color={color} />
                  <PaperMarker x={x(p.x)} y={y((a + b) / 2)} color={color} />
                </g>
              );
            })}
          </g>
        );
      })}
      {series.map((s) => (
        <g key={`${s.variant}-ours`} className="chart-points" data-variant={s.variant}>
          {s.ours.map((p) => (
            <g
              key={p.x}
              className="paper-open-point"
              role="button"
              tabIndex={0}
              aria-label={`Open ${s.title} at ${xLabel} ${p.x} as a run`}
              data-testid="paper-open-point"
              onClick={() => props.onOpen(s.variant, p.x)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  props.onOpen(s.variant, p.x);
                }
              }}
            >
              <title>{`${s.title} at ${p.x}: ${oursText(p, d)}. Click to open as a run.`}</title>
              <circle cx={x(p.x)} cy={y(p.mean)} r={12} fill="transparent" />
              <PointMarker x={x(p.x)} y={y(p.mean)} style={styles.get(s.variant)!} area={90} />
            </g>
          ))}
        </g>
      ))}
    </ChartFrame>
  );
}

/** A short horizontal stroke closing one end of a published range's dashed bar. */
function RangeCap({ x, y, color }: { x: number; y: number; color: string }) {
  return <line x1={x - 7} x2={x + 7} y1={y} y2={y} stroke={color} strokeWidth={2.5} />;
}
