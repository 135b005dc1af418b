/**
 * Tick labels for chart axes: every label of an axis gets the same number of decimals,
 * just enough to tell neighbouring ticks apart, with thousands separators (en-US, like the
 * rest of the UI). Also the microsecond-to-millisecond step the time axes need. Leaves out
 * SI prefixes and dates.
 */
import { formatMagnitude, formatSetting } from '../format.ts';

/** Decimals needed to write every tick distinctly (0 for whole ticks), at most 6. */
export function tickDecimals(ticks: readonly number[]): number {
  let decimals = 0;
  for (const t of ticks) {
    if (!Number.isFinite(t)) continue;
    while (
      decimals < 6 &&
      Math.abs(Number(t.toFixed(decimals)) - t) > 1e-9 * Math.max(1, Math.abs(t))
    )
      decimals++;
  }
  return decimals;
}

/** The labels of one axis's ticks. */
export function formatTicks(ticks: readonly number[]): string[] {
  const decimals = tickDecimals(ticks);
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Avoid "-0" for a tick that rounds to zero.
  return ticks.map((t) => format.format(Object.is(t, -0) ? 0 : t));
}

/**
 * A measured value for a data table, tooltip or label: digits that suit its magnitude
 * (`0.456`, `4.56`, `215.7`, `1,538`: see formatMagnitude in ui/format.ts), '—' when not
 * finite. Axis ticks are different: they share one number of decimals (formatTicks).
 */
export function formatValue(x: number): string {
  if (!Number.isFinite(x)) return '—';
  return formatMagnitude(x);
}

/** A swept setting or a count: `10`, `1,000`, `0.25`; '—' when not finite. */
export function formatSettingValue(x: number): string {
  if (!Number.isFinite(x)) return '—';
  return formatSetting(x);
}
