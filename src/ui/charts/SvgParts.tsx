/**
 * Small SVG pieces every chart draws: its accessible heading (title, desc, visible title
 * text), the axes with their ticks and labels, gridlines, a variant's line, every variant's
 * lines under the markers, and a point marker. React renders them; positions come from d3
 * scales in the charts. Leaves out the SVG element itself (ChartSvg.tsx) and the legend
 * (SvgLegend.tsx).
 */
import type { ChartLayout } from './chart-layout.ts';
import { pointShapePath } from './point-shapes.ts';
import type { VariantStyle } from './variant-styles.ts';

export interface Tick {
  value: number;
  position: number;
  label: string;
}

export function ChartHeading(props: {
  idPrefix: string;
  title: string;
  description: string;
  layout: ChartLayout;
}) {
  const { idPrefix, title, description, layout } = props;
  return (
    <>
      <title id={`${idPrefix}-title`}>{title}</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      <text className="chart-title" x={layout.legendX} y={layout.titleY}>
        {title}
      </text>
    </>
  );
}

export function XAxis(props: { ticks: readonly Tick[]; layout: ChartLayout; label: string }) {
  const { ticks, layout, label } = props;
  const { left, right, bottom } = layout.plot;
  return (
    <g className="chart-axis chart-axis-x">
      <line x1={left} x2={right} y1={bottom} y2={bottom} />
      {ticks.map((t) => (
        <g key={t.value} transform={`translate(${t.position}, ${bottom})`}>
          <line y2={6} />
          <text y={layout.xTickY - bottom} textAnchor="middle">
            {t.label}
          </text>
        </g>
      ))}
      <text
        className="chart-axis-label"
        x={(left + right) / 2}
        y={layout.xLabelY}
        textAnchor="middle"
      >
        {label}
      </text>
    </g>
  );
}

/**
 * The y axis: a gridline and a label per tick across the plot, the axis line at its left
 * and the axis label. A chart of facets draws one per facet: `left` and `right` bound its
 * gridlines (the plot's by default), and without a `label` it draws none.
 */
export function YAxis(props: {
  ticks: readonly Tick[];
  layout: ChartLayout;
  label?: string;
  left?: number;
  right?: number;
}) {
  const { ticks, layout, label } = props;
  const { top, bottom } = layout.plot;
  const left = props.left ?? layout.plot.left;
  const right = props.right ?? layout.plot.right;
  return (
    <g className="chart-axis chart-axis-y">
      {ticks.map((t) => (
        <g key={t.value}>
          <line className="chart-gridline" x1={left} x2={right} y1={t.position} y2={t.position} />
          <text x={left - 10} y={t.position} dy="0.35em" textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      <line x1={left} x2={left} y1={top} y2={bottom} />
      {label !== undefined && layout.yLabelY !== null && (
        <text className="chart-axis-label" x={layout.legendX} y={layout.yLabelY}>
          {label}
        </text>
      )}
    </g>
  );
}

/** A vertical gridline at each x tick, from the plot's top to its bottom. */
export function XGridlines(props: { ticks: readonly Tick[]; layout: ChartLayout }) {
  const { top, bottom } = props.layout.plot;
  return props.ticks.map((t) => (
    <line
      key={t.value}
      className="chart-gridline"
      x1={t.position}
      x2={t.position}
      y1={top}
      y2={bottom}
    />
  ));
}

/** A variant's line through its points (`d`), in its colour and dash. */
export function SeriesLine(props: {
  variant: string;
  d: string;
  style: VariantStyle;
  transform?: string | undefined;
}) {
  const { style } = props;
  return (
    <path
      className="chart-line"
      data-variant={props.variant}
      d={props.d}
      transform={props.transform}
      stroke={style.color}
      strokeDasharray={style.dash || undefined}
    />
  );
}

/**
 * Every variant's line, one `SeriesLine` a series in its variant's style, drawn before any
 * marker so that no line hides another's points. `d` draws a series' path; `offsetPx`, when
 * given, shifts a line down by that many px (equal lines drawn apart).
 */
export function SeriesLines<S extends { key: string }>(props: {
  series: readonly S[];
  styles: ReadonlyMap<string, VariantStyle>;
  d: (series: S) => string;
  offsetPx?: (key: string) => number;
}) {
  const { styles, d, offsetPx } = props;
  return props.series.map((s) => {
    const offset = offsetPx?.(s.key) ?? 0;
    return (
      <SeriesLine
        key={s.key}
        variant={s.key}
        d={d(s)}
        transform={offset === 0 ? undefined : `translate(0,${offset})`}
        style={styles.get(s.key)!}
      />
    );
  });
}

/** A variant's point shape at (x, y), filled in its colour with a white rim. */
export function PointMarker(props: { x: number; y: number; style: VariantStyle; area?: number }) {
  const { x, y, style, area } = props;
  return (
    <path
      className="chart-point"
      d={pointShapePath(style.shape, area ?? 72)}
      transform={`translate(${x}, ${y})`}
      fill={style.color}
    />
  );
}

/** The sentence an empty chart shows in the middle of its plot area. */
export function EmptyPlot(props: { layout: ChartLayout; text: string }) {
  const { plot } = props.layout;
  return (
    <text
      className="chart-empty"
      x={(plot.left + plot.right) / 2}
      y={(plot.top + plot.bottom) / 2}
      textAnchor="middle"
    >
      {props.text}
    </text>
  );
}
