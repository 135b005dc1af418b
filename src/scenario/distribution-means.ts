/**
 * The means of the random quantities a scenario can name (distributions.ts has their
 * schemas). Kept apart from the schemas so the engine, and the browser worker that runs
 * it, use them without bundling a schema library. Leaves out variances and sampling.
 */
import type { CountDist, DurationDist } from './distributions.ts';

/** The mean of a duration distribution, in its own unit. */
export function meanOfDuration(dist: DurationDist): number {
  if (typeof dist === 'number') return dist;
  switch (dist.kind) {
    case 'fixed':
      return dist.value;
    case 'exponential':
      return dist.mean;
    case 'uniform':
      return (dist.min + dist.max) / 2;
    case 'mix': {
      const total = dist.parts.reduce((s, p) => s + p.weight, 0);
      return dist.parts.reduce((s, p) => s + (p.weight / total) * meanOfDuration(p.dist), 0);
    }
  }
}

/** The mean of a count distribution. */
export function meanOfCount(dist: CountDist): number {
  if (typeof dist === 'number') return dist;
  switch (dist.kind) {
    case 'fixed':
      return dist.value;
    case 'geometric':
      return dist.mean;
    case 'uniform':
      return (dist.min + dist.max) / 2;
  }
}
