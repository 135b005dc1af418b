/**
 * A sketched prediction as a sweep-chart layer: a dashed magenta line through the placed
 * points, labelled "your prediction". While editable, a click or a drag on the plot places
 * the point of the nearest swept value at the pointer's height, and each point is a
 * focusable slider: arrow up and down move it, left and right go to its neighbours.
 * Leaves out the sketch's rules (sketch.ts) and the verdict (verdict.ts).
 */
import { line } from 'd3';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { SweepLayer, SweepScales } from '../charts/sweep-layer.ts';
import { nearestIndex, nudgePoint, placePoint, type SweepSketch } from './sketch.ts';

const PREDICTION_COLOR = '#B8008A';
const PREDICTION_DASH = '9 4 2 4';
/** Keyboard steps per y axis. */
const STEPS_PER_AXIS = 40;

/** The pointer's position in the chart's SVG coordinates. */
function svgPoint(event: PointerEvent<SVGElement>): { x: number; y: number } | null {
  const svg = event.currentTarget.ownerSVGElement;
  const matrix = svg?.getScreenCTM();
  if (svg === null || svg === undefined || matrix === null || matrix === undefined) return null;
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: p.x, y: p.y };
}

function Sketch(props: {
  sketch: SweepSketch;
  scales: SweepScales;
  onChange: ((next: SweepSketch) => void) | null;
  unit: string;
}) {
  const { sketch, scales, onChange, unit } = props;
  const { plot } = scales;
  const placed = sketch.points.filter((p): p is { x: number; y: number } => p.y !== null);
  const path = line<{ x: number; y: number }>()
    .x((p) => scales.x(p.x))
    .y((p) => scales.y(p.y));
  const step = (scales.yDomain[1] - scales.yDomain[0]) / STEPS_PER_AXIS;
  const placeAt = (event: PointerEvent<SVGElement>) => {
    const at = svgPoint(event);
    if (at === null || onChange === null) return;
    const index = nearestIndex(sketch, scales.xInvert(at.x));
    onChange(
      placePoint(sketch, index, scales.yInvert(Math.min(plot.bottom, Math.max(plot.top, at.y)))),
    );
  };
  const onKey = (index: number) => (event: KeyboardEvent<SVGElement>) => {
    if (onChange === null) return;
    const key = event.key;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      onChange(nudgePoint(sketch, index, key === 'ArrowUp' ? 1 : -1, step));
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      const next = index + (key === 'ArrowRight' ? 1 : -1);
      const handles =
        event.currentTarget.parentElement?.querySelectorAll<SVGElement>('.prediction-handle');
      handles?.[next]?.focus();
    }
  };
  return (
    <g className="chart-prediction" data-placed={placed.length} data-editable={onChange !== null}>
      {onChange !== null && (
        <rect
          className="prediction-surface"
          data-testid="prediction-surface"
          x={plot.left}
          y={plot.top}
          width={plot.right - plot.left}
          height={plot.bottom - plot.top}
          fill="transparent"
          style={{ cursor: 'crosshair', touchAction: 'none' }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            placeAt(event);
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) placeAt(event);
          }}
        />
      )}
      <path
        className="chart-prediction-line"
        d={path(placed) ?? ''}
        fill="none"
        stroke={PREDICTION_COLOR}
        strokeWidth={2}
        strokeDasharray={PREDICTION_DASH}
        pointerEvents="none"
      />
      {sketch.points.map((p, i) => {
        const label = `Your prediction at ${p.x}: ${p.y === null ? 'not placed' : `${p.y.toFixed(1)} ${unit}`}`;
        const cy = p.y === null ? plot.bottom : scales.y(p.y);
        return (
          <circle
            key={p.x}
            className="prediction-handle"
            cx={scales.x(p.x)}
            cy={cy}
            r={onChange === null ? 4 : 6}
            fill={p.y === null ? 'white' : PREDICTION_COLOR}
            fillOpacity={p.y === null ? 1 : 0.35}
            stroke={PREDICTION_COLOR}
            strokeWidth={1.5}
            strokeDasharray={p.y === null ? '2 2' : undefined}
            pointerEvents="none"
            {...(onChange === null
              ? {}
              : {
                  tabIndex: 0,
                  role: 'slider',
                  'aria-label': label,
                  'aria-valuenow': p.y ?? 0,
                  'aria-valuemin': 0,
                  'aria-valuemax': scales.yDomain[1],
                  'aria-valuetext': label,
                  onKeyDown: onKey(i),
                })}
          >
            <title>{label}</title>
          </circle>
        );
      })}
    </g>
  );
}

/**
 * The sketch as a layer for its metric; editable when `onChange` is given. `yHint` keeps
 * that much of the y axis in view before any result is in (the empty chart's scale).
 */
export function predictionLayer(
  sketch: SweepSketch,
  onChange: ((next: SweepSketch) => void) | null,
  yHint: number,
  unit: string,
): SweepLayer {
  const placedMax = Math.max(0, ...sketch.points.map((p) => p.y ?? 0));
  return {
    id: 'prediction',
    metric: sketch.metric,
    legend: [
      {
        id: 'prediction',
        label: 'your prediction',
        key: {
          kind: 'line',
          style: { color: PREDICTION_COLOR, dash: PREDICTION_DASH, shape: 'circle' },
        },
      },
    ],
    // While editable the scale holds still (a drag to the top must not grow it under the pointer).
    yMax: onChange === null ? placedMax : Math.max(yHint, placedMax),
    interactive: onChange !== null,
    render: (scales) => <Sketch sketch={sketch} scales={scales} onChange={onChange} unit={unit} />,
  };
}
