/**
 * The theory overlay drawn on a sweep chart: each curve of theory-curves.ts as a thin
 * dashed grey line clipped to the plot (an open queue's response grows without bound), and
 * Tay's marker as a dotted vertical line with a short label. Every legend entry starts with
 * "theory:", so nobody mistakes them for results. Leaves out the maths (src/theory).
 */
import { line } from 'd3';
import type { LegendItem } from '../charts/SvgLegend.tsx';
import type { SweepLayer, SweepScales } from '../charts/sweep-layer.ts';
import type { VariantStyle } from '../charts/variant-styles.ts';
import type { TheoryCurve, TheoryMarker, TheoryOverlay } from './theory-curves.ts';

const THEORY_COLOR = '#555555';
const TAY_COLOR = '#7B3294';
const DASH: Record<TheoryCurve['kind'], string> = { bound: '7 4', mva: '2 3', open: '2 3' };

function styleOf(kind: TheoryCurve['kind']): VariantStyle {
  return { color: THEORY_COLOR, dash: DASH[kind], shape: 'circle' };
}

function clipId(scales: SweepScales, id: string): string {
  return `${scales.idPrefix}-${id}-clip`;
}

function ClipToPlot({ scales, id }: { scales: SweepScales; id: string }) {
  const { plot } = scales;
  return (
    <clipPath id={clipId(scales, id)}>
      <rect
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={plot.bottom - plot.top}
      />
    </clipPath>
  );
}

function curveLayer(curve: TheoryCurve): SweepLayer {
  const legend: LegendItem[] = [
    {
      id: curve.id,
      label: curve.label,
      key: { kind: 'line', style: styleOf(curve.kind), plain: true },
    },
  ];
  const finite = curve.points.filter((p) => Number.isFinite(p.y));
  // An open queue's curve rises steeply at the end: keep its first half in view, not its tail.
  const keep = curve.kind === 'open' ? finite.slice(0, Math.ceil(finite.length * 0.8)) : finite;
  return {
    id: curve.id,
    metric: curve.metric,
    legend,
    yMax: Math.max(0, ...keep.map((p) => p.y)),
    clipped: true,
    render: (scales) => {
      const path = line<{ x: number; y: number }>()
        .x((p) => scales.x(p.x))
        .y((p) => scales.y(p.y));
      return (
        <>
          <ClipToPlot scales={scales} id={curve.id} />
          <path
            className="chart-theory-line"
            data-theory={curve.kind}
            d={path(finite) ?? ''}
            fill="none"
            stroke={THEORY_COLOR}
            strokeWidth={1.5}
            strokeDasharray={DASH[curve.kind]}
            clipPath={`url(#${clipId(scales, curve.id)})`}
          />
        </>
      );
    },
  };
}

function markerLayer(marker: TheoryMarker): SweepLayer {
  return {
    id: marker.id,
    metric: marker.metric,
    legend: [
      {
        id: marker.id,
        label: marker.label,
        key: {
          kind: 'line',
          style: { color: TAY_COLOR, dash: '1 3', shape: 'circle' },
          plain: true,
        },
      },
    ],
    yMax: 0,
    render: (scales) => {
      if (!marker.inSweep) return null;
      const px = scales.x(marker.x);
      return (
        <g className="chart-theory-marker" data-theory="tay" data-x={marker.x}>
          <title>{marker.label}</title>
          <line
            x1={px}
            x2={px}
            y1={scales.plot.top}
            y2={scales.plot.bottom}
            stroke={TAY_COLOR}
            strokeWidth={1.5}
            strokeDasharray="1 3"
          />
          <text x={px + 4} y={scales.plot.top + 12} fill={TAY_COLOR} fontSize={11}>
            k²N/D = 1.5
          </text>
        </g>
      );
    },
  };
}

/** The overlay as sweep-chart layers (none for null). */
export function theoryLayers(overlay: TheoryOverlay | null): SweepLayer[] {
  if (overlay === null) return [];
  return [...overlay.curves.map(curveLayer), ...overlay.markers.map(markerLayer)];
}
