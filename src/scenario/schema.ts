/**
 * The scenario format, version 1: what a run is made of (workload, system, techniques, run
 * length, seed), plus optional side-by-side variants (`compare`), a parameter sweep and
 * teaching notes. Objects are strict, so a misspelt field is an error that names its path.
 * Field names carry their units (`thinkTimeMs`, `durationMs`).
 */
import { z } from 'zod';
import { countDistSchema, durationDistSchema } from './distributions.ts';

export const SCENARIO_VERSION = 1;

const positiveInt = z.number().int().positive();
const probability = z.number().finite().min(0).max(1);

const pageChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('uniform') }),
  z.strictObject({
    kind: z.literal('hotspot'),
    /** Share of the region that is hot. */
    hotFraction: z.number().finite().gt(0).lt(1),
    /** Share of accesses that go to the hot part. */
    hotProbability: probability,
  }),
]);

export type StepSpec =
  | { op: 'cpu'; ms: z.infer<typeof durationDistSchema> }
  | {
      op: 'access';
      count: z.infer<typeof countDistSchema>;
      writeProbability: number;
      cpuMs: z.infer<typeof durationDistSchema>;
      pages: z.infer<typeof pageChoiceSchema>;
      region: { first: number; count: number } | null;
      distinct: boolean;
    }
  | { op: 'loop'; count: z.infer<typeof countDistSchema>; body: StepSpec[] };

const cpuStepSchema = z.strictObject({ op: z.literal('cpu'), ms: durationDistSchema });
const accessStepSchema = z.strictObject({
  op: z.literal('access'),
  /** How many page accesses this step makes. */
  count: countDistSchema,
  /** Chance that each access writes the page (and so locks it exclusively). */
  writeProbability: probability.default(0),
  /** CPU demand of each access, in ms. */
  cpuMs: durationDistSchema.default(0),
  pages: pageChoiceSchema.default({ kind: 'uniform' }),
  /** Restrict the accesses to pages [first, first + count); null: the whole database. */
  region: z
    .strictObject({ first: z.number().int().nonnegative(), count: positiveInt })
    .nullable()
    .default(null),
  /** Draw distinct pages within one transaction (no page twice). */
  distinct: z.boolean().default(true),
});

export const stepSchema: z.ZodType<StepSpec, unknown> = z.lazy(() =>
  z.discriminatedUnion('op', [
    cpuStepSchema,
    accessStepSchema,
    z.strictObject({ op: z.literal('loop'), count: countDistSchema, body: z.array(stepSchema) }),
  ]),
) as unknown as z.ZodType<StepSpec, unknown>;

const transactionTypeSchema = z.strictObject({
  name: z.string().min(1),
  /** Relative frequency in the mix. */
  weight: z.number().finite().positive().default(1),
  beginCpuMs: durationDistSchema.default(0),
  commitCpuMs: durationDistSchema.default(0),
  program: z.array(stepSchema).min(1),
});

const deviceServiceSchema = z.discriminatedUnion('kind', [
  /** Every access takes a time drawn from one distribution. */
  z.strictObject({ kind: z.literal('time'), ms: durationDistSchema }),
  /** A moving-head disk: seek (uniform, given mean) + rotational latency + transfer. */
  z.strictObject({
    kind: z.literal('mechanical'),
    averageSeekMs: z.number().finite().nonnegative(),
    rotationMs: z.number().finite().nonnegative(),
    transferMs: z.number().finite().nonnegative(),
  }),
]);
export type DeviceService = z.infer<typeof deviceServiceSchema>;

const workloadSchema = z
  .strictObject({
    /** Closed system: this many terminals, each submitting, waiting, thinking. */
    terminals: positiveInt.max(10_000).nullable().default(null),
    /** External think time between a terminal's transactions, in ms. */
    thinkTimeMs: durationDistSchema.default(0),
    /** Open system: Poisson arrivals at this rate, per second. */
    arrivalRateTps: z.number().finite().positive().nullable().default(null),
    types: z.array(transactionTypeSchema).min(1),
  })
  .refine((w) => (w.terminals === null) !== (w.arrivalRateTps === null), {
    message: 'set exactly one of terminals (closed system) and arrivalRateTps (open system)',
    path: ['terminals'],
  });

const systemSchema = z.strictObject({
  database: z.strictObject({ pages: positiveInt.max(100_000_000) }),
  /** Buffer pool frames (LRU); 0 means no buffer: every access reads from disk. */
  buffer: z.strictObject({ pages: z.number().int().nonnegative().max(10_000_000) }),
  cpu: z.strictObject({ count: positiveInt.max(1024) }),
  disks: z.strictObject({ count: positiveInt.max(1024), service: deviceServiceSchema }),
});

const lockingSchema = z.strictObject({
  enabled: z.boolean().default(true),
  /** 'read-write': S for reads, X for writes; 'exclusive': every access locks X. */
  mode: z.enum(['read-write', 'exclusive']).default('read-write'),
  /** CPU spent by each lock request, in ms. */
  requestCpuMs: durationDistSchema.default(0),
  /** Pause before an aborted transaction restarts, in ms. */
  restartDelayMs: durationDistSchema.default(0),
});

const logSchema = z.strictObject({
  enabled: z.boolean().default(false),
  service: deviceServiceSchema.default({ kind: 'time', ms: 5 }),
  /** Gather every commit record that arrives during a flush into the next flush. */
  groupCommit: z.boolean().default(true),
  /** Largest number of commit records in one flush. */
  maxGroupRecords: positiveInt.default(1000),
  /**
   * With group commit, how long an idle log waits after a record arrives before it
   * flushes, to gather more (a full group flushes at once); 0 flushes immediately.
   */
  groupTimerMs: z.number().finite().nonnegative().max(60_000).default(0),
  /** 'synchronous': a commit waits for its record to be durable. */
  commit: z.enum(['synchronous', 'asynchronous']).default('synchronous'),
});

const runSchema = z
  .strictObject({
    /** Simulated time measured, after the warm-up, in ms. */
    durationMs: z.number().finite().positive().max(1e9),
    warmupMs: z.number().finite().nonnegative().max(1e9).default(0),
  })
  .strict();

const variantSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .max(60),
  title: z.string().min(1),
  description: z.string().default(''),
  /** Parameter path (dotted) -> value, applied on top of the base scenario. */
  set: z.record(z.string(), z.unknown()).default({}),
});

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(SCENARIO_VERSION),
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .max(80),
  title: z.string().min(1),
  description: z.string().default(''),
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
  }),
  log: logSchema.default({
    enabled: false,
    service: { kind: 'time', ms: 5 },
    groupCommit: true,
    maxGroupRecords: 1000,
    groupTimerMs: 0,
    commit: 'synchronous',
  }),
  compare: z.array(variantSchema).max(8).default([]),
  sweep: z
    .strictObject({ param: z.string().min(1), values: z.array(z.unknown()).min(1).max(200) })
    .nullable()
    .default(null),
  teaching: z
    .array(
      z.strictObject({ atMs: z.number().nonnegative().nullable().default(null), text: z.string() }),
    )
    .default([]),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Workload = Scenario['workload'];
export type TransactionTypeSpec = Workload['types'][number];
export type SystemSpec = Scenario['system'];
export type LockingSpec = Scenario['locking'];
export type LogSpec = Scenario['log'];
export type VariantSpec = Scenario['compare'][number];
