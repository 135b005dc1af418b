/**
 * The optional `concurrencyControl` section of a scenario: which algorithm keeps the
 * committed history serializable, after "Concurrency control performance modeling:
 * alternatives and implications". `2pl` (the default, and what a null or absent section
 * means) is the model's blocking strict two-phase locking with deadlock detection. The
 * restart-based alternatives:
 * - `immediate-restart`: a lock request that conflicts aborts its transaction at once;
 *   it restarts after the restart delay.
 * - `occ`: optimistic, backward validation at commit: no locks; reads see the database,
 *   writes go to a private workspace; at commit the read set is checked against the write
 *   sets of the transactions that committed since this attempt began. A failure restarts
 *   after the restart delay; a success installs the writes.
 * - `wound-wait`: locking with deadlock prevention; an older requester wounds (aborts) a
 *   younger holder, a younger requester waits for an older holder. Age is the time of
 *   first submission, so a restarted transaction keeps its age.
 * The restart delay of the restart-based algorithms is `adaptive` (the paper's: exponential
 * with the running mean response time as its mean, `initialMeanMs` before the first
 * commit) or `fixed` (drawn from `delayMs`). Deadlock victims of `2pl` keep
 * `locking.restartDelayMs`. Left out: the paper's static (predeclared) locking and
 * validation CPU cost.
 */
import { z } from '../../scenario/zod.ts';
import { durationDistSchema } from '../../scenario/distributions.ts';

export const CONCURRENCY_CONTROL_ALGORITHMS = [
  '2pl',
  'immediate-restart',
  'occ',
  'wound-wait',
] as const;
export type ConcurrencyControlAlgorithm = (typeof CONCURRENCY_CONTROL_ALGORITHMS)[number];

export const RESTART_DELAY_POLICIES = ['adaptive', 'fixed'] as const;
export type RestartDelayPolicyName = (typeof RESTART_DELAY_POLICIES)[number];

export const restartDelaySchema = z.strictObject({
  policy: z.enum(RESTART_DELAY_POLICIES).default('adaptive'),
  /** The adaptive delay's mean until the first commit gives a mean response time. */
  initialMeanMs: z.number().finite().nonnegative().max(1e7).default(1000),
  /** The delay under `fixed` (a number or a distribution), ms. */
  delayMs: durationDistSchema.default(0),
});
export type RestartDelaySpec = z.infer<typeof restartDelaySchema>;

export const RESTART_DELAY_DEFAULTS: RestartDelaySpec = {
  policy: 'adaptive',
  initialMeanMs: 1000,
  delayMs: 0,
};

export const concurrencyControlSchema = z.strictObject({
  algorithm: z.enum(CONCURRENCY_CONTROL_ALGORITHMS).default('2pl'),
  restartDelay: restartDelaySchema.default(RESTART_DELAY_DEFAULTS),
});
export type ConcurrencyControlSpec = z.infer<typeof concurrencyControlSchema>;

/**
 * Whether a scenario runs a restart-based algorithm (anything but blocking 2PL; a null or
 * absent section is 2PL). The engine asks the section's algorithm of `algorithm.ts`'s
 * `algorithmOf`, which this file cannot import (a schema imports only base and the
 * scenario's helpers); a test holds the two to the same rule.
 */
export function isConcurrencyControlOn(scenario: {
  concurrencyControl?: ConcurrencyControlSpec | null | undefined;
}): boolean {
  const algorithm = scenario.concurrencyControl?.algorithm;
  return algorithm !== undefined && algorithm !== '2pl';
}
