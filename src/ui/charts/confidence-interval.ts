/**
 * A 95% confidence interval for the mean of a few independent replications (one per seed)
 * of a sweep point: mean ± t(0.975, n − 1) · s / √n, Student's t with the sample standard
 * deviation. Leaves out batch means within a run and any correction for non-normal output;
 * with a handful of seeds the interval is a guide to the noise, not a test.
 */

/** Student's t 0.975 quantiles for 1 to 30 degrees of freedom. */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

export function tQuantile975(degreesOfFreedom: number): number {
  if (degreesOfFreedom < 1) return Infinity;
  return T_975[Math.min(degreesOfFreedom, T_975.length) - 1]!;
}

export interface MeanInterval {
  mean: number;
  /** Half the interval's width; 0 for a single replication. */
  halfWidth: number;
  n: number;
}

/** The mean of `ys` and its 95% interval's half-width (0 when there is only one value). */
export function meanInterval(ys: readonly number[]): MeanInterval {
  const n = ys.length;
  const mean = ys.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, halfWidth: 0, n };
  const variance = ys.reduce((a, y) => a + (y - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: tQuantile975(n - 1) * Math.sqrt(variance / n), n };
}
