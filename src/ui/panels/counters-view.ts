/**
 * The run's counters at the playhead as label/value pairs. Commits, aborts, deadlocks and
 * throughput count from the end of the warm-up, as the run statistics do; before it they
 * read "warming up" rather than a misleading zero. In-flight counts from the start.
 */
import { durationToMs } from '../../base/time.ts';
import type { Counters } from '../../trace/trace-state.ts';
import { formatCount, formatMagnitude } from '../format.ts';
import { formatMs } from './labels.ts';

export interface CounterItem {
  key: 'committed' | 'aborted' | 'deadlocks' | 'inFlight' | 'throughput' | 'measured';
  label: string;
  value: string;
  /** Shown after the value, smaller: "tps", "ms". */
  unit: string;
}

export interface CountersView {
  warmingUp: boolean;
  items: CounterItem[];
  /** One line under the figures: the warm-up, or what the figures count. */
  note: string;
}

export const WARMING_UP = 'warming up';

export function countersView(c: Counters, timeUs: number, warmupUs: number): CountersView {
  const warmingUp = timeUs < warmupUs;
  const measured = (value: string): string => (warmingUp ? WARMING_UP : value);
  const items: CounterItem[] = [
    { key: 'committed', label: 'Committed', value: measured(formatCount(c.committed)), unit: '' },
    { key: 'aborted', label: 'Aborted', value: measured(formatCount(c.aborted)), unit: '' },
    { key: 'deadlocks', label: 'Deadlocks', value: measured(formatCount(c.deadlocks)), unit: '' },
    { key: 'inFlight', label: 'In flight', value: formatCount(c.inFlight), unit: '' },
    {
      key: 'throughput',
      label: 'Throughput',
      value: measured(formatMagnitude(c.throughputTps)),
      unit: warmingUp ? '' : 'tps',
    },
    {
      key: 'measured',
      label: 'Measured',
      value: measured(formatMagnitude(durationToMs(c.measuredUs))),
      unit: warmingUp ? '' : 'ms',
    },
  ];
  const note = warmingUp
    ? `Warm-up until ${formatMs(warmupUs)}: ${formatCount(c.committedTotal)} committed, ` +
      `${formatCount(c.abortedTotal)} aborted so far, not counted.`
    : warmupUs > 0
      ? `Counted from the end of the warm-up at ${formatMs(warmupUs)}.`
      : 'Counted from the start of the run.';
  return { warmingUp, items, note };
}
