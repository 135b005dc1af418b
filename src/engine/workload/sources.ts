/**
 * Where transactions come from. Closed system: N terminals, each thinking, submitting one
 * transaction and waiting for it to commit, forever. Open system: Poisson arrivals, each
 * transaction its own process, no admission limit. Every terminal and every arrival draws
 * from streams named after it, so variants of a scenario see the same workload.
 */
import type { Workload } from '../../scenario/schema.ts';
import { durationSampler, exponential, weightedChooser } from '../core/distributions.ts';
import { sleep, type Wait } from '../core/process.ts';
import type { RandomStreams } from '../core/random.ts';
import { runTransaction, type TransactionContext } from './transaction.ts';
import type { PlanMaker } from './txn-program.ts';

export function startSources(
  ctx: TransactionContext,
  streams: RandomStreams,
  workload: Workload,
  planMakers: readonly PlanMaker[],
): void {
  const chooseType = weightedChooser(workload.types.map((t) => t.weight));
  const planFor = (terminal: number, k: number) => {
    const rng = streams.stream('plan', terminal, k);
    return planMakers[chooseType(rng)]!(rng);
  };
  if (workload.terminals !== null) {
    const think = durationSampler(workload.thinkTimeMs, 1000);
    for (let terminal = 0; terminal < workload.terminals; terminal++) {
      ctx.sim.start(closedTerminal(terminal), `terminal-${terminal}`);
    }
    function* closedTerminal(terminal: number): Generator<Wait, void, unknown> {
      const thinkRng = streams.stream('think', terminal);
      for (let k = 0; ; k++) {
        yield* sleep(think(thinkRng));
        yield* runTransaction(
          ctx,
          planFor(terminal, k),
          terminal,
          streams.stream('exec', terminal, k),
        );
      }
    }
  } else if (workload.arrivalRateTps !== null) {
    const meanGapUs = 1e6 / workload.arrivalRateTps;
    ctx.sim.start(arrivals(), 'arrivals');
    function* arrivals(): Generator<Wait, void, unknown> {
      const rng = streams.stream('arrivals');
      for (let k = 0; ; k++) {
        yield* sleep(Math.round(exponential(rng, meanGapUs)));
        ctx.sim.start(
          runTransaction(ctx, planFor(-1, k), -1, streams.stream('exec', -1, k)),
          `arrival-${k}`,
        );
      }
    }
  }
}
