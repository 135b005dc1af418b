/**
 * Schemas of the random quantities a scenario can name. A duration's unit comes from the
 * field that holds it (`thinkTimeMs`, `cpuMs`), so the distributions themselves are unitless.
 * A bare number means "always this value".
 */
import { z } from './zod.ts';

/** Longest duration any distribution may name (as long as the longest run): 1e9 ms. */
export const MAX_DURATION = 1e9;
/** Most parts of a mixed distribution. */
const MAX_MIX_PARTS = 32;

const nonNegative = z.number().finite().nonnegative().max(MAX_DURATION);

const fixedDuration = z.strictObject({ kind: z.literal('fixed'), value: nonNegative });
const exponentialDuration = z.strictObject({
  kind: z.literal('exponential'),
  mean: nonNegative,
});
const uniformDuration = z
  .strictObject({ kind: z.literal('uniform'), min: nonNegative, max: nonNegative })
  .refine((d) => d.min <= d.max, { message: 'min must not exceed max', path: ['max'] });

const simpleDuration = z.union([
  nonNegative,
  z.discriminatedUnion('kind', [fixedDuration, exponentialDuration, uniformDuration]),
]);

const mixDuration = z.strictObject({
  kind: z.literal('mix'),
  parts: z
    .array(
      z.strictObject({ weight: z.number().finite().positive().max(1e9), dist: simpleDuration }),
    )
    .min(1)
    .max(MAX_MIX_PARTS),
});

/** A random duration: a number, or fixed / exponential / uniform / a weighted mix of those. */
export const durationDistSchema = z.union([
  nonNegative,
  z.discriminatedUnion('kind', [fixedDuration, exponentialDuration, uniformDuration, mixDuration]),
]);
export type DurationDist = z.infer<typeof durationDistSchema>;

/** Most repetitions one step may ask for (nested loops multiply: the run's budget bounds those). */
export const MAX_STEP_COUNT = 10_000;

const count = z.number().int().nonnegative().max(MAX_STEP_COUNT);

/** A random whole count: a number, or fixed / geometric (support 1, 2, ...) / uniform. */
export const countDistSchema = z.union([
  count,
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('fixed'), value: count }),
    z.strictObject({
      kind: z.literal('geometric'),
      mean: z.number().finite().min(1).max(MAX_STEP_COUNT),
    }),
    z
      .strictObject({ kind: z.literal('uniform'), min: count, max: count })
      .refine((d) => d.min <= d.max, { message: 'min must not exceed max', path: ['max'] }),
  ]),
]);
export type CountDist = z.infer<typeof countDistSchema>;

// The means live in a module without zod, so the engine can use them without a schema library.
export { meanOfCount, meanOfDuration } from './distribution-means.ts';
