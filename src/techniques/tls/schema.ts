/**
 * The optional `tls` section of a scenario: one transaction whose main loop runs as
 * speculative epochs on several CPUs (thread-level speculation, after "Incrementally
 * Parallelizing Database Transactions with Thread-Level Speculation"). With this section
 * the run measures the latency of one transaction at a time on an otherwise idle machine;
 * the workload and system sections are not used. Work is counted in thousands of dynamic
 * instructions (k-instructions), turned into time by `kiloInstructionUs`.
 * Off: `tls: null` (the default).
 */
import { z } from '../../scenario/zod.ts';

export const TLS_TRANSACTION_TYPES = [
  'new-order',
  'new-order-150',
  'delivery',
  'delivery-outer',
  'stock-level',
  'payment',
  'order-status',
  'micro',
] as const;
export type TlsTransactionType = (typeof TLS_TRANSACTION_TYPES)[number];

/**
 * The DBMS changes, in the order the paper applied them to NEW ORDER. Each removes one
 * shared dependence between epochs; some also move work out of the speculative region.
 */
export const TLS_OPTIMIZATIONS = [
  'lazyLatches',
  'lazyLocks',
  'escapeMalloc',
  'escapePinPage',
  'cursorPool',
  'removeErrorChecks',
  'padding',
  'noBtreeHint',
  'deferLsn',
  'parallelLockerIds',
] as const;
export type TlsOptimization = (typeof TLS_OPTIMIZATIONS)[number];

const flag = z.boolean().default(true);
const percent = z.number().finite().min(0).max(500);

const optimizationsSchema = z.strictObject({
  /** Latch acquires recorded and done at the end of the epoch; releases after commit. */
  lazyLatches: flag,
  /** Lock requests return a handle filled in at the end of the epoch. */
  lazyLocks: flag,
  /** `malloc` escapes speculation under the transaction's latch; `free` after commit. */
  escapeMalloc: flag,
  /** `pin_page` escapes speculation (buffer pool LRU); `unpin_page` after commit. */
  escapePinPage: flag,
  /** One free-cursor stack per CPU. */
  cursorPool: flag,
  /** The cursor reference-count debug check removed. */
  removeErrorChecks: flag,
  /** Hot variables padded to their own cache line (no false sharing). */
  padding: flag,
  /** The B-tree "last page referenced" search hint disabled. */
  noBtreeHint: flag,
  /** Log records buffered per CPU; sequence numbers assigned after the token arrives. */
  deferLsn: flag,
  /** Locker ids assigned without a shared counter. */
  parallelLockerIds: flag,
});

const microSchema = z.strictObject({
  epochs: z.number().int().min(1).max(64).default(8),
  /** Speculative work of one epoch, k-instructions. */
  epochKiloInstructions: z.number().finite().positive().max(1000).default(40),
  /** Epoch j loads at 30 k-instructions what epoch j-1 stores at 35. */
  lateDependence: z.boolean().default(true),
  /** Epoch j loads at 2 k-instructions what epoch j-1 stores at 3. */
  earlyDependence: z.boolean().default(true),
});

export const tlsSchema = z.strictObject({
  /** CPUs the transaction's epochs may use (1 = the TLS code on one CPU). */
  cpus: z.number().int().min(1).max(16).default(4),
  transactionType: z.enum(TLS_TRANSACTION_TYPES).default('new-order'),
  /** Simulated microseconds per thousand instructions (10: a 100-MIPS teaching clock). */
  kiloInstructionUs: z.number().finite().positive().max(1000).default(10),
  optimizations: optimizationsSchema.default({
    lazyLatches: true,
    lazyLocks: true,
    escapeMalloc: true,
    escapePinPage: true,
    cursorPool: true,
    removeErrorChecks: true,
    padding: true,
    noBtreeHint: true,
    deferLsn: true,
    parallelLockerIds: true,
  }),
  subEpochs: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** A checkpoint every this many speculative instructions. */
      instructions: z.number().int().min(100).max(1_000_000).default(5000),
      /** Sub-epochs per epoch at most (the first starts with the epoch). */
      maxPerEpoch: z.number().int().min(1).max(64).default(8),
    })
    .default({ enabled: true, instructions: 5000, maxPerEpoch: 8 }),
  /**
   * How far younger epochs rewind in a chain violation: 'checkpoint', to their latest
   * checkpoint taken no later than the start of the violated sub-epoch; 'full', to their start.
   */
  chain: z.enum(['checkpoint', 'full']).default('checkpoint'),
  /** Each epoch's work varies by up to this many per cent either way. */
  jitterPct: z.number().finite().min(0).max(90).default(30),
  /** Ignore every dependence (the paper's NO SPECULATION upper bound). */
  noSpeculation: z.boolean().default(false),
  penalties: z
    .strictObject({
      /** Extra time on parallel work per doubling of the CPUs (lost cache locality), %. */
      cacheLocalityPct: percent.default(3),
      /** Extra time re-executing work after a rewind (cold cache), % of the redone work. */
      reexecutionPct: percent.default(20),
      /** TLS instructions and DBMS changes, % of the transaction's work. */
      softwareOverheadPct: percent.default(2),
    })
    .default({ cacheLocalityPct: 3, reexecutionPct: 20, softwareOverheadPct: 2 }),
  /** The synthetic loop of `transactionType: 'micro'`. */
  micro: microSchema.default({
    epochs: 8,
    epochKiloInstructions: 40,
    lateDependence: true,
    earlyDependence: true,
  }),
});

export type TlsSpec = z.infer<typeof tlsSchema>;
export type TlsOptimizations = TlsSpec['optimizations'];

/** Whether a scenario runs one transaction at a time under thread-level speculation. */
export function isTlsOn<S extends { tls: TlsSpec | null }>(
  scenario: S,
): scenario is S & { tls: TlsSpec } {
  return scenario.tls !== null;
}
