/**
 * Transaction programs in the scenario format: a type's steps (CPU bursts, page accesses
 * with their page choice and lock rules, loops) and the type's mix weight, think time and
 * log bytes. It models what a transaction asks for, not how the engine serves it.
 */
import { z } from './zod.ts';
import { countDistSchema, durationDistSchema } from './distributions.ts';
import { MAX_PAGES, MAX_STEPS, MAX_TERMINALS } from './format-limits.ts';

export const positiveInt = z.number().int().positive();
export const probability = z.number().finite().min(0).max(1);

const pageChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('uniform') }),
  z.strictObject({
    kind: z.literal('hotspot'),
    /** Share of the region that is hot. */
    hotFraction: z.number().finite().gt(0).lt(1),
    /** Share of accesses that go to the hot part. */
    hotProbability: probability,
  }),
  /**
   * Self-similar skew (Gray et al.): a share 1 - h of the accesses goes to the first h of
   * the rows, recursively; h = 0.5 is uniform, h = 0.2 is "80-20".
   */
  z.strictObject({ kind: z.literal('self-similar'), h: z.number().finite().gt(0).max(0.5) }),
  /** The step's k-th access takes the k-th row (wrapping): fixed lock order, no deadlocks. */
  z.strictObject({ kind: z.literal('sequential') }),
  /**
   * Appends: all transactions share one cursor; each access takes the next record, and
   * `recordsPerPage` consecutive records share a page (a history file), wrapping at the end.
   */
  z.strictObject({ kind: z.literal('append'), recordsPerPage: positiveInt.max(100_000) }),
]);
export type PageChoiceSpec = z.infer<typeof pageChoiceSchema>;

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
      partitionRows: number | null;
      rowsPerLockUnit: number | null;
      dataDependent?: boolean;
      locked?: boolean;
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
    .strictObject({
      first: z.number().int().nonnegative().max(MAX_PAGES),
      count: positiveInt.max(MAX_PAGES),
    })
    .nullable()
    .default(null),
  /** Draw distinct pages within one transaction (no page twice). */
  distinct: z.boolean().default(true),
  /**
   * With workload partitions: the region holds this many rows per partition, and the step
   * accesses only the rows of the transaction's partition (its warehouse, its branch).
   * Null: the whole region.
   */
  partitionRows: positiveInt.max(MAX_PAGES).nullable().default(null),
  /** Rows covered by one lock in this step's region; null: `locking.rowsPerLockUnit`. */
  rowsPerLockUnit: positiveInt.max(1_000_000).nullable().default(null),
  /**
   * The accesses depend on data other transactions change (the oldest undelivered order):
   * between a fetch stage and the operate stage the page may change (`execution`).
   */
  dataDependent: z.boolean().default(false),
  /** False: this step's accesses take no locks (latches protect them, as a history file). */
  locked: z.boolean().optional(),
});

export const stepSchema: z.ZodType<StepSpec, unknown> = z.lazy(() =>
  z.discriminatedUnion('op', [
    cpuStepSchema,
    accessStepSchema,
    z.strictObject({
      op: z.literal('loop'),
      count: countDistSchema,
      body: z.array(stepSchema).max(MAX_STEPS),
    }),
  ]),
) as unknown as z.ZodType<StepSpec, unknown>;

export const transactionTypeSchema = z.strictObject({
  name: z.string().min(1).max(80),
  /** Relative frequency in the mix. */
  weight: z.number().finite().positive().max(1e9).default(1),
  beginCpuMs: durationDistSchema.default(0),
  commitCpuMs: durationDistSchema.default(0),
  program: z.array(stepSchema).min(1).max(MAX_STEPS),
  /**
   * Closed system only: this many terminals run only this type (the locking testbed's
   * 7 small + 1 large); null: the type is drawn by weight on the remaining terminals.
   */
  terminals: positiveInt.max(MAX_TERMINALS).nullable().default(null),
  /** External think time before a transaction of this type; null: the workload's. */
  thinkTimeMs: durationDistSchema.nullable().default(null),
  /** Bytes of log this type writes per commit (update types only); null: `log.recordBytes`. */
  logBytes: positiveInt.max(100_000_000).nullable().default(null),
});
