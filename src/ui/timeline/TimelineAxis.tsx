/**
 * The time axis above the lanes: tick marks and millisecond labels from a d3 scale. It
 * follows the window without re-rendering while the window only slides: the tick band is
 * translated in place, and React renders new ticks only when the zoom changes or the
 * window leaves the band. Labels near an edge are pushed inwards, so the first and last
 * stay whole. Leaves out zoom gestures (use-time-zoom.ts attaches them).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ReadableStore } from '../store/store.ts';
import {
  axisBand,
  bandServes,
  bandShiftPx,
  labelPlacement,
  labelWidthPx,
  type AxisBand,
} from './axis-ticks.ts';
import type { TimeWindow } from './time-window.ts';

export const AXIS_HEIGHT = 40;

export interface TimelineAxisProps {
  windowStore: ReadableStore<TimeWindow>;
  widthPx: number;
  svgRef: RefObject<SVGSVGElement | null>;
}

/** Keeps each label of `group` whole inside the axis for the band shifted by `shiftPx`. */
function placeLabels(group: SVGGElement | null, band: AxisBand, shiftPx: number, widthPx: number) {
  if (group === null) return;
  const labels = group.querySelectorAll<SVGTextElement>('text');
  band.ticks.forEach((tick, i) => {
    const text = labels[i];
    if (text === undefined) return;
    const place = labelPlacement(tick.offsetPx + shiftPx, widthPx, labelWidthPx(tick.label));
    text.setAttribute('dx', String(place.dx));
    text.setAttribute('visibility', place.visible ? 'visible' : 'hidden');
  });
}

export function TimelineAxis({ windowStore, widthPx, svgRef }: TimelineAxisProps) {
  const [band, setBand] = useState<AxisBand>(() => axisBand(windowStore.get(), widthPx));
  const bandRef = useRef(band);
  bandRef.current = band;
  const groupRef = useRef<SVGGElement>(null);

  useEffect(() => {
    const update = (): void => {
      const w = windowStore.get();
      const current = bandRef.current;
      if (!bandServes(current, w, widthPx)) {
        const next = axisBand(w, widthPx);
        bandRef.current = next;
        setBand(next);
        return;
      }
      const shift = bandShiftPx(current, w);
      groupRef.current?.setAttribute('transform', `translate(${shift},0)`);
      placeLabels(groupRef.current, current, shift, widthPx);
    };
    update();
    return windowStore.subscribe(update);
  }, [windowStore, widthPx]);

  // The band's shift is only ever set here and in the subscription, never through JSX, so
  // React cannot leave a stale value behind after an imperative update.
  useLayoutEffect(() => {
    const shift = bandShiftPx(band, windowStore.get());
    groupRef.current?.setAttribute('transform', `translate(${shift},0)`);
    placeLabels(groupRef.current, band, shift, widthPx);
  });

  return (
    <svg
      ref={svgRef}
      className="timeline-axis"
      width={Math.max(0, widthPx)}
      height={AXIS_HEIGHT}
      role="img"
      aria-label="Time axis in milliseconds of simulated time. Scroll the wheel here to zoom, drag to pan."
    >
      <line
        x1={0}
        x2={widthPx}
        y1={AXIS_HEIGHT - 1}
        y2={AXIS_HEIGHT - 1}
        className="timeline-axis-line"
      />
      <g ref={groupRef}>
        {band.ticks.map((tick) => (
          <g key={tick.t} transform={`translate(${tick.offsetPx},0)`}>
            <line y1={AXIS_HEIGHT - 10} y2={AXIS_HEIGHT} className="timeline-axis-tick" />
            <text y={AXIS_HEIGHT - 16} textAnchor="middle" className="timeline-axis-label">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
