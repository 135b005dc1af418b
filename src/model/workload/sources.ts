/**
 * Where transactions come from. Closed system: N terminals, each thinking, submitting one
 * transaction and waiting for it to commit, forever; a type may have terminals of its own
 * (the locking testbed's 7 small + 1 large) and its own think time, the other terminals
 * draw a type by weight among the types without terminals of their own. Open system: Poisson arrivals, each
 * transaction its own process, no admission limit. Every terminal and every arrival draws
 * from streams named after it, so variants of a scenario see the same workload.
 */
import { msToUs } from '../../base/time.ts';
import type { Workload } from '../../scenario/schema.ts';
import {
  durationSampler,
  exponential,
  weightedChooser,
  type Sampler,
} from '../../kernel/distributions.ts';
import { sleep, type Wait } from '../../kernel/process.ts';
import type { RandomStream, RandomStreams, StreamFamily } from '../../kernel/random.ts';
import {
  runTransaction,
  runTransactions,
  type TransactionContext,
  type TransactionSource,
} from './transaction.ts';
import type { PlanMaker, TxnPlan } from './txn-program.ts';

/** Expands a transaction's plan: its k-th from a terminal's (or the arrivals') plan streams. */
type PlanFor = (family: StreamFamily, terminal: number, k: number) => TxnPlan;

/**
 * A closed terminal as the source of its transactions: one object per terminal holding its
 * streams (closures over them would be four objects more for each of a thousand terminals).
 */
class Terminal implements TransactionSource {
  /** Each terminal's plan streams named ('plan', terminal, k), the prefix hashed once. */
  private planStreams: StreamFamily | null = null;
  private readonly thinkRng: RandomStream;
  private readonly execStreams: StreamFamily;

  constructor(
    private readonly streams: RandomStreams,
    private readonly terminal: number,
    private readonly planFor: PlanFor,
    private readonly thinkOf: readonly Sampler[],
  ) {
    this.thinkRng = streams.stream('think', terminal);
    this.execStreams = streams.family('exec', terminal);
  }

  plan(k: number): TxnPlan {
    this.planStreams ??= this.streams.family('plan', this.terminal);
    return this.planFor(this.planStreams, this.terminal, k);
  }

  thinkUs(plan: TxnPlan): number {
    return this.thinkOf[plan.type]!(this.thinkRng);
  }

  rng(k: number): RandomStream {
    return this.execStreams.stream(k);
  }
}

export function startSources(
  ctx: TransactionContext,
  streams: RandomStreams,
  workload: Workload,
  planMakers: readonly PlanMaker[],
): void {
  const dedicated: number[] = [];
  workload.types.forEach((type, i) => {
    for (let n = 0; n < (type.terminals ?? 0); n++) dedicated.push(i);
  });
  const shared = workload.types.flatMap((type, i) => (type.terminals === null ? [i] : []));
  const chooseShared = weightedChooser(shared.map((i) => workload.types[i]!.weight));
  // A plan is drawn at once, and its stream is used up then: one stream, reseeded for each
  // plan, draws them all (a stream per transaction otherwise).
  const planRng = streams.stream('plan');
  const planFor: PlanFor = (family, terminal, k) => {
    const rng = family.reseed(planRng, k);
    const type = dedicated[terminal] ?? shared[chooseShared(rng)]!;
    return planMakers[type]!(rng, terminal);
  };
  if (workload.terminals !== null) {
    const thinkOf = workload.types.map((type) =>
      durationSampler(type.thinkTimeMs ?? workload.thinkTimeMs, msToUs),
    );
    for (let terminal = 0; terminal < workload.terminals; terminal++) {
      const source = new Terminal(streams, terminal, planFor, thinkOf);
      ctx.sim.start(runTransactions(ctx, terminal, source), `terminal-${terminal}`);
    }
  } else if (workload.arrivalRateTps !== null) {
    const meanGapUs = 1e6 / workload.arrivalRateTps;
    const execStreams = streams.family('exec', -1);
    const planStreams = streams.family('plan', -1);
    ctx.sim.start(arrivals(), 'arrivals');
    function* arrivals(): Generator<Wait, void, unknown> {
      const rng = streams.stream('arrivals');
      for (let k = 0; ; k++) {
        yield* sleep(Math.round(exponential(rng, meanGapUs)));
        ctx.sim.start(
          runTransaction(ctx, planFor(planStreams, -1, k), -1, execStreams.stream(k)),
          `arrival-${k}`,
        );
      }
    }
  }
}
