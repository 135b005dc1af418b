/**
 * The response-time breakdown as bars: for each variant, the mean time a committed
 * transaction spends in each category, stacked end to end, with the state style each
 * category borrows from the timeline (colour, pattern, ink), which segments are wide
 * enough to carry their value, and the data table and description of the same numbers.
 * Leaves out drawing (BreakdownChart.tsx) and the scale (the caller's px per ms).
 */
import type { ResultRow } from '../../export/result-row.ts';
import { categoryValue, type BreakdownCategory, type BreakdownKey } from '../breakdown.ts';
import { STATE_STYLES, type DrawState, type StateStyle } from '../theme/states.ts';
import type { DataTable } from './data-table.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { formatValue } from './tick-format.ts';

/** The timeline state whose look each category takes. */
export const CATEGORY_STATES: Readonly<Record<BreakdownKey, DrawState>> = {
  cpuMs: 'cpu',
  cpuQueueMs: 'cpu-queue',
  ioMs: 'io',
  lockWaitMs: 'lock-wait',
  logWaitMs: 'log-wait',
  otherMs: 'idle-in-txn',
  busyMs: 'cpu',
  cacheMissMs: 'cache-miss',
  latchStallMs: 'latch-stall',
  failedMs: 'squash',
  idleMs: 'token-wait',
};

export function categoryStyle(key: BreakdownKey): StateStyle {
  return STATE_STYLES[CATEGORY_STATES[key]];
}

export interface LabelledResult {
  title: string;
  row: ResultRow;
}

export interface BarSegment {
  key: BreakdownKey;
  label: string;
  fromMs: number;
  toMs: number;
  /** The value written inside the segment, or null when it does not fit. */
  valueLabel: string | null;
}

export interface BreakdownBar {
  title: string;
  totalMs: number;
  segments: BarSegment[];
}

/** Inner padding a value label needs on each side, in px. */
const LABEL_PADDING = 6;

export function breakdownBars(
  rows: readonly LabelledResult[],
  categories: readonly BreakdownCategory[],
  pxPerMs: number,
  fontSize: number,
): BreakdownBar[] {
  return rows.map(({ title, row }) => {
    let at = 0;
    const segments: BarSegment[] = [];
    for (const c of categories) {
      const value = Math.max(0, categoryValue(row, c.key));
      if (value <= 0) continue;
      const text = formatValue(value);
      const fits = value * pxPerMs >= estimateTextWidth(text, fontSize) + 2 * LABEL_PADDING;
      segments.push({
        key: c.key,
        label: c.label,
        fromMs: at,
        toMs: at + value,
        valueLabel: fits ? text : null,
      });
      at += value;
    }
    return { title, totalMs: at, segments };
  });
}

export function breakdownTable(
  rows: readonly LabelledResult[],
  categories: readonly BreakdownCategory[],
): DataTable {
  return {
    columns: ['Variant', ...categories.map((c) => `${c.label} (ms)`), 'Mean response time (ms)'],
    rows: rows.map(({ title, row }) => [
      title,
      ...categories.map((c) => formatValue(categoryValue(row, c.key))),
      formatValue(row.meanResponseMs),
    ]),
  };
}

export function describeBreakdown(
  rows: readonly LabelledResult[],
  categories: readonly BreakdownCategory[],
): string {
  if (rows.length === 0) return 'Mean response time breakdown: no results yet.';
  const parts = rows.map(
    ({ title, row }) =>
      `${title}: ${formatValue(row.meanResponseMs)} ms in all; ` +
      categories.map((c) => `${c.label} ${formatValue(categoryValue(row, c.key))} ms`).join(', ') +
      '.',
  );
  return `Mean response time per committed transaction, by where it goes. ${parts.join(' ')}`;
}
