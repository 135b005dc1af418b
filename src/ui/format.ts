/**
 * Number formatting for the UI: one fixed locale so figures read the same everywhere and
 * match what the CLI prints in magnitude. Leaves out unit conversion: callers pass ms.
 */
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Milliseconds or transactions per second, one decimal: `215.7`. */
export function formatDecimal(x: number): string {
  return oneDecimal.format(x);
}

/** Counts, with thousands separators: `9,258`. */
export function formatCount(x: number): string {
  return whole.format(x);
}

/** A fraction in [0, 1] as a whole percentage: `45%`. */
export function formatPercent(fraction: number): string {
  return `${whole.format(Math.max(0, Math.min(1, fraction)) * 100)}%`;
}
