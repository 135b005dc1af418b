/**
 * Transaction programs. A transaction type is a small program of steps (CPU bursts, runs
 * of page accesses, loops); each new transaction expands it once, with its own random
 * stream, into a plan: the exact pages it will touch, in order, with the CPU each access
 * costs. A restart re-runs the same plan, and two variants of a scenario draw the same
 * plans (common random numbers). With workload partitions a transaction first draws its
 * partition (or takes its terminal's), and steps with `partitionRows` stay in it; rows may
 * be grouped into lock units (`rowsPerLockUnit`), so the lockable item of an access can
 * cover several rows; or a page may hold several objects (`locking.objectsPerPage`, object-
 * level locking): an access then draws one of its page's objects and locks that object
 * alone (items numbered from `database.pages` on: page p's object r is pages + p * k + r),
 * while the buffer and the disks still work in pages.
 */
import { msToUs } from '../../base/time.ts';
import type { Scenario, StepSpec, TransactionTypeSpec } from '../../scenario/schema.ts';
import { countSampler, durationSampler, type Sampler } from '../../kernel/distributions.ts';
import type { RandomStream } from '../../kernel/random.ts';

/** The lock item of an access that takes no lock (a step with `locked: false`). */
export const NO_LOCK = -2;

/**
 * A plan's steps, packed: OP_FIELDS numbers per step in one array (`TxnPlan.steps`), so a
 * transaction makes one array rather than an object per step. Step i's page is at
 * `i * OP_FIELDS + OP_PAGE`, and so on.
 */
/** The page accessed, or -1 for a step of pure CPU. */
export const OP_PAGE = 0;
/** The lockable item covering the page (the page itself unless rows share lock units). */
export const OP_LOCK = 1;
/** The CPU the step costs, in µs. */
export const OP_CPU = 2;
/** 1 when the access writes, else 0. */
export const OP_WRITE = 3;
export const OP_FIELDS = 4;

/** One step of a plan as an object (`TxnPlan.ops`): an access to `page` (or pure CPU when page is -1). */
export interface PlannedOp {
  page: number;
  /** The lockable item covering the page (the page itself unless rows share lock units). */
  lock: number;
  write: boolean;
  cpuUs: number;
  /**
   * A data-dependent access: the page (and its lock item) it touches instead when the data
   * changed between a fetch stage and the operate stage (two-stage execution), drawn
   * uniformly from the step's rows.
   */
  alt?: { page: number; lock: number } | undefined;
}

export class TxnPlan {
  constructor(
    readonly type: number,
    readonly beginCpuUs: number,
    /** The steps, packed (OP_FIELDS numbers each, at the OP_* offsets). */
    readonly steps: number[],
    /**
     * Two numbers per step: the page and lock item a data-dependent access touches instead
     * when its data changed (two-stage execution), the page -1 for other steps; null when
     * no step is data dependent.
     */
    readonly alts: number[] | null,
    readonly commitCpuUs: number,
    /** True when some op writes: only update transactions write a commit record. */
    readonly writes: boolean,
    /** Size of its commit record, in bytes. */
    readonly logBytes: number,
    /** Its partition (warehouse, branch), or -1 without partitions. */
    readonly partition: number,
  ) {}

  /** The number of steps. */
  get count(): number {
    return this.steps.length / OP_FIELDS;
  }

  /** The steps as objects, made on each call: for tests and tools (the engine reads `steps`). */
  get ops(): PlannedOp[] {
    const ops: PlannedOp[] = [];
    const { steps, alts } = this;
    for (let at = 0, i = 0; at < steps.length; at += OP_FIELDS, i++) {
      const altPage = alts === null ? -1 : alts[2 * i]!;
      ops.push({
        page: steps[at + OP_PAGE]!,
        lock: steps[at + OP_LOCK]!,
        write: steps[at + OP_WRITE] === 1,
        cpuUs: steps[at + OP_CPU]!,
        alt: altPage < 0 ? undefined : { page: altPage, lock: alts![2 * i + 1]! },
      });
    }
    return ops;
  }
}

/**
 * What a plan's steps share while it is drawn: the transaction's partition, the pages its
 * distinct steps used, the steps so far. A type draws its plans one at a time, so it keeps
 * one state and resets it for each plan (`resetState`); the plan copies out what it keeps.
 * Its lists are the first `...Length` numbers of arrays that keep their room from plan to
 * plan: emptying an array (`length = 0`) drops its room, so each plan grew it anew.
 */
