/**
 * The two-stage execution technique's part of the scenario format, the `execution` section
 * (the format keeps that key): how transactions execute (the strategies of "Charm: An
 * I/O-Driven Execution Strategy for High-Performance Transaction Processing"):
 * - 'conventional': strict two-phase locking, a miss read while holding locks;
 * - 'tste': a lock-free fetch stage reads and pins every page first, then the operate
 *   stage runs under strict 2PL against the warm buffer;
 * - 'otste': operate first; at the first buffer miss undo the writes, release every lock,
 *   keep the pins, fetch the rest and operate again;
 * - 'htste': per transaction type, running ratios choose one of the three.
 * The two-stage modes need the shared buffer pool and no data server; with per-transaction
 * buffers or a data server transactions run conventionally.
 * Off: `mode: 'conventional'` (the default).
 */
import { z } from '../../scenario/zod.ts';

export const EXECUTION_MODES = ['conventional', 'tste', 'otste', 'htste'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];
/** What HTSTE can choose for a type. */
export const TYPE_MODES = ['conventional', 'tste', 'otste'] as const;
export type TypeMode = (typeof TYPE_MODES)[number];

const percent = z.number().finite().min(0).max(100);

const htsteSchema = z.strictObject({
  /** A type whose operate stage misses on more than this % of its accesses runs conventionally. */
  misprefetchThresholdPct: percent.default(10),
  /** A type with more than this % of instances needing a read runs TSTE; at most this, OTSTE. */
  conversionThresholdPct: percent.default(5),
  /** Instances of a type before its first decision (it runs TSTE until then). */
  decideAfter: z.number().int().positive().max(1_000_000).default(50),
  /** Instances between later decisions. */
  reevaluateEvery: z.number().int().positive().max(1_000_000).default(500),
  /** A later decision changes a type's mode only past a threshold by this many points. */
  hysteresisPct: percent.default(2),
  /** Type name -> mode, fixed (the paper's preset); other types are classified. */
  fixed: z.record(z.string(), z.enum(TYPE_MODES)).default({}),
});

export const HTSTE_DEFAULTS: z.infer<typeof htsteSchema> = {
  misprefetchThresholdPct: 10,
  conversionThresholdPct: 5,
  decideAfter: 50,
  reevaluateEvery: 500,
  hysteresisPct: 2,
  fixed: {},
};

export const twoStageSchema = z.strictObject({
  mode: z.enum(EXECUTION_MODES).default('conventional'),
  /** Keep fetched pages pinned until the transaction ends; false: they may be evicted between the stages. */
  pinning: z.boolean().default(true),
  /** OTSTE conversion: CPU to undo each write done so far, in ms (the locks stay held meanwhile). */
  rollbackCpuMsPerWrite: z.number().finite().nonnegative().max(60_000).default(1),
  /**
   * A data-dependent access (`dataDependent` on an access step) reads another page in the
   * operate stage with probability 1 - (1 - p)^k, k the update commits since its fetch.
   */
  misprefetchPerCommit: z.number().finite().min(0).max(1).default(0.03),
  htste: htsteSchema.default(HTSTE_DEFAULTS),
});

export type TwoStageSpec = z.infer<typeof twoStageSchema>;
export type HtsteSpec = TwoStageSpec['htste'];

export const TWO_STAGE_DEFAULTS: TwoStageSpec = {
  mode: 'conventional',
  pinning: true,
  rollbackCpuMsPerWrite: 1,
  misprefetchPerCommit: 0.03,
  htste: HTSTE_DEFAULTS,
};
