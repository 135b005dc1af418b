/**
 * Exponential durations in whole microseconds, the same integers as
 * `Math.round(toUs(exponential(rng, mean)))` bit for bit, at about half the cost.
 *
 * `Math.log` (fdlibm's, with a division, called out of the JIT's code) is most of the cost
 * of a draw. Here the logarithm of the uniform n / 2^32 (n = the stream's next word + 1, as
 * `nextOpen` gives) comes from a 256-entry table and a short series instead, within about
 * 1e-14 of `Math.log` (1.1e-14 the most measured). That is almost always far from a
 * rounding boundary: when the result lies within a safe margin (1e-13 of the mean, plus a
 * few units in the last place) of a half-integer, the draw is recomputed exactly the old
 * way from the same word, so the integer is always the one the old code gave and the
 * stream advances by one word either way. The tests compare the two on two million draws;
 * every one of the 2^32 words was compared once by hand at a mean of 1,000 µs.
 *
 * Leaves out: the unrounded value (`exponential` stays the one for that), and conversions
 * that are not a multiplication by a constant (`toUs` must be a unit conversion).
 */
import type { RandomStream } from './random.ts';

const TABLE_BITS = 8;
const TABLE_SIZE = 1 << TABLE_BITS;
const LOW_BITS = 32 - TABLE_BITS;
const LOW_MASK = (1 << LOW_BITS) - 1;
const TWO_32 = 4294967296;
/** 1 / c_j / 2^32, with c_j the middle of the j-th 256th of [1, 2), and log(c_j). */
const RECIPROCAL = new Float64Array(TABLE_SIZE);
const LOG_C = new Float64Array(TABLE_SIZE);
for (let j = 0; j < TABLE_SIZE; j++) {
  const reciprocal = 1 / (1 + (j + 0.5) / TABLE_SIZE);
  RECIPROCAL[j] = reciprocal / TWO_32;
  LOG_C[j] = -Math.log(reciprocal);
}
/** log(2^-(1 + z)) for z leading zeros of n: the power of two of n / 2^32. */
const LOG_POWER = new Float64Array(33);
for (let z = 0; z <= 32; z++) LOG_POWER[z] = (-1 - z) * Math.LN2;

/** How far the fast logarithm may be from `Math.log`, with room to spare (it is ~1e-14). */
const LOG_ERROR = 1e-13;
/** Relative room for the roundings of the products after the logarithm. */
const PRODUCT_ERROR = 1e-15;

/**
 * log(n / 2^32) for an integer n in [1, 2^32), within 2e-14: n / 2^32 = 2^-(1 + z) · m with
 * m in [1, 2); m = c_j · (1 + r) with |r| < 2^-9, r computed from the bits of m below the
 * table's 8 (an exact integer) with one rounding; log(1 + r) by its series to r^4.
 */
function fastLog32(n: number): number {
  const z = Math.clz32(n);
  const fraction = (n << z) << 1; // the bits after the leading one, at the top of 32
  const j = fraction >>> LOW_BITS;
  const r = ((fraction & LOW_MASK) - (1 << (LOW_BITS - 1))) * RECIPROCAL[j]!;
  const series = r * (1 + r * (-0.5 + r * (1 / 3 - 0.25 * r)));
  return LOG_POWER[z]! + LOG_C[j]! + series;
}

/**
 * Math.round(y) when y, a draw computed with the fast logarithm, lies safely away from a
 * rounding boundary (`slack` the logarithm's error times the mean in µs); -1 when it does
 * not, and the caller computes the draw exactly.
 */
function roundedIfSafe(y: number, slack: number): number {
  if (!(y > 0)) return -1;
  const t = y + 0.5;
  const whole = Math.floor(t);
  const margin = slack + y * PRODUCT_ERROR;
  return t - whole > margin && whole + 1 - t > margin ? whole : -1;
}

/** `Math.round(exponential(rng, meanUs))`, bit for bit: an exponential duration in whole µs. */
export function exponentialWholeUs(rng: RandomStream, meanUs: number): number {
  const n = rng.nextUint32() + 1;
  if (n < TWO_32) {
    const whole = roundedIfSafe(-meanUs * fastLog32(n), Math.abs(meanUs) * LOG_ERROR);
    if (whole >= 0) return whole;
  }
  return Math.round(-meanUs * Math.log(n / TWO_32));
}

/**
 * A sampler of `Math.round(toUs(exponential(rng, mean)))`, bit for bit, for a mean in the
 * unit that `toUs` (a multiplication by a constant, such as `msToUs`) converts.
 */
export function roundedExponentialSampler(
  mean: number,
  toUs: (value: number) => number,
): (rng: RandomStream) => number {
  const slack = Math.abs(toUs(mean)) * LOG_ERROR;
  return (rng) => {
    const n = rng.nextUint32() + 1;
    if (n < TWO_32) {
      const whole = roundedIfSafe(toUs(-mean * fastLog32(n)), slack);
      if (whole >= 0) return whole;
    }
    return Math.round(toUs(-mean * Math.log(n / TWO_32)));
  };
}