interface PlanState {
  /** The pages distinct steps drew, while few (scanned); past USED_SCAN_MAX, `usedSet`. */
  used: number[];
  usedLength: number;
  usedSet: Set<number> | null;
  partition: number;
  /** Some access so far writes. */
  writes: boolean;
  /** The steps so far, packed (TxnPlan.steps). */
  steps: number[];
  stepsLength: number;
  /** The plan's `alts` so far, begun by the first data-dependent access; else empty. */
  alts: number[];
  altsLength: number;
}

/** Distinct pages of a plan kept in a scanned list, beyond which a set takes over. */
const USED_SCAN_MAX = 32;

function resetState(state: PlanState, partition: number): void {
  state.usedLength = 0;
  state.usedSet = null;
  state.partition = partition;
  state.writes = false;
  state.stepsLength = 0;
  state.altsLength = 0;
}

function isUsed(state: PlanState, page: number): boolean {
  if (state.usedSet !== null) return state.usedSet.has(page);
  const used = state.used;
  for (let i = 0; i < state.usedLength; i++) if (used[i] === page) return true;
  return false;
}

function markUsed(state: PlanState, page: number): void {
  if (state.usedSet !== null) {
    state.usedSet.add(page);
    return;
  }
  state.used[state.usedLength++] = page;
  if (state.usedLength > USED_SCAN_MAX) {
    state.usedSet = new Set(state.used.slice(0, state.usedLength));
  }
}

/** Appends a step (its OP_FIELDS numbers) to the plan being drawn. */
function pushStep(
  state: PlanState,
  page: number,
  lock: number,
  cpuUs: number,
  write: number,
): void {
  const steps = state.steps;
  const at = state.stepsLength;
  steps[at + OP_PAGE] = page;
  steps[at + OP_LOCK] = lock;
  steps[at + OP_CPU] = cpuUs;
  steps[at + OP_WRITE] = write;
  state.stepsLength = at + OP_FIELDS;
}

/** Appends a pair (page, lock item) to the plan's `alts` being drawn. */
function pushAlt(state: PlanState, page: number, lock: number): void {
  const at = state.altsLength;
  state.alts[at] = page;
  state.alts[at + 1] = lock;
  state.altsLength = at + 2;
}

type CompiledStep = (rng: RandomStream, state: PlanState) => void;

/** Self-similar skew: an index in [0, n) with a share 1 - h of draws in the first h of n. */
export function selfSimilarIndex(rng: RandomStream, n: number, h: number): number {
  const x = Math.floor(n * Math.pow(rng.next(), Math.log(h) / Math.log(1 - h)));
  return Math.min(n - 1, x);
}

/** Chooses the offset (0 .. count-1) of the k-th access of a step among `count` rows. */
type OffsetChooser = (rng: RandomStream, count: number, k: number) => number;

function compileOffsetChooser(spec: Extract<StepSpec, { op: 'access' }>): OffsetChooser {
  const pages = spec.pages;
  switch (pages.kind) {
    case 'uniform':
      return (rng, count) => rng.nextInt(count);
    case 'hotspot': {
      const hotProbability = pages.hotProbability;
      return (rng, count) => {
        const hot = Math.max(1, Math.min(count - 1, Math.round(count * pages.hotFraction)));
        return rng.next() < hotProbability ? rng.nextInt(hot) : hot + rng.nextInt(count - hot);
      };
    }
    case 'self-similar':
      return (rng, count) => selfSimilarIndex(rng, count, pages.h);
    case 'sequential':
      return (_rng, count, k) => k % count;
    case 'append': {
      // One cursor per compiled step, so per run: plans are drawn in a deterministic order.
      let cursor = 0;
      const perPage = pages.recordsPerPage;
      return (_rng, count) => Math.floor(cursor++ / perPage) % count;
    }
  }
}

