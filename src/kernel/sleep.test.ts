import { describe, expect, it } from 'vitest';
import { Interrupt, sleep, type Process, type Wait } from './process.ts';
import { RandomStream } from './random.ts';
import { Simulation } from './simulation.ts';

describe('sleep (pooled timeouts and iterations)', () => {
  it('does not wait, nor count an event, for a delay of zero, below zero or not a number', () => {
    const sim = new Simulation();
    const log: string[] = [];
    function* body(): Generator<Wait, void, unknown> {
      for (const d of [0, -5, NaN]) {
        yield* sleep(d);
        log.push(`${d}@${sim.now}`);
      }
      yield* sleep(7);
      log.push(`7@${sim.now}`);
    }
    sim.start(body(), 'body');
    sim.runSlice({});
    expect(log).toEqual(['0@0', '-5@0', 'NaN@0', '7@7']);
    expect(sim.eventsProcessed).toBe(2); // the start and the one timeout
  });

  it('never wakes a later sleep with the event of a cancelled one, whoever reuses its timeout', () => {
    // A is interrupted at 10 in a sleep due at 100; that timeout's event still fires at 100
    // (and goes back to the pool), while A sleeps until 510 and B sleeps from 100 to 150.
    const sim = new Simulation();
    const log: string[] = [];
    function* a(): Generator<Wait, void, unknown> {
      try {
        yield* sleep(100);
      } catch (e) {
        if (!(e instanceof Interrupt)) throw e;
        log.push(`a interrupted@${sim.now}`);
      }
      yield* sleep(500);
      log.push(`a woke@${sim.now}`);
    }
    function* b(): Generator<Wait, void, unknown> {
      yield* sleep(100);
      for (let i = 0; i < 3; i++) {
        yield* sleep(50);
        log.push(`b woke@${sim.now}`);
      }
    }
    let pa: Process<void> | null = null;
    function* interrupter(): Generator<Wait, void, unknown> {
      yield* sleep(10);
      pa!.interrupt('wound');
    }
    pa = sim.start(a(), 'a');
    sim.start(interrupter(), 'interrupter');
    sim.start(b(), 'b');
    sim.runSlice({});
    expect(log).toEqual([
      'a interrupted@10',
      'b woke@150',
      'b woke@200',
      'b woke@250',
      'a woke@510',
    ]);
  });

  it('gives each of many processes, sleeping inside sub-steps, its own wake-up times', () => {
    // 50 processes sleep random spans through nested yield* for 40 rounds; each records the
    // sum of its spans, which must equal its clock at every wake-up.
    const sim = new Simulation();
    const mismatches: string[] = [];
    function* step(rng: RandomStream): Generator<Wait, number, unknown> {
      const d = rng.nextInt(20);
      yield* sleep(d);
      return d;
    }
    function* worker(k: number): Generator<Wait, void, unknown> {
      const rng = new RandomStream(3, 'sleepers', k);
      let total = 0;
      for (let i = 0; i < 40; i++) {
        total += yield* step(rng);
        if (sim.now !== total) mismatches.push(`${k}: ${sim.now} != ${total}`);
      }
    }
    for (let k = 0; k < 50; k++) sim.start(worker(k), `w${k}`);
    sim.runSlice({});
    expect(mismatches).toEqual([]);
    expect(sim.pendingEvents).toBe(0);
  });
});
