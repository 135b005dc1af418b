/**
 * A legend drawn inside a chart's SVG, so an exported chart explains itself: a line
 * sample with the variant's dash and point shape, a swatch in a fill (a colour or a
 * pattern), or a mark of the chart's own (the paper's ring). Items wrap into rows
 * (legend-layout.ts).
 */
import type { ReactNode } from 'react';
import { legendLayout, LEGEND_METRICS } from './legend-layout.ts';
import { PointMarker } from './SvgParts.tsx';
import type { VariantStyle } from './variant-styles.ts';

export type LegendKey =
  | {
      kind: 'line';
      style: VariantStyle;
      /** A line without a point marker (theory). */ plain?: boolean;
    }
  | { kind: 'swatch'; fill: string; stroke?: string }
  /** A mark the chart draws itself, centred on (x, y). */
  | { kind: 'mark'; draw: (x: number, y: number) => ReactNode };

export interface LegendItem {
  id: string;
  label: string;
  key: LegendKey;
}

export function legendHeight(items: readonly LegendItem[], width: number): number {
  return legendLayout(
    items.map((i) => i.label),
    width,
  ).height;
}

export function SvgLegend(props: {
  items: readonly LegendItem[];
  x: number;
  y: number;
  width: number;
}) {
  const { items, x, y, width } = props;
  const m = LEGEND_METRICS;
  const placed = legendLayout(
    items.map((i) => i.label),
    width,
  );
  const mid = m.rowHeight / 2;
  return (
    <g className="chart-legend" transform={`translate(${x}, ${y})`}>
      {items.map((item, i) => {
        const at = placed.positions[i] ?? { x: 0, y: 0 };
        return (
          <g key={item.id} transform={`translate(${at.x}, ${at.y})`}>
            {item.key.kind === 'line' ? (
              <>
                <line
                  className="chart-line"
                  x1={0}
                  x2={m.keyWidth}
                  y1={mid}
                  y2={mid}
                  stroke={item.key.style.color}
                  strokeDasharray={item.key.style.dash || undefined}
                />
                {item.key.plain !== true && (
                  <PointMarker x={m.keyWidth / 2} y={mid} style={item.key.style} area={64} />
                )}
              </>
            ) : item.key.kind === 'mark' ? (
              item.key.draw(m.keyWidth / 2, mid)
            ) : (
              <rect
                className="chart-swatch"
                x={6}
                y={mid - 9}
                width={m.keyWidth - 12}
                height={18}
                fill={item.key.fill}
                stroke={item.key.stroke}
              />
            )}
            <text className="chart-legend-label" x={m.keyWidth + m.keyGap} y={mid} dy="0.35em">
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
