import { describe, expect, it } from 'vitest';
import { resumedBy, returning, Signal, sleep, type Wait } from './process.ts';
import { RandomStream } from './random.ts';
import { PRIORITY_URGENT, Simulation } from './simulation.ts';

describe('Simulation', () => {
  it('runs generator processes that sleep, in time order', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* worker(name: string, delay: number): Generator<Wait, void, unknown> {
      for (let i = 0; i < 3; i++) {
        yield* sleep(delay);
        log.push(`${name}@${sim.now}`);
      }
    }
    sim.start(worker('a', 3), 'a');
    sim.start(worker('b', 5), 'b');
    sim.runSlice({});
    expect(log).toEqual(['a@3', 'b@5', 'a@6', 'a@9', 'b@10', 'b@15']);
  });

  it('returns the value of a shared finished step at once, and of a directly yielded wait', () => {
    const sim = new Simulation();
    const passes = returning(true);
    const signal = new Signal<string>(sim);
    const seen: unknown[] = [];
    function* body(): Generator<Wait, void, unknown> {
      seen.push(yield* passes, sim.eventsProcessed);
      seen.push(yield* passes);
      seen.push(resumedBy(signal, yield signal));
    }
    sim.start(body(), 'body');
    sim.runSlice({});
    signal.notifyAll('go');
    sim.runSlice({});
    expect(seen).toEqual([true, 1, true, 'go']);
  });

  it('stops at the time limit with the clock on it, and at the event limit', () => {
    const sim = new Simulation();
    function* ticker(): Generator<Wait, void, unknown> {
      for (;;) yield* sleep(10);
    }
    sim.start(ticker(), 'ticker');
    expect(sim.runSlice({ untilTime: 55 })).toBe('until-reached');
    expect(sim.now).toBe(55);
    const before = sim.eventsProcessed;
    expect(sim.runSlice({ maxEvents: 3 })).toBe('event-limit');
    expect(sim.eventsProcessed - before).toBe(3);
    expect(sim.now).toBe(80);
  });

  it('wakes every waiter of a signal at the instant it is signalled, in arrival order', () => {
    const sim = new Simulation();
    const signal = new Signal<string>(sim);
    const woke: string[] = [];
    function* waiter(name: string): Generator<Wait, void, unknown> {
      const value = yield signal;
      woke.push(`${name}:${String(value)}@${sim.now}`);
    }
    function* signaller(): Generator<Wait, void, unknown> {
      yield* sleep(7);
      signal.notifyAll('go');
    }
    sim.start(waiter('x'), 'x');
    sim.start(waiter('y'), 'y');
    sim.start(signaller(), 's');
    sim.runSlice({});
    expect(woke).toEqual(['x:go@7', 'y:go@7']);
  });

  it('refuses to schedule into the past', () => {
    expect(() => new Simulation().schedule(-1, { fire: () => undefined })).toThrow(RangeError);
    expect(() => new Simulation().scheduleAfter(-1, { fire: () => undefined })).toThrow(RangeError);
    expect(() => new Simulation().scheduleAfter(NaN, { fire: () => undefined })).toThrow(
      RangeError,
    );
  });

  it('fires scheduleAfter events where schedule at normal priority would, ties by order scheduled', () => {
    // The same random schedule, its normal-priority events through either method.
    function run(after: boolean): string[] {
      const sim = new Simulation();
      const rng = new RandomStream(4, 'after');
      const log: string[] = [];
      let next = 0;
      const target = {
        fire: (value: unknown) => {
          log.push(`${String(value)}@${sim.now}`);
          for (let k = 1 + rng.nextInt(2); k > 0 && next < 3000; k--) {
            const delay = rng.nextInt(3);
            const urgent = rng.nextInt(4) === 0;
            if (urgent) sim.schedule(delay, target, next++, PRIORITY_URGENT);
            else if (after) sim.scheduleAfter(delay, target, next++);
            else sim.schedule(delay, target, next++);
          }
        },
      };
      for (let i = 0; i < 10; i++) sim.schedule(rng.nextInt(5), target, next++);
      sim.runSlice({});
      return log;
    }
    const reference = run(false);
    expect(reference.length).toBe(3000);
    expect(run(true)).toEqual(reference);
  });
});
