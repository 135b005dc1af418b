/**
 * Exponential durations in whole microseconds, the same integers as
 * `Math.round(toUs(exponential(rng, mean)))` bit for bit, at about half the cost.
 *
 * `Math.log` (fdlibm's, with a division, called out of the JIT's code) is most of the cost
 * of a draw. Here the logarithm of the uniform n / 2^32 (n = the stream's next word + 1, as
 * `nextOpen` gives) comes from a 1,024-entry table and a short series instead, within 2e-14
 * of `Math.log` (1.8e-14 the most, over every word). That is almost always far from a
 * rounding boundary: when the result lies within a safe margin (1e-13 of the mean, which
 * covers the roundings of the products too) of a half-integer, the draw is recomputed
 * exactly the old way from the same word, so the integer is always the one the old code
 * gave and the stream advances by one word either way. The tests compare the two on two
 * million draws; every one of the 2^32 words was compared once by hand at a mean of
 * 1,000 µs (all on the fast path, every integer the same).
 *
 * Leaves out: the unrounded value (`exponential` stays the one for that), and conversions
 * that are not a multiplication by a constant (`toUs` must be a unit conversion).
 */
import type { RandomStream } from './random.ts';

const TABLE_SIZE = 1024;
const TWO_32 = 4294967296;
/**
 * For each j, 1 / c_j / 2^32 then log(c_j), c_j the middle of the j-th 1,024th of [1, 2):
 * side by side, so a draw reads one cache line (16 KB in all).
 */
const TABLE = new Float64Array(2 * TABLE_SIZE);
for (let j = 0; j < TABLE_SIZE; j++) {
  const reciprocal = 1 / (1 + (j + 0.5) / TABLE_SIZE);
  TABLE[2 * j] = reciprocal / TWO_32;
  TABLE[2 * j + 1] = -Math.log(reciprocal);
}

/**
 * How far the fast logarithm may be from `Math.log`, with room to spare (it is under 2e-14). The
 * room covers the products too: a draw is at most 22.2 means (u >= 2^-32), so the spare
 * 8e-14 means is at least 3.6e-15 of the draw, many units in the last place of its roundings.
 */
const LOG_ERROR = 1e-13;

/**
 * Math.round(-meanUs * log(n / 2^32)) for n in [1, 2^32) as an int32 (n | 0), when the
 * draw lies more than the logarithm's error times the mean from a rounding boundary; -1 when
 * it does not, and the caller computes the draw exactly.
 *
 * The logarithm, within 2e-14: n / 2^32 = 2^-(1 + z) · m with m in [1, 2); m = c_j · (1 + r)
 * with |r| < 2^-11, r computed from the 22 bits of m below the table's 10 (an exact integer)
 * with one rounding; log(1 + r) by its series to r^3 (the rest is below r^4 / 4 = 1.4e-14).
 * The sum is ordered for a short chain of dependent operations: the part from the table
 * is multiplied by the mean while the series is computed. The rounding test is one comparison:
 * the fraction of y + 0.5 is within 1/2 - that error of 1/2. The body is kept short
 * (constants written out) so that the callers of a draw can inline it whole, and it takes
 * and returns integers but for the mean (a fraction passed to a call is boxed anew).
 */
function fastWholeUs(n: number, meanUs: number): number {
  const z = Math.clz32(n);
  const fraction = (n << z) << 1; // the bits after the leading one, at the top of 32
  const k = (fraction >>> 22) << 1;
  const r = ((fraction & 0x3fffff) - 0x200000) * TABLE[k]!;
  const series = r + r * r * (r * (1 / 3) - 0.5);
  const t = 0.5 - meanUs * ((-1 - z) * Math.LN2 + TABLE[k + 1]!) - meanUs * series;
  const whole = Math.floor(t);
  return Math.abs(t - whole - 0.5) < 0.5 - meanUs * LOG_ERROR ? whole : -1;
}

/** log(n / 2^32) by `Math.log`, for n as `fastWholeUs` takes it (0 stands for 2^32). */
function exactLog(n: number): number {
  return Math.log((n >>> 0 || TWO_32) / TWO_32);
}

/** `Math.round(exponential(rng, meanUs))`, bit for bit: an exponential duration in whole µs. */
export function exponentialWholeUs(rng: RandomStream, meanUs: number): number {
  const n = (rng.nextUint32() + 1) | 0; // u = n / 2^32, with 0 for the last word (u = 1)
  const whole = n !== 0 && meanUs > 0 ? fastWholeUs(n, meanUs) : -1;
  return whole >= 0 ? whole : Math.round(-meanUs * exactLog(n));
}

/**
 * A sampler of `Math.round(toUs(exponential(rng, mean)))`, bit for bit, for a mean in the
 * unit that `toUs` (a multiplication by a constant, such as `msToUs`) converts. Its fast
 * path multiplies by the mean already in µs, which differs from `toUs(-mean * log)` by a
 * few roundings only, well inside the margin; the exact path converts as the old code did.
 */
export function roundedExponentialSampler(
  mean: number,
  toUs: (value: number) => number,
): (rng: RandomStream) => number {
  const meanUs = toUs(mean);
  if (!(meanUs > 0 && meanUs < Infinity)) {
    return (rng) => Math.round(toUs(-mean * exactLog(rng.nextUint32() + 1)));
  }
  return (rng) => {
    const n = (rng.nextUint32() + 1) | 0;
    const whole = n !== 0 ? fastWholeUs(n, meanUs) : -1;
    return whole >= 0 ? whole : Math.round(toUs(-mean * exactLog(n)));
  };
}
