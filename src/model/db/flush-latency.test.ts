import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../kernel/random.ts';
import { flushDuration, jitterSampler } from './flush-latency.ts';

function moments(sample: (rng: RandomStream) => number, n = 100_000) {
  const rng = new RandomStream(9, 'jitter');
  let sum = 0;
  let sumSq = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const x = sample(rng);
    sum += x;
    sumSq += x * x;
    max = Math.max(max, x);
  }
  const mean = sum / n;
  return { mean, cv: Math.sqrt(sumSq / n - mean * mean) / mean, max };
}

describe('flush latency', () => {
  it('draws lognormal jitter with the given mean and coefficient of variation', () => {
    const m = moments(jitterSampler({ kind: 'lognormal', meanMs: 4, cv: 1.2, maxMs: null }));
    expect(m.mean / 4000).toBeCloseTo(1, 1);
    expect(m.cv).toBeGreaterThan(1.05);
    expect(m.cv).toBeLessThan(1.35);
  });

  it('cuts lognormal draws at the maximum', () => {
    const m = moments(jitterSampler({ kind: 'lognormal', meanMs: 4, cv: 1.5, maxMs: 12 }));
    expect(m.max).toBeLessThanOrEqual(12_000);
    expect(m.mean).toBeLessThan(4000);
  });

  it('draws uniform jitter between its bounds', () => {
    const m = moments(jitterSampler({ kind: 'uniform', minMs: 1, maxMs: 3 }));
    expect(m.mean / 2000).toBeCloseTo(1, 2);
    expect(m.max).toBeLessThanOrEqual(3000);
  });

  it('adds base, transfer and jitter; without a model it uses the device service time', () => {
    const rng = new RandomStream(1, 'x');
    const model = flushDuration(
      { baseMs: 0.5, bandwidthMBps: 10, jitter: { kind: 'constant', ms: 1 } },
      { kind: 'time', ms: 5 },
    );
    expect(model(20_000, rng)).toBe(500 + 2000 + 1000);
    expect(flushDuration(null, { kind: 'time', ms: 5 })(1_000_000, rng)).toBe(5000);
    const infinite = flushDuration(
      { baseMs: 2, bandwidthMBps: null, jitter: { kind: 'constant', ms: 0 } },
      { kind: 'time', ms: 5 },
    );
    expect(infinite(1e9, rng)).toBe(2000);
  });
});
