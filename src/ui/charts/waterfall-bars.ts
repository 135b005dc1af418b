/**
 * The waterfall chart's rows (WaterfallChart.tsx): run A's mean response time as a bar
 * from zero, then one floating bar per part that moved, from the running total before it
 * to the one after (up when the part grew in B, down when it shrank), then run B's mean
 * from zero. Also its data table and its one-sentence description. Figures are formatted
 * with ui/format.ts; a signed difference carries '+' or '-'. Pure: geometry is in ms.
 */
import type { Waterfall } from '../../trace/attribution/waterfall.ts';
import { formatMagnitude } from '../format.ts';
import type { DataTable } from './data-table.ts';

/** 'none': the part did not move (no bar, only its 0). */
export type WaterfallRowKind = 'total' | 'up' | 'down' | 'none';

export interface WaterfallRow {
  key: string;
  label: string;
  kind: WaterfallRowKind;
  fromMs: number;
  toMs: number;
  /** The text at the bar's end: a total, or a signed difference. */
  valueLabel: string;
}

export function signedMagnitude(x: number): string {
  return x > 0 ? `+${formatMagnitude(x)}` : formatMagnitude(x);
}

export function waterfallRows(w: Waterfall, aTitle: string, bTitle: string): WaterfallRow[] {
  return [
    {
      key: 'a',
      label: `${aTitle} (A)`,
      kind: 'total',
      fromMs: 0,
      toMs: w.aMeanMs,
      valueLabel: formatMagnitude(w.aMeanMs),
    },
    ...w.steps.map((s): WaterfallRow => ({
      key: s.key,
      label: s.label,
      kind: s.deltaMs > 0 ? 'up' : s.deltaMs < 0 ? 'down' : 'none',
      fromMs: s.fromMs,
      toMs: s.toMs,
      valueLabel: signedMagnitude(s.deltaMs),
    })),
    {
      key: 'b',
      label: `${bTitle} (B)`,
      kind: 'total',
      fromMs: 0,
      toMs: w.bMeanMs,
      valueLabel: formatMagnitude(w.bMeanMs),
    },
  ];
}

/** Part, A, B, difference; the last row is the mean response time itself. */
export function waterfallTable(w: Waterfall, aTitle: string, bTitle: string): DataTable {
  return {
    columns: ['Part', `A: ${aTitle} (ms)`, `B: ${bTitle} (ms)`, 'Difference B − A (ms)'],
    rows: [
      ...w.steps.map((s) => [
        s.label,
        formatMagnitude(s.aMs),
        formatMagnitude(s.bMs),
        signedMagnitude(s.deltaMs),
      ]),
      [
        'Mean response time',
        formatMagnitude(w.aMeanMs),
        formatMagnitude(w.bMeanMs),
        signedMagnitude(w.differenceMs),
      ],
    ],
  };
}

/** "From A's 64.0 ms to B's 16.0 ms (-48.0 ms); the largest parts: ..." */
export function describeWaterfall(w: Waterfall, aTitle: string, bTitle: string): string {
  const largest = [...w.steps]
    .sort((x, y) => Math.abs(y.deltaMs) - Math.abs(x.deltaMs))
    .slice(0, 3)
    .map((s) => `${s.label} ${signedMagnitude(s.deltaMs)} ms`);
  const head = `Mean response time from ${aTitle}'s ${formatMagnitude(w.aMeanMs)} ms to ${bTitle}'s ${formatMagnitude(w.bMeanMs)} ms (${signedMagnitude(w.differenceMs)} ms)`;
  return largest.length === 0 ? `${head}.` : `${head}; the largest parts: ${largest.join(', ')}.`;
}