function compileStep(
  spec: StepSpec,
  databasePages: number,
  rowsPerLockUnit: number,
  objectsPerPage = 1,
): CompiledStep {
  switch (spec.op) {
    case 'cpu': {
      const cpu = durationSampler(spec.ms, msToUs);
      return (rng, state) => {
        const cpuUs = cpu(rng);
        if (cpuUs > 0) pushStep(state, -1, -1, cpuUs, 0);
      };
    }
    case 'access': {
      const howMany = countSampler(spec.count);
      const choose = compileOffsetChooser(spec);
      const cpu = durationSampler(spec.cpuMs, msToUs);
      const first = spec.region?.first ?? 0;
      const partitionRows = spec.partitionRows;
      const rowsCount = partitionRows ?? spec.region?.count ?? databasePages;
      const unit = spec.rowsPerLockUnit ?? rowsPerLockUnit;
      const pageLockOf =
        spec.locked === false
          ? () => NO_LOCK
          : unit === 1
            ? (page: number) => page
            : (page: number) => first + Math.floor((page - first) / unit);
      const k = objectsPerPage;
      // Object locks draw the object only when a page holds several (old plans unchanged).
      const lockOf =
        spec.locked === false || k === 1
          ? (page: number, _rng: RandomStream) => pageLockOf(page)
          : (page: number, rng: RandomStream) => databasePages + page * k + rng.nextInt(k);
      // A page's lock item is the page itself (no lock units, objects or unlocked step):
      // the common case, with no call per access.
      const lockIsPage = spec.locked !== false && unit === 1 && k === 1;
      const sequential = spec.pages.kind === 'sequential' || spec.pages.kind === 'append';
      const writeProbability = spec.writeProbability;
      const dependent = spec.dataDependent === true;
      const distinct = spec.distinct;
      return (rng, state) => {
        const base = partitionRows === null ? first : first + state.partition * partitionRows;
        let n = howMany(rng);
        if (distinct) n = Math.min(n, rowsCount);
        for (let i = 0; i < n; i++) {
          let page = base + choose(rng, rowsCount, i);
          if (distinct) {
            if (!sequential) while (isUsed(state, page)) page = base + choose(rng, rowsCount, i);
            markUsed(state, page);
          }
          const write = writeProbability > 0 && rng.next() < writeProbability;
          if (write) state.writes = true;
          // The lock is drawn before the CPU, the alternative after them.
          const lock = lockIsPage ? page : lockOf(page, rng);
          pushStep(state, page, lock, cpu(rng), write ? 1 : 0);
          if (dependent) {
            // The changed data is anywhere in the step's rows (in a large region: a cold page).
            const alt = base + rng.nextInt(rowsCount);
            padAlts(state, state.stepsLength / OP_FIELDS - 1);
            pushAlt(state, alt, lockOf(alt, rng));
          }
        }
      };
    }
    case 'loop': {
      const times = countSampler(spec.count);
      const body = spec.body.map((s) =>
        compileStep(s, databasePages, rowsPerLockUnit, objectsPerPage),
      );
      return (rng, state) => {
        const n = times(rng);
        for (let i = 0; i < n; i++) for (const step of body) step(rng, state);
      };
    }
  }
}

/** Fills a plan's alts with "no alternative" up to step `count` (excluded). */
function padAlts(state: PlanState, count: number): void {
  while (state.altsLength < 2 * count) pushAlt(state, -1, -1);
}

/** Expands a type into a plan; `terminal` is the submitting terminal (-1: an open arrival). */
export type PlanMaker = (rng: RandomStream, terminal: number) => TxnPlan;

/** Draws a transaction's partition: its terminal's, or at random (nothing without partitions). */
function partitionChooser(
  partitions: Scenario['workload']['partitions'],
): (rng: RandomStream, terminal: number) => number {
  if (partitions === null) return () => -1;
  const { count, choice } = partitions;
  switch (choice.kind) {
    case 'terminal':
      return (rng, terminal) => (terminal >= 0 ? terminal % count : rng.nextInt(count));
    case 'uniform':
      return (rng) => rng.nextInt(count);
    case 'self-similar':
      return (rng) => selfSimilarIndex(rng, count, choice.h);
  }
}

export function compileTransactionType(
  spec: TransactionTypeSpec,
  typeIndex: number,
  scenario: Pick<Scenario, 'system' | 'workload' | 'locking' | 'log'>,
): PlanMaker {
  const databasePages = scenario.system.database.pages;
  const compiled = spec.program.map((s) =>
    compileStep(
      s,
      databasePages,
      scenario.locking.rowsPerLockUnit,
      scenario.locking.objectsPerPage,
    ),
  );
  const beginCpu: Sampler = durationSampler(spec.beginCpuMs, msToUs);
  const commitCpu: Sampler = durationSampler(spec.commitCpuMs, msToUs);
  const choosePartition = partitionChooser(scenario.workload.partitions);
  const logBytes = spec.logBytes ?? scenario.log.recordBytes;
  const state: PlanState = {
    used: [],
    usedLength: 0,
    usedSet: null,
    partition: -1,
    writes: false,
    steps: [],
    stepsLength: 0,
    alts: [],
    altsLength: 0,
  };
  return (rng, terminal) => {
    resetState(state, choosePartition(rng, terminal));
    const beginCpuUs = beginCpu(rng);
    for (const step of compiled) step(rng, state);
    const count = state.stepsLength / OP_FIELDS;
    if (state.altsLength > 0) padAlts(state, count);
    // Copies of exactly the plan's size (the state's arrays grow by steps).
    return new TxnPlan(
      typeIndex,
      beginCpuUs,
      state.steps.slice(0, state.stepsLength),
      state.altsLength > 0 ? state.alts.slice(0, state.altsLength) : null,
      commitCpu(rng),
      state.writes,
      logBytes,
      state.partition,
    );
  };
}
