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
import { durationSampler, exponential, weightedChooser } from '../../kernel/distributions.ts';
import { sleep, type Wait } from '../../kernel/process.ts';
import type { RandomStream, RandomStreams, StreamFamily } from '../../kernel/random.ts';
import {
  runTransaction,
  runTransactions,
  type TransactionContext,
  type TransactionSource,
} from './transaction.ts';
import type { PlanMaker, TxnPlan } from './txn-program.ts';

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
  const typeOf = (terminal: number, rng: RandomStream) =>
    dedicated[terminal] ?? shared[chooseShared(rng)]!;
  if (workload.terminals !== null) {
    const thinkOf = workload.types.map((type) =>
      durationSampler(type.thinkTimeMs ?? workload.thinkTimeMs, msToUs),
    );
    const terminals: TerminalsShared = { streams, planMakers, typeOf, thinkOf };
    for (let terminal = 0; terminal < workload.terminals; terminal++) {
      const source = new TerminalSource(terminals, terminal);
      ctx.sim.start(runTransactions(ctx, terminal, source), `terminal-${terminal}`);
    }
  } else if (workload.arrivalRateTps !== null) {
    const meanGapUs = 1e6 / workload.arrivalRateTps;
    const execStreams = streams.family('exec', -1);
    const planStreams = streams.family('plan', -1);
    const planFor = (k: number) => {
      const rng = planStreams.stream(k);
      return planMakers[typeOf(-1, rng)]!(rng, -1);
    };
    ctx.sim.start(arrivals(), 'arrivals');
    function* arrivals(): Generator<Wait, void, unknown> {
      const rng = streams.stream('arrivals');
      for (let k = 0; ; k++) {
        yield* sleep(Math.round(exponential(rng, meanGapUs)));
        ctx.sim.start(runTransaction(ctx, planFor(k), -1, execStreams.stream(k)), `arrival-${k}`);
      }
    }
  }
}

/** What every terminal of a run shares: the streams, the plan makers, the type and think draws. */
interface TerminalsShared {
  readonly streams: RandomStreams;
  readonly planMakers: readonly PlanMaker[];
  readonly typeOf: (terminal: number, rng: RandomStream) => number;
  readonly thinkOf: readonly ((rng: RandomStream) => number)[];
}

/**
 * One closed terminal's transactions: its k-th plan drawn from stream ('plan', terminal,
 * k), its think times from ('think', terminal), its k-th execution from ('exec', terminal,
 * k). An object per terminal with its methods on the class (no closures), and the plan
 * streams' prefix hashed at the first plan, not at the start.
 */
class TerminalSource implements TransactionSource {
  private readonly thinkRng: RandomStream;
  private readonly execStreams: StreamFamily;
  private planStreams: StreamFamily | null = null;

  constructor(
    private readonly shared: TerminalsShared,
    private readonly terminal: number,
  ) {
    this.thinkRng = shared.streams.stream('think', terminal);
    this.execStreams = shared.streams.family('exec', terminal);
  }

  plan(k: number): TxnPlan {
    const { shared, terminal } = this;
    this.planStreams ??= shared.streams.family('plan', terminal);
    const rng = this.planStreams.stream(k);
    return shared.planMakers[shared.typeOf(terminal, rng)]!(rng, terminal);
  }

  thinkUs(plan: TxnPlan): number {
    return this.shared.thinkOf[plan.type]!(this.thinkRng);
  }

  rng(k: number): RandomStream {
    return this.execStreams.stream(k);
  }
}
