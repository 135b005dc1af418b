/**
 * The scenario format, version 1: what a run is made of (workload, system, techniques, run
 * length, seed), plus optional side-by-side variants (`compare`), a parameter sweep and
 * teaching notes. Objects are strict, so a misspelt field is an error that names its path.
 * Field names carry their units (`thinkTimeMs`, `durationMs`). The techniques' sections and
 * fields come from their folders through `technique-sections.ts`, spread in their places.
 */
import { z } from './zod.ts';
import { durationDistSchema } from './distributions.ts';
import { forbiddenSegment, forbiddenSegmentMessage } from './path-segments.ts';
import {
  MAX_ARRIVAL_RATE_TPS,
  MAX_DESCRIPTION,
  MAX_DEVICE_MS,
  MAX_NOTES,
  MAX_PAGES,
  MAX_RUN_EVENTS,
  MAX_TERMINALS,
  MAX_TITLE,
  MAX_TYPES,
} from './format-limits.ts';
import { positiveInt, transactionTypeSchema } from './program-schema.ts';
import {
  TECHNIQUE_LOCKING_DEFAULTS,
  TECHNIQUE_LOCKING_FIELDS,
  TECHNIQUE_LOG_DEFAULTS,
  TECHNIQUE_LOG_FIELDS,
  TECHNIQUE_SECTIONS,
} from './technique-sections.ts';
import { publishedSchema } from './published-schema.ts';

export { MAX_ARRIVAL_RATE_TPS, MAX_RUN_EVENTS, MAX_TERMINALS } from './format-limits.ts';
export { stepSchema, type PageChoiceSpec, type StepSpec } from './program-schema.ts';

export const SCENARIO_VERSION = 1;

const deviceServiceSchema = z.discriminatedUnion('kind', [
  /** Every access takes a time drawn from one distribution. */
  z.strictObject({ kind: z.literal('time'), ms: durationDistSchema }),
  /** A moving-head disk: seek (uniform, given mean) + rotational latency + transfer. */
  z.strictObject({
    kind: z.literal('mechanical'),
    averageSeekMs: z.number().finite().nonnegative().max(MAX_DEVICE_MS),
    rotationMs: z.number().finite().nonnegative().max(MAX_DEVICE_MS),
    transferMs: z.number().finite().nonnegative().max(MAX_DEVICE_MS),
  }),
]);
export type DeviceService = z.infer<typeof deviceServiceSchema>;

const workloadSchema = z
  .strictObject({
    /** Closed system: this many terminals, each submitting, waiting, thinking. */
    terminals: positiveInt.max(MAX_TERMINALS).nullable().default(null),
    /** External think time between a terminal's transactions, in ms. */
    thinkTimeMs: durationDistSchema.default(0),
    /** Open system: Poisson arrivals at this rate, per second. */
    arrivalRateTps: z
      .number()
      .finite()
      .positive()
      .max(MAX_ARRIVAL_RATE_TPS)
      .nullable()
      .default(null),
    /** Internal think time after a transaction's last access, before commit: it holds its locks and uses no CPU. */
    internalThinkMs: durationDistSchema.default(0),
    types: z.array(transactionTypeSchema).min(1).max(MAX_TYPES),
    /**
     * The database split into partitions (TPC-C warehouses, TPC-B branches): each
     * transaction belongs to one, and access steps with `partitionRows` stay inside it.
     * 'terminal': terminal i works on partition i mod count (open arrivals draw uniformly);
     * 'uniform' and 'self-similar': drawn per transaction. Null: no partitions.
     */
    partitions: z
      .strictObject({
        count: positiveInt.max(10_000_000),
        choice: z
          .discriminatedUnion('kind', [
            z.strictObject({ kind: z.literal('terminal') }),
            z.strictObject({ kind: z.literal('uniform') }),
            z.strictObject({
              kind: z.literal('self-similar'),
              h: z.number().finite().gt(0).max(0.5),
            }),
          ])
          .default({ kind: 'terminal' }),
      })
      .nullable()
      .default(null),
  })
  .refine((w) => (w.terminals === null) !== (w.arrivalRateTps === null), {
    message: 'set exactly one of terminals (closed system) and arrivalRateTps (open system)',
    path: ['terminals'],
  });

