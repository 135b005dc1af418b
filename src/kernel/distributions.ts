/**
 * Samplers for the distributions a scenario names. Durations come out in whole
 * microseconds; `toUs` converts the scenario's unit (`msToUs` from base/time.ts for a
 * field in ms), and the result is rounded to whole microseconds (an exponential one
 * through `rounded-exponential.ts`: the same integers, faster).
 */
import type { CountDist, DurationDist } from '../scenario/distributions.ts';
import type { RandomStream } from './random.ts';
import { roundedExponentialSampler } from './rounded-exponential.ts';

export type Sampler = (rng: RandomStream) => number;

export function exponential(rng: RandomStream, mean: number): number {
  return -mean * Math.log(rng.nextOpen());
}

function continuousSampler(dist: DurationDist): Sampler {
  if (typeof dist === 'number') return () => dist;
  switch (dist.kind) {
    case 'fixed':
      return () => dist.value;
    case 'exponential':
      return (rng) => exponential(rng, dist.mean);
    case 'uniform':
      return (rng) => dist.min + (dist.max - dist.min) * rng.next();
    case 'mix': {
      const choose = weightedChooser(dist.parts.map((p) => p.weight));
      const parts = dist.parts.map((p) => continuousSampler(p.dist));
      return (rng) => parts[choose(rng)]!(rng);
    }
  }
}

/** A sampler of whole-microsecond durations for a distribution whose unit `toUs` converts. */
export function durationSampler(dist: DurationDist, toUs: (value: number) => number): Sampler {
  if (typeof dist === 'number' || dist.kind === 'fixed') {
    const value = Math.round(toUs(typeof dist === 'number' ? dist : dist.value));
    return () => value;
  }
  // The same integers as the general form below, without Math.log on most draws.
  if (dist.kind === 'exponential') return roundedExponentialSampler(dist.mean, toUs);
  const base = continuousSampler(dist);
  return (rng) => Math.round(toUs(base(rng)));
}

/** True when the distribution can only produce zero (so callers may skip the step). */
export function isAlwaysZero(dist: DurationDist): boolean {
  if (typeof dist === 'number') return dist === 0;
  switch (dist.kind) {
    case 'fixed':
      return dist.value === 0;
    case 'exponential':
      return dist.mean === 0;
    case 'uniform':
      return dist.max === 0;
    case 'mix':
      return dist.parts.every((p) => isAlwaysZero(p.dist));
  }
}

export function countSampler(dist: CountDist): Sampler {
  if (typeof dist === 'number') return () => dist;
  switch (dist.kind) {
    case 'fixed':
      return () => dist.value;
    case 'geometric': {
      // Support 1, 2, ...: success probability 1/mean.
      if (dist.mean <= 1) return () => 1;
      const logQ = Math.log(1 - 1 / dist.mean);
      return (rng) => 1 + Math.floor(Math.log(rng.nextOpen()) / logQ);
    }
    case 'uniform':
      return (rng) => dist.min + rng.nextInt(dist.max - dist.min + 1);
  }
}

/** Picks an index with probability proportional to its weight. */
export function weightedChooser(weights: readonly number[]): (rng: RandomStream) => number {
  const total = weights.reduce((s, w) => s + w, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of weights) cumulative.push((acc += w / total));
  if (weights.length === 1) return () => 0;
  return (rng) => {
    const u = rng.next();
    let i = 0;
    while (i < cumulative.length - 1 && u >= cumulative[i]!) i++;
    return i;
  };
}
