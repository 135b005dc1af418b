/**
 * Property tests of thread-level speculation: for random loops (random epoch sizes,
 * random loads and stores over a few shared locations, random CPU counts, sub-epochs on or
 * off, either chain rule) the speculative execution ends with exactly the memory of the
 * sequential execution, epochs commit in program order, the homefree token visits every
 * epoch once in order, and the same plan gives the same trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/kernel/simulation.ts';
import {
  sortActions,
  type BodyAction,
  type TlsTxnPlan,
} from '../../src/techniques/tls/engine/epoch-plan.ts';
import { sequentialFinalMemory } from '../../src/techniques/tls/engine/sequential-reference.ts';
import { TlsTransaction } from '../../src/techniques/tls/engine/tls-transaction.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { TraceRecorder, TraceSink } from '../../src/trace/trace-sink.ts';
import { replayParams } from './replay-params.ts';

const numRunsFromEnv = process.env['FC_NUM_RUNS'];
const numRuns = numRunsFromEnv === undefined ? 200 : Number(numRunsFromEnv);

const access = fc.record({
  at: fc.integer({ min: 0, max: 99 }),
  op: fc.constantFrom('load' as const, 'store' as const),
  location: fc.constantFrom('a', 'b', 'c'),
});
const epoch = fc.record({
  bodyUs: fc.integer({ min: 10, max: 100 }),
  accesses: fc.array(access, { maxLength: 6 }),
  escapeAt: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  postCommitUs: fc.integer({ min: 0, max: 20 }),
});
const loopCase = fc.record({
  epochs: fc.array(epoch, { minLength: 1, maxLength: 8 }),
  loops: fc.integer({ min: 1, max: 2 }),
  cpus: fc.integer({ min: 1, max: 6 }),
  checkpointEveryUs: fc.option(fc.integer({ min: 5, max: 40 }), { nil: null }),
  chain: fc.constantFrom('checkpoint' as const, 'full' as const),
  reexec: fc.constantFrom(1, 1.3),
});
type LoopCase = typeof loopCase extends fc.Arbitrary<infer T> ? T : never;

function planOf(c: LoopCase): TlsTxnPlan {
  let index = 0;
  let sequentialUs = 0;
  const loops = Array.from({ length: c.loops }, (_, loop) => ({
    serialBeforeUs: 5,
    epochs: c.epochs.map((e) => {
      const scale = (x: number): number => Math.floor((x * e.bodyUs) / 100);
      const actions: BodyAction[] = e.accesses.map((a) => ({
        kind: 'access',
        atUs: scale(a.at),
        op: a.op,
        location: `${loop}:${a.location}`,
        label: a.location,
      }));
      if (e.escapeAt !== null)
        actions.push({ kind: 'escape', atUs: scale(e.escapeAt), durationUs: 3, label: 'malloc' });
      const every = c.checkpointEveryUs;
      if (every !== null) {
        for (let m = 1; m < 8 && m * every < e.bodyUs; m++)
          actions.push({ kind: 'checkpoint', atUs: m * every, sub: m });
      }
      sequentialUs += e.bodyUs + 4;
      return {
        index: index++,
        loop,
        preforkUs: 2,
        bodyUs: e.bodyUs + (e.escapeAt === null ? 0 : 3),
        actions: sortActions(actions),
        homefreeUs: 2,
        postCommitUs: e.postCommitUs,
        sequentialUs: e.bodyUs + 4,
      };
    }),
  }));
  return { loops, serialAfterUs: 3, sequentialUs };
}

function runPlan(
  c: LoopCase,
  plan: TlsTxnPlan,
): { events: TraceEvent[]; memory: Map<string, number> } {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const trace = new TraceSink([recorder]);
  const txn = new TlsTransaction(sim, trace, 1, plan, {
    cpus: c.cpus,
    chain: c.chain,
    noSpeculation: false,
    busyFactor: 1,
    localityFactor: 1,
    reexecFactor: c.reexec,
  });
  let finished = false;
  sim.start(txn.run(), 'txn', () => (finished = true));
  sim.runSlice({ maxEvents: 2_000_000 });
  if (!finished) throw new Error('the transaction did not finish');
  const memory = new Map([...txn.memory.committed].map(([k, v]) => [k, v.value]));
  return { events: [...recorder.events], memory };
}

describe('thread-level speculation', () => {
  it('ends with the sequential execution’s memory, whatever the dependences', () => {
    fc.assert(
      fc.property(loopCase, (c) => {
        const plan = planOf(c);
        const { memory } = runPlan(c, plan);
        const expected = sequentialFinalMemory(plan);
        expect(Object.fromEntries([...memory].sort())).toEqual(
          Object.fromEntries([...expected].sort()),
        );
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('commits epochs in program order, each once, and passes the token in order', () => {
    fc.assert(
      fc.property(loopCase, (c) => {
        const plan = planOf(c);
        const { events } = runPlan(c, plan);
        const total = plan.loops.reduce((n, l) => n + l.epochs.length, 0);
        const commits = events.flatMap((e) => (e.kind === 'epoch.commit' ? [e.epoch] : []));
        expect(commits).toEqual(Array.from({ length: total }, (_, i) => i));
        const tokens = events.flatMap((e) => (e.kind === 'epoch.homefree' ? [e.epoch] : []));
        expect(tokens).toEqual(commits);
        // Nothing violates or squashes an epoch after it holds the token.
        const holding = new Set<number>();
        for (const e of events) {
          if (e.kind === 'epoch.homefree') holding.add(e.epoch);
          if (e.kind === 'epoch.violate' || e.kind === 'epoch.squash')
            expect(holding.has(e.epoch)).toBe(false);
        }
      }),
      { numRuns, ...replayParams() },
    );
  });

  it('is deterministic: the same plan gives the same trace', () => {
    fc.assert(
      fc.property(loopCase, (c) => {
        const plan = planOf(c);
        expect(JSON.stringify(runPlan(c, plan).events)).toBe(
          JSON.stringify(runPlan(c, plan).events),
        );
      }),
      { numRuns: Math.ceil(numRuns / 4), ...replayParams() },
    );
  });
});
