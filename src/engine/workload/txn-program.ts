/**
 * Transaction programs. A transaction type is a small program of steps (CPU bursts, runs
 * of page accesses, loops); each new transaction expands it once, with its own random
 * stream, into a plan: the exact pages it will touch, in order, with the CPU each access
 * costs. A restart re-runs the same plan, and two variants of a scenario draw the same
 * plans (common random numbers).
 */
import type { StepSpec, TransactionTypeSpec } from '../../scenario/schema.ts';
import { countSampler, durationSampler, type Sampler } from '../core/distributions.ts';
import type { RandomStream } from '../core/random.ts';

/** One step of a plan: an access to `page` (or pure CPU when page is -1). */
export interface PlannedOp {
  page: number;
  write: boolean;
  cpuUs: number;
}

export interface TxnPlan {
  type: number;
  beginCpuUs: number;
  ops: PlannedOp[];
  commitCpuUs: number;
  /** True when some op writes: only update transactions write a commit record. */
  writes: boolean;
}

type CompiledStep = (rng: RandomStream, out: PlannedOp[], used: Set<number>) => void;

function compilePageChooser(
  spec: Extract<StepSpec, { op: 'access' }>,
  databasePages: number,
): (rng: RandomStream) => number {
  const first = spec.region?.first ?? 0;
  const count = spec.region?.count ?? databasePages;
  if (spec.pages.kind === 'uniform') return (rng) => first + rng.nextInt(count);
  const hot = Math.max(1, Math.min(count - 1, Math.round(count * spec.pages.hotFraction)));
  const hotProbability = spec.pages.hotProbability;
  return (rng) =>
    rng.next() < hotProbability ? first + rng.nextInt(hot) : first + hot + rng.nextInt(count - hot);
}

function compileStep(spec: StepSpec, databasePages: number): CompiledStep {
  switch (spec.op) {
    case 'cpu': {
      const cpu = durationSampler(spec.ms, 1000);
      return (rng, out) => {
        const cpuUs = cpu(rng);
        if (cpuUs > 0) out.push({ page: -1, write: false, cpuUs });
      };
    }
    case 'access': {
      const howMany = countSampler(spec.count);
      const choose = compilePageChooser(spec, databasePages);
      const cpu = durationSampler(spec.cpuMs, 1000);
      const regionSize = spec.region?.count ?? databasePages;
      const writeProbability = spec.writeProbability;
      return (rng, out, used) => {
        let n = howMany(rng);
        if (spec.distinct) n = Math.min(n, regionSize);
        for (let i = 0; i < n; i++) {
          let page = choose(rng);
          if (spec.distinct) {
            while (used.has(page)) page = choose(rng);
            used.add(page);
          }
          const write = writeProbability > 0 && rng.next() < writeProbability;
          out.push({ page, write, cpuUs: cpu(rng) });
        }
      };
    }
    case 'loop': {
      const times = countSampler(spec.count);
      const body = spec.body.map((s) => compileStep(s, databasePages));
      return (rng, out, used) => {
        const n = times(rng);
        for (let i = 0; i < n; i++) for (const step of body) step(rng, out, used);
      };
    }
  }
}

export type PlanMaker = (rng: RandomStream) => TxnPlan;

export function compileTransactionType(
  spec: TransactionTypeSpec,
  typeIndex: number,
  databasePages: number,
): PlanMaker {
  const steps = spec.program.map((s) => compileStep(s, databasePages));
  const beginCpu: Sampler = durationSampler(spec.beginCpuMs, 1000);
  const commitCpu: Sampler = durationSampler(spec.commitCpuMs, 1000);
  return (rng) => {
    const ops: PlannedOp[] = [];
    const used = new Set<number>();
    const beginCpuUs = beginCpu(rng);
    for (const step of steps) step(rng, ops, used);
    return {
      type: typeIndex,
      beginCpuUs,
      ops,
      commitCpuUs: commitCpu(rng),
      writes: ops.some((op) => op.write),
    };
  };
}
