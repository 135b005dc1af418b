import { describe, expect, it } from 'vitest';
import { contentionWorkload, TAY_THRASHING_WORKLOAD, thrashingPopulation } from './tay.ts';

describe("Tay's data-contention marker", () => {
  it('is k²N/D, and thrashing starts where it reaches 1.5', () => {
    expect(TAY_THRASHING_WORKLOAD).toBe(1.5);
    expect(contentionWorkload(8, 20, 1000)).toBeCloseTo(1.28, 12);
    // mpl-thrashing: k = 8 of D = 1000 pages, so N ≈ 23.4.
    expect(thrashingPopulation(8, 1000)).toBeCloseTo(23.4375, 9);
    expect(contentionWorkload(8, thrashingPopulation(8, 1000), 1000)).toBeCloseTo(1.5, 12);
  });

  it('never marks a workload that takes no locks', () => {
    expect(thrashingPopulation(0, 1000)).toBe(Infinity);
  });
});
