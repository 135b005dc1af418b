import { describe, expect, it } from 'vitest';
import { call, Interrupt, pause, resumedBy, sleep, type Process, type Wait } from './process.ts';
import { Simulation } from './simulation.ts';

/** A sub-body that sleeps twice and returns when it woke, or throws when told to. */
function* napper(sim: Simulation, log: string[], fail: boolean): Generator<Wait, number, unknown> {
  try {
    yield* sleep(10);
    yield* sleep(20);
    if (fail) throw new Error('bad nap');
    return sim.now;
  } finally {
    log.push(`napper out@${sim.now}`);
  }
}

describe('call', () => {
  it('runs a sub-body at once and resumes its caller with what it returns', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* caller(): Generator<Wait, void, unknown> {
      log.push(`before@${sim.now}`);
      const nap = call(napper(sim, log, false));
      const wokeAt = resumedBy(nap, yield nap);
      log.push(`returned ${wokeAt}@${sim.now}`);
      yield* sleep(5);
      log.push(`done@${sim.now}`);
    }
    sim.start(caller(), 'caller');
    sim.runSlice({});
    expect(log).toEqual(['before@0', 'napper out@30', 'returned 30@30', 'done@35']);
    // The same events as `yield*`: start, two sleeps, one more sleep.
    expect(sim.eventsProcessed).toBe(4);
  });

  it("throws a sub-body's error into its caller at the yield", () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* caller(): Generator<Wait, void, unknown> {
      try {
        yield call(napper(sim, log, true));
        log.push('not reached');
      } catch (e) {
        log.push(`caught ${(e as Error).message}@${sim.now}`);
      }
    }
    const p = sim.start(caller(), 'caller');
    sim.runSlice({});
    expect(log).toEqual(['napper out@30', 'caught bad nap@30']);
    expect(p.isFinished).toBe(true);
  });

  it('delivers an interrupt to the innermost body, then to its caller', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* caller(): Generator<Wait, void, unknown> {
      try {
        yield call(napper(sim, log, false));
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        log.push(`interrupted by ${String(e.cause)}@${sim.now}`);
      }
    }
    const p: Process<void> = sim.start(caller(), 'caller');
    function* interrupter(): Generator<Wait, void, unknown> {
      yield* sleep(15);
      p.interrupt('wound');
    }
    sim.start(interrupter(), 'interrupter');
    sim.runSlice({});
    expect(log).toEqual(['napper out@15', 'interrupted by wound@15']);
  });

  it('nests: a called body may call another', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* middle(): Generator<Wait, number, unknown> {
      const nap = call(napper(sim, log, false));
      return resumedBy(nap, yield nap) + 1;
    }
    let result = 0;
    function* caller(): Generator<Wait, void, unknown> {
      const m = call(middle());
      result = resumedBy(m, yield m);
    }
    sim.start(caller(), 'caller');
    sim.runSlice({});
    expect(result).toBe(31);
  });
});

describe('pause', () => {
  it('is null for nothing to wait, and otherwise a timeout of that length', () => {
    expect(pause(0)).toBeNull();
    expect(pause(-3)).toBeNull();
    const sim = new Simulation();
    const times: number[] = [];
    function* body(): Generator<Wait, void, unknown> {
      const t = pause(25);
      if (t !== null) yield t;
      times.push(sim.now);
    }
    sim.start(body(), 'pauser');
    sim.runSlice({});
    expect(times).toEqual([25]);
  });
});
