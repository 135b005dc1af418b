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

/** One step of a plan: an access to `page` (or pure CPU when page is -1). */
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

export interface TxnPlan {
  type: number;
  beginCpuUs: number;
  ops: PlannedOp[];
  commitCpuUs: number;
  /** True when some op writes: only update transactions write a commit record. */
  writes: boolean;
  /** Size of its commit record, in bytes. */
  logBytes: number;
  /** Its partition (warehouse, branch), or -1 without partitions. */
  partition: number;
}

/** What a plan's steps share: the transaction's partition, the pages its distinct steps used. */
interface PlanState {
  /** Made by the first step that draws distinct pages (most plans have none). */
  used: Set<number> | null;
  partition: number;
  /** Some access so far writes. */
  writes: boolean;
}

type CompiledStep = (rng: RandomStream, out: PlannedOp[], state: PlanState) => void;

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
      return (rng, out) => {
        const cpuUs = cpu(rng);
        if (cpuUs > 0) out.push({ page: -1, lock: -1, write: false, cpuUs, alt: undefined });
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
      return (rng, out, state) => {
        const base = partitionRows === null ? first : first + state.partition * partitionRows;
        let n = howMany(rng);
        if (distinct) n = Math.min(n, rowsCount);
        for (let i = 0; i < n; i++) {
          let page = base + choose(rng, rowsCount, i);
          if (distinct) {
            const used = (state.used ??= new Set<number>());
            if (!sequential) while (used.has(page)) page = base + choose(rng, rowsCount, i);
            used.add(page);
          }
          const write = writeProbability > 0 && rng.next() < writeProbability;
          if (write) state.writes = true;
          // Every op has the same properties (alt included), so the attempt loops that read
          // them see one shape.
          const op: PlannedOp = {
            page,
            lock: lockIsPage ? page : lockOf(page, rng),
            write,
            cpuUs: cpu(rng),
            alt: undefined,
          };
          if (dependent) {
            // The changed data is anywhere in the step's rows (in a large region: a cold page).
            const alt = base + rng.nextInt(rowsCount);
            op.alt = { page: alt, lock: lockOf(alt, rng) };
          }
          out.push(op);
        }
      };
    }
    case 'loop': {
      const times = countSampler(spec.count);
      const body = spec.body.map((s) =>
        compileStep(s, databasePages, rowsPerLockUnit, objectsPerPage),
      );
      return (rng, out, state) => {
        const n = times(rng);
        for (let i = 0; i < n; i++) for (const step of body) step(rng, out, state);
      };
    }
  }
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
  const steps = spec.program.map((s) =>
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
  return (rng, terminal) => {
    const ops: PlannedOp[] = [];
    const partition = choosePartition(rng, terminal);
    const state: PlanState = { used: null, partition, writes: false };
    const beginCpuUs = beginCpu(rng);
    for (const step of steps) step(rng, ops, state);
    return {
      type: typeIndex,
      beginCpuUs,
      ops,
      commitCpuUs: commitCpu(rng),
      writes: state.writes,
      logBytes,
      partition,
    };
  };
}