const systemSchema = z.strictObject({
  database: z.strictObject({ pages: positiveInt.max(MAX_PAGES) }),
  /** Buffer pool frames (LRU); 0 means no buffer: every access reads from disk. */
  buffer: z.strictObject({
    pages: z.number().int().nonnegative().max(10_000_000),
    /** 'global': one shared LRU pool; 'per-transaction': each transaction has its own LRU of `pages` frames. */
    scope: z.enum(['global', 'per-transaction']).default('global'),
    /** Pages [first, first + count) are in the global pool when the run starts (a warm cache). */
    preload: z
      .strictObject({
        first: z.number().int().nonnegative().max(MAX_PAGES),
        count: positiveInt.max(MAX_PAGES),
      })
      .nullable()
      .default(null),
  }),
  cpu: z.strictObject({
    count: positiveInt.max(1024),
    /** 'fcfs': each burst runs to completion; 'round-robin': at most quantumMs, then the back of the queue. */
    scheduling: z.enum(['fcfs', 'round-robin']).default('fcfs'),
    quantumMs: z.number().finite().positive().max(60_000).default(10),
    /**
     * Context-switching cost when more transactions want a CPU than there are CPUs: a burst
     * starting while r are runnable (in service or queued) on P CPUs is stretched by
     * 1 + k * max(0, r - P) / P. 0: no penalty.
     */
    oversubscriptionPenalty: z.number().finite().nonnegative().max(100).default(0),
  }),
  /**
   * Data disks without a `storage` section: a tier of `count` disk arms with no controller,
   * transfer or I/O CPU. `queueing` is the one choice that tells disk models apart:
   * 'per-disk' (page p lives on disk p mod count, each disk has its own FIFO queue) or
   * 'pooled' (one FIFO queue served by all arms, any arm reads any page: a file spread
   * evenly, the storage tier's disk unit). A storage disk unit offers the same choice
   * (`arms`), and the same choice gives the same results.
   */
  disks: z.strictObject({
    count: positiveInt.max(1024),
    service: deviceServiceSchema,
    queueing: z.enum(['per-disk', 'pooled']).default('per-disk'),
  }),
  /**
   * A serial data server (the testbed's file server): one FIFO server that owns the lock
   * table and does every page read, spending CPU on the shared CPUs while it holds the
   * server. Null: lock requests and reads need no server.
   */
  dataServer: z
    .strictObject({
      /** Server CPU at a transaction's begin and at its commit, split over `callsPerPhase` calls. */
      beginCpuMs: durationDistSchema.default(0),
      commitCpuMs: durationDistSchema.default(0),
      /** Begin and commit are each this many calls (the type's own begin/commit CPU splits alike). */
      callsPerPhase: positiveInt.max(100).default(1),
      /** Server CPU of one lock request. */
      lockCpuMs: durationDistSchema.default(0),
      /** Server CPU of one page read (the disk access follows, the server still held). */
      readCpuMs: durationDistSchema.default(0),
      /** The transaction's own CPU to send a read request. */
      readRequestCpuMs: durationDistSchema.default(0),
      /** Server CPU to roll back an aborted attempt. */
      abortCpuMs: durationDistSchema.default(0),
    })
    .nullable()
    .default(null),
});

const lockingSchema = z.strictObject({
  enabled: z.boolean().default(true),
  /** 'read-write': S for reads, X for writes; 'exclusive': every access locks X; 'shared': every access locks S. */
  mode: z.enum(['read-write', 'exclusive', 'shared']).default('read-write'),
  /** CPU spent by each lock request, in ms. */
  requestCpuMs: durationDistSchema.default(0),
  /** Pause before an aborted transaction restarts, in ms. */
  restartDelayMs: durationDistSchema.default(0),
  ...TECHNIQUE_LOCKING_FIELDS,
  /** 'fifo': a compatible request waits behind an earlier incompatible one; 'barging': it is granted. */
  queue: z.enum(['fifo', 'barging']).default('fifo'),
  /** A delay added to each lock request by the lock manager, in ms. */
  delayMs: durationDistSchema.default(0),
  /** With a data server, whether the added delay keeps the server busy. */
  delayHoldsServer: z.boolean().default(true),
  /** With per-transaction buffers, re-request the page lock on every buffer miss, even if held. */
  rerequestOnMiss: z.boolean().default(false),
  /** Consecutive rows (pages) covered by one page-level lock: over-locking, as page locks on rows. */
  rowsPerLockUnit: positiveInt.max(1_000_000).default(1),
  /**
   * Object-level locking: each page holds this many objects, an access touches one of its
   * page's objects (uniformly) and locks that object alone; the buffer and the disks still
   * work in pages. 1: page locks (the default).
   */
  objectsPerPage: positiveInt.max(10_000).default(1),
});

const logSchema = z.strictObject({
  enabled: z.boolean().default(false),
  service: deviceServiceSchema.default({ kind: 'time', ms: 5 }),
  /** Gather every commit record that arrives during a flush into the next flush. */
  groupCommit: z.boolean().default(true),
  /** Largest number of commit records in one flush. */
  maxGroupRecords: positiveInt.max(1_000_000).default(1000),
  /**
   * With group commit, how long an idle log waits after a record arrives before it
   * flushes, to gather more (a full group flushes at once); 0 flushes immediately.
   */
  groupTimerMs: z.number().finite().nonnegative().max(60_000).default(0),
  /** 'synchronous': a commit waits for its record to be durable. */
  commit: z.enum(['synchronous', 'asynchronous']).default('synchronous'),
  /**
   * When the log flushes: 'when-idle' (whenever the device is idle and records wait: group
   * commit), 'timer' (at every multiple of flushPeriodMs), 'batch' (once batchRecords
   * records wait, or the oldest has waited flushPeriodMs), 'per-commit' (one record per flush).
   */
  flushPolicy: z.enum(['when-idle', 'timer', 'batch', 'per-commit']).default('when-idle'),
  flushPeriodMs: z.number().finite().positive().max(60_000).default(1),
  batchRecords: positiveInt.max(100_000).default(8),
  /** Bytes of one commit record, unless its type sets `logBytes`. */
  recordBytes: positiveInt.max(100_000_000).default(512),
  ...TECHNIQUE_LOG_FIELDS,
});

