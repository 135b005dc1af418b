/**
 * Rounding for printed results: 6 significant digits is plenty for a simulated measure and
 * makes a row's text stable (no 0.30000000000000004).
 */
export function tidy(x: number): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(6));
}

/** `numerator / denominator`, or 0 when there is nothing to divide by. */
export function ratioOrZero(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}
