/**
 * How long a log flush takes and which commit protocol decides when locks go and when the
 * client is answered: the parts of the log section that early lock release added. The
 * rest of the log (device, group commit, flush policy) is in schema.ts.
 */
import { z } from 'zod';

const flushJitterSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('constant'), ms: z.number().finite().nonnegative() }),
  z
    .strictObject({
      kind: z.literal('uniform'),
      minMs: z.number().finite().nonnegative(),
      maxMs: z.number().finite().nonnegative(),
    })
    .refine((d) => d.minMs <= d.maxMs, { message: 'minMs must not exceed maxMs', path: ['maxMs'] }),
  z.strictObject({
    kind: z.literal('lognormal'),
    meanMs: z.number().finite().positive(),
    /** Coefficient of variation (standard deviation over mean). */
    cv: z.number().finite().nonnegative().max(20),
    /** Draws above this are cut to it; null: no cut. */
    maxMs: z.number().finite().positive().nullable().default(null),
  }),
]);
export type FlushJitterSpec = z.infer<typeof flushJitterSchema>;

/** Latency of one flush: base + bytes / bandwidth + jitter. */
export const flushLatencySchema = z.strictObject({
  baseMs: z.number().finite().nonnegative().max(60_000).default(0.5),
  /** Log device bandwidth in MB/s (10^6 bytes); null: transfer takes no time. */
  bandwidthMBps: z.number().finite().positive().nullable().default(50),
  jitter: flushJitterSchema.default({ kind: 'constant', ms: 0 }),
});
export type FlushLatencySpec = z.infer<typeof flushLatencySchema>;

export const COMMIT_PROTOCOLS = ['baseline', 'elr', 'elr-naive', 'no-wait'] as const;
export type CommitProtocol = (typeof COMMIT_PROTOCOLS)[number];
