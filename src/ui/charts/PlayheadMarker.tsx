/**
 * The playhead on a time chart: a vertical line at the instant every view shows, updated
 * at most ten times a second (useThrottledStore), so a playing animation never re-renders
 * the chart, only this marker. Hidden outside the chart's time range; left out of exports.
 */
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { useThrottledStore } from '../store/use-throttled.ts';

const selectTime = (s: PlayheadState): number => s.timeUs;

export function PlayheadMarker(props: {
  playhead: Playhead;
  /** The x position of a simulated instant (µs), or null when it is off the chart. */
  toX: (timeUs: number) => number | null;
  top: number;
  bottom: number;
}) {
  const timeUs = useThrottledStore(props.playhead, selectTime, 100);
  const x = props.toX(timeUs);
  if (x === null) return null;
  return (
    <g className="chart-playhead" data-export="skip" data-time-us={timeUs}>
      <line x1={x} x2={x} y1={props.top} y2={props.bottom} />
      <path d={`M${x - 6},${props.top - 8} L${x + 6},${props.top - 8} L${x},${props.top} Z`} />
    </g>
  );
}
