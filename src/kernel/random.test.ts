import { describe, expect, it } from 'vitest';
import { msToUs } from '../base/time.ts';
import { countSampler, durationSampler } from './distributions.ts';
import { RandomStream, RandomStreams } from './random.ts';

function draws(stream: RandomStream, n: number): number[] {
  return Array.from({ length: n }, () => stream.nextUint32());
}

/** The first draws of (42, 'plan', 3, 17), as the code before stream families drew them. */
const PLAN_3_17 = [323596392, 225633560];

describe('random streams', () => {
  it('repeat exactly for the same seed and name', () => {
    expect(draws(new RandomStream(7, 'think', 3), 50)).toEqual(
      draws(new RandomStream(7, 'think', 3), 50),
    );
  });

  it('differ between names, name parts and seeds', () => {
    const base = draws(new RandomStream(7, 'think', 3), 10);
    expect(draws(new RandomStream(7, 'think', 4), 10)).not.toEqual(base);
    expect(draws(new RandomStream(7, 'plan', 3), 10)).not.toEqual(base);
    expect(draws(new RandomStream(8, 'think', 3), 10)).not.toEqual(base);
    expect(draws(new RandomStreams(7).stream('think', 3), 10)).toEqual(base);
  });

  it('of a family draw what the streams of the full names draw', () => {
    const streams = new RandomStreams(2 ** 33 + 7);
    const family = streams.family('exec', -1);
    for (const k of [0, 1, 2, 41, 2 ** 32 + 3]) {
      const a = family.stream(k);
      const b = streams.stream('exec', -1, k);
      for (let i = 0; i < 5; i++) expect(a.nextUint32()).toBe(b.nextUint32());
    }
  });

  it('keep the draws they had before families existed', () => {
    const rng = new RandomStreams(42).stream('plan', 3, 17);
    expect([rng.nextUint32(), rng.nextUint32()]).toEqual(PLAN_3_17);
  });

  it('are uniform in [0, 1) to within sampling error', () => {
    const rng = new RandomStream(1, 'uniformity');
    const bins = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      expect(u >= 0 && u < 1).toBe(true);
      bins[Math.floor(u * 10)]!++;
    }
    const chiSquare = bins.reduce((s, b) => s + (b - n / 10) ** 2 / (n / 10), 0);
    expect(chiSquare).toBeLessThan(27.9); // 99.9th percentile, 9 degrees of freedom
  });
});

describe('distributions', () => {
  const mean = (sample: (rng: RandomStream) => number, n = 200_000): number => {
    const rng = new RandomStream(3, 'mean');
    let sum = 0;
    for (let i = 0; i < n; i++) sum += sample(rng);
    return sum / n;
  };

  it('draw exponential durations with the given mean, in microseconds', () => {
    expect(mean(durationSampler({ kind: 'exponential', mean: 4 }, msToUs)) / 4000).toBeCloseTo(
      1,
      1,
    );
  });

  it('draw uniform, fixed and mixed durations with the right means', () => {
    expect(mean(durationSampler({ kind: 'uniform', min: 1, max: 3 }, msToUs)) / 2000).toBeCloseTo(
      1,
      2,
    );
    expect(mean(durationSampler(2.5, msToUs))).toBe(2500);
    const mix = durationSampler(
      {
        kind: 'mix',
        parts: [
          { weight: 3, dist: 1 },
          { weight: 1, dist: 5 },
        ],
      },
      msToUs,
    );
    expect(mean(mix) / 2000).toBeCloseTo(1, 1);
  });

  it('draw geometric counts of at least one with the given mean', () => {
    const sampler = countSampler({ kind: 'geometric', mean: 5 });
    const rng = new RandomStream(5, 'geo');
    for (let i = 0; i < 1000; i++) expect(sampler(rng)).toBeGreaterThanOrEqual(1);
    expect(mean(sampler) / 5).toBeCloseTo(1, 1);
  });
});
