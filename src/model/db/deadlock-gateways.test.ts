import { describe, expect, it } from 'vitest';
import { sleep, type Wait } from '../../kernel/process.ts';
import { RandomStream } from '../../kernel/random.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { LockManager } from './lock-manager.ts';
import type { LockMode } from './lock-modes.ts';
import type { OwnerState } from './lock-request.ts';

/** A lock manager that always runs the whole depth-first search, the answer to match. */
class WholeSearchLockManager extends LockManager {
  protected override findCycle(state: OwnerState, startFilled: boolean): number[] | null {
    return this.searchWholeGraph(state, startFilled);
  }
}

/**
 * Transactions that lock a few of a handful of items in random modes (an item may come
 * twice, an upgrade), hold them a while, and restart after a deadlock abort: the trace of
 * grants, waits, deadlocks (cycle and victim) and releases.
 */
function lockTrace(seed: number, barging: boolean, whole: boolean): string {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const sink = new TraceSink([recorder]);
  const locks = whole
    ? new WholeSearchLockManager(sim, sink, barging)
    : new LockManager(sim, sink, barging);
  const rng = new RandomStream(seed, 'deadlock-gateways');
  let nextTxn = 1;
  function* terminal(exclusiveOnly: boolean): Generator<Wait, void, unknown> {
    for (let round = 0; round < 6; round++) {
      yield* sleep(rng.nextInt(20));
      const txn = nextTxn++;
      locks.begin(txn, sim.now);
      let aborted = false;
      for (let k = 1 + rng.nextInt(5); k > 0 && !aborted; k--) {
        const mode = (exclusiveOnly ? 4 : rng.nextInt(5)) as LockMode;
        aborted = !(yield* locks.acquire(txn, rng.nextInt(6), mode));
        yield* sleep(rng.nextInt(4));
      }
      if (!aborted) yield* sleep(rng.nextInt(10));
      locks.releaseAll(txn);
    }
  }
  for (let t = 0; t < 10; t++) sim.start(terminal(t % 2 === 0), `terminal ${t}`);
  sim.runSlice({});
  return JSON.stringify(recorder.events);
}

describe('deadlock search along gateways', () => {
  it('finds the cycles and victims of the whole search, in every mode, with and without barging', () => {
    let deadlocks = 0;
    for (let seed = 1; seed <= 60; seed++) {
      for (const barging of [false, true]) {
        const trace = lockTrace(seed, barging, false);
        expect(trace).toBe(lockTrace(seed, barging, true));
        deadlocks += (trace.match(/"kind":"deadlock"/g) ?? []).length;
      }
    }
    // The comparison means something only if cycles were found.
    expect(deadlocks).toBeGreaterThan(100);
  });
});
