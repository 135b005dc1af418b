/**
 * Which concurrency-control algorithm a scenario's section names: null or absent is
 * blocking 2PL. The one `algorithmOf`, in a module without zod, so the browser worker that
 * runs the engine bundles no schema library. The schema's `isConcurrencyControlOn` cannot
 * import it (a schema file may import only base and the scenario's helpers) and tests the
 * section by the same rule; algorithm.test.ts holds the two together.
 */
import type { ConcurrencyControlAlgorithm, ConcurrencyControlSpec } from './schema.ts';

/** The section's algorithm; null or absent is blocking 2PL (the technique off). */
export function algorithmOf(
  spec: ConcurrencyControlSpec | null | undefined,
): ConcurrencyControlAlgorithm {
  return spec?.algorithm ?? '2pl';
}
