/**
 * The categories of a committed transaction's mean response time, in the order they are
 * stacked, with the labels and colours every view uses. Colours follow the timeline's
 * conventions (lock waits red, log waits grey) and differ in lightness as well as hue.
 */
import type { ResultRow } from '../export/result-row.ts';

export type BreakdownKey = 'cpuMs' | 'cpuQueueMs' | 'ioMs' | 'lockWaitMs' | 'logWaitMs' | 'otherMs';

export interface BreakdownCategory {
  key: BreakdownKey;
  label: string;
  color: string;
}

export const BREAKDOWN: readonly BreakdownCategory[] = [
  { key: 'cpuMs', label: 'CPU', color: '#1f5fa8' },
  { key: 'cpuQueueMs', label: 'CPU queue', color: '#8cc0ea' },
  { key: 'ioMs', label: 'I/O', color: '#d98a1c' },
  { key: 'lockWaitMs', label: 'Lock wait', color: '#c62828' },
  { key: 'logWaitMs', label: 'Log wait', color: '#7a7f87' },
  { key: 'otherMs', label: 'Other (restart delays)', color: '#c9b3e6' },
];

/** The categories worth showing for these rows: 'other' only when some row has some. */
export function visibleCategories(rows: readonly ResultRow[]): BreakdownCategory[] {
  return BREAKDOWN.filter((c) => c.key !== 'otherMs' || rows.some((r) => r.otherMs > 0.0005));
}
