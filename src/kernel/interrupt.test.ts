import { describe, expect, it } from 'vitest';
import {
  Deferred,
  Interrupt,
  Signal,
  sleep,
  wait,
  waitOrInterrupt,
  type Process,
  type Wait,
} from './process.ts';
import { Simulation } from './simulation.ts';

/** Starts a process that, at `at`, interrupts `target()` with `cause`. */
function interruptAt(
  sim: Simulation,
  at: number,
  target: () => Process<void>,
  cause: string,
): void {
  function* interrupter(): Generator<Wait, void, unknown> {
    yield* sleep(at);
    target().interrupt(cause);
  }
  sim.start(interrupter(), 'interrupter');
}

describe('Process.interrupt', () => {
  it('wakes a sleeping process at the instant of the interrupt with its cause, and the sleep never fires', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* sleeper(): Generator<Wait, void, unknown> {
      try {
        yield* sleep(100);
        log.push(`woke@${sim.now}`);
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        log.push(`interrupted by ${String(e.cause)}@${sim.now}`);
      }
      yield* sleep(500);
      log.push(`done@${sim.now}`);
    }
    const p = sim.start(sleeper(), 'sleeper');
    interruptAt(sim, 30, () => p, 'wound');
    sim.runSlice({});
    expect(log).toEqual(['interrupted by wound@30', 'done@530']);
  });

  it('lets waitOrInterrupt return the interrupt instead of throwing it', () => {
    const sim = new Simulation();
    const signal = new Signal<string>(sim);
    const outcomes: unknown[] = [];
    function* waiter(): Generator<Wait, void, unknown> {
      outcomes.push(yield* waitOrInterrupt(signal));
      outcomes.push(yield* waitOrInterrupt(signal));
    }
    const p = sim.start(waiter(), 'waiter');
    interruptAt(sim, 5, () => p, 'restart');
    function* signaller(): Generator<Wait, void, unknown> {
      yield* sleep(9);
      signal.notifyAll('go');
    }
    sim.start(signaller(), 'signaller');
    sim.runSlice({});
    expect(outcomes).toEqual([
      { interrupted: true, cause: 'restart' },
      { interrupted: false, value: 'go' },
    ]);
  });

  it('makes a signal forget the interrupted waiter', () => {
    const sim = new Simulation();
    const signal = new Signal(sim);
    function* waiter(): Generator<Wait, void, unknown> {
      yield* waitOrInterrupt(signal);
    }
    const p = sim.start(waiter(), 'waiter');
    sim.runSlice({});
    expect(signal.waiting).toBe(1);
    p.interrupt('stop');
    expect(signal.waiting).toBe(0);
    sim.runSlice({});
    expect(p.isFinished).toBe(true);
  });

  it('delivers the interrupt at the next yield when the wake-up is already queued', () => {
    const sim = new Simulation();
    const done = new Deferred<number>(sim);
    const log: string[] = [];
    function* waiter(): Generator<Wait, void, unknown> {
      log.push(`resolved with ${yield* wait(done)}@${sim.now}`);
      const next = yield* waitOrInterrupt(new Deferred<number>(sim));
      log.push(next.interrupted ? `interrupted by ${String(next.cause)}@${sim.now}` : 'resumed');
    }
    const p = sim.start(waiter(), 'waiter');
    function* resolver(): Generator<Wait, void, unknown> {
      yield* sleep(3);
      done.resolve(7);
      expect(p.interrupt('late')).toBe(true);
    }
    sim.start(resolver(), 'resolver');
    sim.runSlice({});
    expect(log).toEqual(['resolved with 7@3', 'interrupted by late@3']);
  });

  it('does nothing to a finished process, and ignores a second interrupt while one is pending', () => {
    const sim = new Simulation();
    function* brief(): Generator<Wait, void, unknown> {
      yield* waitOrInterrupt(new Deferred(sim));
    }
    const p = sim.start(brief(), 'brief');
    sim.runSlice({});
    expect(p.interrupt('first')).toBe(true);
    expect(p.interrupt('second')).toBe(false);
    sim.runSlice({});
    expect(p.isFinished).toBe(true);
    expect(p.interrupt('after')).toBe(false);
  });

  it('ends the run with the interrupt when the process does not catch it', () => {
    const sim = new Simulation();
    function* unaware(): Generator<Wait, void, unknown> {
      yield* sleep(10);
    }
    const p = sim.start(unaware(), 'unaware');
    interruptAt(sim, 1, () => p, 'bug');
    expect(() => sim.runSlice({})).toThrow(Interrupt);
  });

  it('refuses to interrupt a process waiting on something that cannot forget it', () => {
    const sim = new Simulation();
    const stubborn: Wait<void> = { begin: () => undefined };
    function* waiter(): Generator<Wait, void, unknown> {
      yield stubborn;
    }
    const p = sim.start(waiter(), 'waiter');
    sim.runSlice({});
    expect(() => p.interrupt('x')).toThrow(/cannot be interrupted/);
  });
});

describe('Process.interruptWait', () => {
  it('interrupts a waiting process at once, but does nothing to one whose wake-up is queued', () => {
    const sim = new Simulation();
    const log: string[] = [];
    const gate = new Deferred<string>(sim);
    function* waiter(): Generator<Wait, void, unknown> {
      try {
        log.push(`got ${yield* wait(gate)}@${sim.now}`);
        yield* sleep(100);
        log.push(`slept@${sim.now}`);
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        log.push(`interrupted by ${String(e.cause)}@${sim.now}`);
      }
    }
    const p = sim.start(waiter(), 'waiter');
    const answers: boolean[] = [];
    function* other(): Generator<Wait, void, unknown> {
      yield* sleep(10);
      gate.resolve('go');
      // The waiter's wake-up is queued: interruptWait leaves it alone.
      answers.push(p.interruptWait('too late'));
      expect(p.currentWait).not.toBeNull();
      yield* sleep(50);
      // Now it sleeps: interrupted at once.
      answers.push(p.interruptWait('wound'));
    }
    sim.start(other(), 'other');
    sim.runSlice({});
    expect(answers).toEqual([false, true]);
    expect(log).toEqual(['got go@10', 'interrupted by wound@60']);
    expect(p.currentWait).toBeNull();
  });
});
