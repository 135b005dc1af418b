/**
 * How the timeline writes simulated times and durations (given in whole µs) and playback
 * speeds: milliseconds with one decimal, microseconds below a tenth of a millisecond.
 * Leaves out locale choice: it follows `ui/format.ts`.
 */
import { durationToMs, timeToMs } from '../../base/time.ts';
import { formatCount, formatDecimal } from '../format.ts';

/** A duration: `4.2 ms`, or `40 µs` when shorter than 0.1 ms. */
export function formatDurationUs(us: number): string {
  if (Math.abs(us) < 100) return `${formatCount(us)} µs`;
  return `${formatDecimal(durationToMs(us))} ms`;
}

/** An instant on the run's clock: `1,234.5 ms`. */
export function formatInstantUs(us: number): string {
  return `${formatDecimal(timeToMs(us))} ms`;
}

/** A playback speed in simulated ms per wall-clock second: `40 ms/s`. */
export function formatSpeed(simMsPerSecond: number): string {
  const rounded = simMsPerSecond < 10 ? formatDecimal(simMsPerSecond) : formatCount(simMsPerSecond);
  return `${rounded.replace(/\.0$/, '')} ms/s`;
}
