/**
 * Which concurrency-control algorithm a scenario's section names, for the engine: the same
 * rule as schema.ts's `algorithmOf` (null or absent is blocking 2PL), in a module without
 * zod, so the browser worker that runs the engine bundles no schema library (a schema
 * file may import only base and the scenario's helpers, so it cannot import this one).
 */
import type { ConcurrencyControlAlgorithm, ConcurrencyControlSpec } from './schema.ts';

/** The section's algorithm; null or absent is blocking 2PL (the technique off). */
export function algorithmOf(
  spec: ConcurrencyControlSpec | null | undefined,
): ConcurrencyControlAlgorithm {
  return spec?.algorithm ?? '2pl';
}
