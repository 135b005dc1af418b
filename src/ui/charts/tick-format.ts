/**
 * Tick labels for chart axes: every label of an axis gets the same number of decimals,
 * just enough to tell neighbouring ticks apart, with thousands separators (en-US, like the
 * rest of the UI). Also the microsecond-to-millisecond step the time axes need. Leaves out
 * SI prefixes and dates.
 */

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

/** A value for a data table or label: `digits` decimals, thousands separators. */
export function formatValue(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return '—';
  return valueFormat(digits).format(x);
}

/** One formatter per number of decimals: making one costs far more than using it. */
const VALUE_FORMATS = new Map<number, Intl.NumberFormat>();

function valueFormat(digits: number): Intl.NumberFormat {
  let format = VALUE_FORMATS.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    VALUE_FORMATS.set(digits, format);
  }
  return format;
}