const runSchema = z
  .strictObject({
    /** Simulated time measured, after the warm-up, in ms. */
    durationMs: z.number().finite().positive().max(1e9),
    warmupMs: z.number().finite().nonnegative().max(1e9).default(0),
    /**
     * The run's work budget in engine events: it stops after this many, keeping what it
     * measured. Null: derived from the scenario (model/run-budget.ts).
     */
    maxEvents: positiveInt.max(MAX_RUN_EVENTS).nullable().default(null),
    /**
     * Stop an open system early once its backlog grows without bound (the row says
     * `saturated`); false runs it to the end to measure the saturated regime.
     */
    stopWhenSaturated: z.boolean().default(true),
  })
  .strict();

/**
 * How the page plays a scenario when it opens: simulated ms per wall-clock second and the
 * simulated instant to start from, chosen so the first interesting moment (the first timed
 * note) arrives within seconds of pressing Play. Optional: without it the page's defaults
 * apply (40 ms/s from the start), and a link's `t` still wins over `startMs`.
 */
const playbackSchema = z.strictObject({
  /** Simulated ms per wall-clock second (the page's speed control spans 1 to 10,000). */
  speed: z.number().finite().min(1).max(10_000).optional(),
  /** Simulated ms at which playback starts. */
  startMs: z.number().finite().nonnegative().max(1e9).optional(),
  /** Width of the timeline's time window when the scenario opens, in simulated ms. */
  windowMs: z.number().finite().min(0.1).max(1e9).optional(),
});
export type PlaybackSpec = z.infer<typeof playbackSchema>;

/** A dotted parameter path as data: never a segment that could reach a prototype. */
const parameterPath = z
  .string()
  .min(1)
  .superRefine((path, ctx) => {
    const segment = forbiddenSegment(path);
    if (segment !== null)
      ctx.addIssue({ code: 'custom', message: forbiddenSegmentMessage(segment) });
  });

const variantSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .max(60),
  title: z.string().min(1).max(MAX_TITLE),
  description: z.string().max(MAX_DESCRIPTION).default(''),
  /** Parameter path (dotted) -> value, applied on top of the base scenario. */
  set: z.record(parameterPath, z.unknown()).default({}),
});

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  /**
   * What a file saved from the app records about where its numbers came from (the model
   * version and, for a built-in as shipped, its hash); the model ignores it.
   */
  exportedWith: z
    .strictObject({
      modelVersion: z.number().int().nonnegative().max(1e9),
      scenarioHash: z.string().max(13).nullable(),
    })
    .optional(),
  version: z.literal(SCENARIO_VERSION),
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .max(80),
  title: z.string().min(1).max(MAX_TITLE),
  description: z.string().max(MAX_DESCRIPTION).default(''),
  seed: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 32 - 1),
  run: runSchema,
  workload: workloadSchema,
  system: systemSchema,
  locking: lockingSchema.default({
    enabled: true,
    mode: 'read-write',
    requestCpuMs: 0,
    restartDelayMs: 0,
    ...TECHNIQUE_LOCKING_DEFAULTS,
    queue: 'fifo',
    delayMs: 0,
    delayHoldsServer: true,
    rerequestOnMiss: false,
    rowsPerLockUnit: 1,
    objectsPerPage: 1,
  }),
  log: logSchema.default({
    enabled: false,
    service: { kind: 'time', ms: 5 },
    groupCommit: true,
    maxGroupRecords: 1000,
    groupTimerMs: 0,
    commit: 'synchronous',
    flushPolicy: 'when-idle',
    flushPeriodMs: 1,
    batchRecords: 8,
    recordBytes: 512,
    ...TECHNIQUE_LOG_DEFAULTS,
  }),
  ...TECHNIQUE_SECTIONS,
  compare: z.array(variantSchema).max(8).default([]),
  sweep: z
    .strictObject({ param: parameterPath, values: z.array(z.unknown()).min(1).max(200) })
    .nullable()
    .default(null),
  teaching: z
    .array(
      z.strictObject({
        atMs: z.number().finite().nonnegative().max(2e9).nullable().default(null),
        text: z.string().max(MAX_DESCRIPTION),
      }),
    )
    .max(MAX_NOTES)
    .default([]),
  playback: playbackSchema.optional(),
  published: publishedSchema.optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Workload = Scenario['workload'];
export type TransactionTypeSpec = Workload['types'][number];
export type SystemSpec = Scenario['system'];
export type LockingSpec = Scenario['locking'];
export type LogSpec = Scenario['log'];
export type DataServerSpec = NonNullable<SystemSpec['dataServer']>;
export type VariantSpec = Scenario['compare'][number];
