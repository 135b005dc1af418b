/**
 * The commit-processing technique's part of the scenario format (early lock release, after
 * the early-lock-release paper of the notes): how long a log flush takes and which commit
 * protocol decides when locks go and when the client is answered (the last two fields of
 * `log`), and the top-level `crash` section that checks what a protocol keeps. The rest of
 * the log (device, group commit, flush policy) is core, in `scenario/schema.ts`.
 * Off: `log.commitProtocol: 'baseline'` (or no log); `crash: null` runs to the end.
 */
import { z } from '../../scenario/zod.ts';
import { COMMIT_PROTOCOLS, type CommitProtocol } from '../../base/commit-protocol.ts';

export { COMMIT_PROTOCOLS, type CommitProtocol } from '../../base/commit-protocol.ts';

/** Longest flush jitter, in ms. */
const jitterMs = z.number().finite().nonnegative().max(60_000);

const flushJitterSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('constant'), ms: jitterMs }),
  z
    .strictObject({
      kind: z.literal('uniform'),
      minMs: jitterMs,
      maxMs: jitterMs,
    })
    .refine((d) => d.minMs <= d.maxMs, { message: 'minMs must not exceed maxMs', path: ['maxMs'] }),
  z.strictObject({
    kind: z.literal('lognormal'),
    meanMs: jitterMs.positive(),
    /** Coefficient of variation (standard deviation over mean). */
    cv: z.number().finite().nonnegative().max(20),
    /** Draws above this are cut to it; null: no cut. */
    maxMs: jitterMs.positive().nullable().default(null),
  }),
]);
export type FlushJitterSpec = z.infer<typeof flushJitterSchema>;

/** Latency of one flush: base + bytes / bandwidth + jitter. */
export const flushLatencySchema = z.strictObject({
  baseMs: z.number().finite().nonnegative().max(60_000).default(0.5),
  /** Log device bandwidth in MB/s (10^6 bytes); null: transfer takes no time. */
  bandwidthMBps: z.number().finite().positive().max(1e9).nullable().default(50),
  jitter: flushJitterSchema.default({ kind: 'constant', ms: 0 }),
});
export type FlushLatencySpec = z.infer<typeof flushLatencySchema>;

/**
 * 'baseline': locks released after the flush; 'elr': early lock release at the commit
 * request, and a reader of pre-committed data waits for it to be durable; 'elr-naive':
 * ELR as the paper evaluated it (readers answer at once: unsafe under a crash);
 * 'no-wait': nobody waits for the log (UNSAFE upper bound, as an asynchronous commit).
 */
export const commitProtocolSchema = z.enum(COMMIT_PROTOCOLS);

/** The commit technique's fields at the end of the `log` section, with their defaults. */
export const COMMIT_LOG_FIELDS = {
  /** Flush latency as base + bytes / bandwidth + jitter; null: `service` (one device access). */
  flushLatency: flushLatencySchema.nullable().default(null),
  commitProtocol: commitProtocolSchema.default('baseline'),
};

export const COMMIT_LOG_DEFAULTS: { flushLatency: null; commitProtocol: CommitProtocol } = {
  flushLatency: null,
  commitProtocol: 'baseline',
};

/**
 * A crash at this instant (ms from the start, warm-up included): the run ends there, the
 * durable log survives, every transaction whose commit record is not durable rolls back.
 */
export const crashSchema = z.strictObject({ atMs: z.number().finite().positive().max(1e9) });

/**
 * Whether a scenario's commits differ from the baseline: a log, and a protocol other than
 * 'baseline' (an asynchronous commit is 'no-wait').
 */
export function isCommitOn(scenario: {
  log: { enabled: boolean; commit: 'synchronous' | 'asynchronous'; commitProtocol: CommitProtocol };
}): boolean {
  const { log } = scenario;
  return log.enabled && (log.commit === 'asynchronous' || log.commitProtocol !== 'baseline');
}
