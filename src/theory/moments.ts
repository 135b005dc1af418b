/**
 * The second moment of a scenario's duration distribution, for the service variability
 * theory needs (M/G/1 and the FCFS correction of MVA): c² = E[s²] / E[s]² - 1. Leaves out
 * the distributions' shapes beyond two moments.
 */
import { meanOfDuration } from '../scenario/distribution-means.ts';
import type { DurationDist } from '../scenario/distributions.ts';
import type { DeviceService } from '../scenario/schema.ts';

/** E[s²] of a duration distribution, in its unit squared. */
export function secondMoment(dist: DurationDist): number {
  if (typeof dist === 'number') return dist * dist;
  switch (dist.kind) {
    case 'fixed':
      return dist.value * dist.value;
    case 'exponential':
      return 2 * dist.mean * dist.mean;
    case 'uniform':
      return (dist.min * dist.min + dist.min * dist.max + dist.max * dist.max) / 3;
    case 'mix': {
      const total = dist.parts.reduce((s, p) => s + p.weight, 0);
      return dist.parts.reduce((s, p) => s + (p.weight / total) * secondMoment(p.dist), 0);
    }
  }
}

/** Squared coefficient of variation from a mean and a second moment (0 for a zero mean). */
export function cv2Of(mean: number, second: number): number {
  return mean > 0 ? Math.max(0, second / (mean * mean) - 1) : 0;
}

/** Mean of one device access, in ms, and its squared coefficient of variation. */
export function deviceService(service: DeviceService): { ms: number; cv2: number } {
  if (service.kind === 'mechanical') {
    // Seek uniform on [0, 2 × average], rotation uniform over one turn, fixed transfer.
    const { averageSeekMs: seek, rotationMs: rot, transferMs } = service;
    const ms = seek + rot / 2 + transferMs;
    const variance = (2 * seek) ** 2 / 12 + rot ** 2 / 12;
    return { ms, cv2: ms > 0 ? variance / (ms * ms) : 0 };
  }
  const ms = meanOfDuration(service.ms);
  return { ms, cv2: cv2Of(ms, secondMoment(service.ms)) };
}
