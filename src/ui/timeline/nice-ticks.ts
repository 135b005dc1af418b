/**
 * "Nice" tick values for a linear axis, 1, 2 or 5 × 10^k apart, and labels with as many
 * decimals as the step needs: the same numbers and strings as d3's
 * `scaleLinear().domain([a, b]).ticks(count)` and `.tickFormat(count)` (d3-array's tickSpec,
 * d3-format's precisionFixed and its ",f" format with the locale's thousands commas and
 * minus sign), without d3 on the first screen. Pure; leaves out other formats (SI, percent)
 * and the reversed-domain order (callers pass from < to).
 */

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** [i1, i2, inc]: ticks are i·inc for i in [i1, i2], or i / -inc when inc < 0 (small steps). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** About `count` round values in [from, to] (from ≤ to). */
export function niceTicks(from: number, to: number, count: number): number[] {
  if (!(count > 0)) return [];
  if (from === to) return [from];
  const [i1, i2, inc] = tickSpec(from, to, count);
  if (!(i2 >= i1)) return [];
  const ticks: number[] = [];
  // (i1 + k), not a counter from i1: a rounded -0 then reads 0, as in d3.
  for (let k = 0; k <= i2 - i1; k++) ticks.push(inc < 0 ? (i1 + k) / -inc : (i1 + k) * inc);
  return ticks;
}

/** The distance between the ticks `niceTicks(from, to, count)` gives. */
export function niceTickStep(from: number, to: number, count: number): number {
  const inc = tickSpec(from, to, count)[2];
  return inc < 0 ? 1 / -inc : inc;
}

/** Decimals a label needs for ticks `step` apart (d3-format's precisionFixed). */
export function decimalsForStep(step: number): number {
  const exponent = Number(Math.abs(step).toExponential().split('e')[1]);
  return Number.isNaN(exponent) ? 0 : Math.max(0, -exponent);
}

/** `value` with fixed decimals, thousands commas and a true minus sign (d3's ",.Nf"). */
export function formatFixed(value: number, decimals: number): string {
  const negative = value < 0 || 1 / value < 0;
  const text = Math.abs(value).toFixed(decimals);
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const body = grouped + (dot < 0 ? '' : text.slice(dot));
  // d3 drops the sign of a value that rounds to zero ("−0.00" reads "0.00").
  return negative && Number(text) !== 0 ? `\u2212${body}` : body;
}

/** The label format of `niceTicks(from, to, count)`: d3's `tickFormat(count)`. */
export function niceTickFormat(from: number, to: number, count: number): (v: number) => string {
  const decimals = decimalsForStep(niceTickStep(from, to, count));
  return (v) => formatFixed(v, decimals);
}
