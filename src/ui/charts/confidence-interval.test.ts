import { describe, expect, it } from 'vitest';
import { meanInterval, tQuantile975 } from './confidence-interval.ts';

describe('meanInterval', () => {
  it("gives the mean and Student's t half-width of three replications", () => {
    // mean 20, s = 10, t(0.975, 2) = 4.303: half-width 4.303 * 10 / sqrt(3)
    const { mean, halfWidth, n } = meanInterval([10, 20, 30]);
    expect(mean).toBe(20);
    expect(n).toBe(3);
    expect(halfWidth).toBeCloseTo((4.303 * 10) / Math.sqrt(3), 6);
  });

  it('has no width for one replication or identical ones', () => {
    expect(meanInterval([7])).toEqual({ mean: 7, halfWidth: 0, n: 1 });
    expect(meanInterval([5, 5, 5]).halfWidth).toBe(0);
  });

  it('uses the last tabulated quantile beyond 30 degrees of freedom', () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(100)).toBe(tQuantile975(30));
  });
});
