import { describe, expect, it } from 'vitest';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { sleep, waitOrInterrupt, type Wait } from '../../kernel/process.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { LockManager } from './lock-manager.ts';
import { LockMode, compatible, covers, supremum } from './lock-modes.ts';

function harness(barging = false) {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const locks = new LockManager(sim, new TraceSink([recorder]), barging);
  const log: string[] = [];
  /**
   * A transaction that starts at `at`, locks `items` in order (each after an optional
   * pause), holds them `holdUs`, commits.
   */
  function txn(id: number, at: number, items: [number, LockMode, number?][], holdUs: number): void {
    function* body(): Generator<Wait, void, unknown> {
      yield* sleep(at);
      locks.begin(id, at);
      for (const [item, mode, pause] of items) {
        yield* sleep(pause ?? 0);
        const granted = yield* locks.acquire(id, item, mode);
        log.push(`${sim.now} T${id} ${granted ? 'got' : 'aborted on'} ${item}`);
        if (!granted) {
          locks.releaseAll(id);
          return;
        }
      }
      yield* sleep(holdUs);
      locks.releaseAll(id);
      log.push(`${sim.now} T${id} released`);
    }
    sim.start(body(), `T${id}`);
  }
  return { sim, locks, log, txn, recorder };
}

describe('lock modes', () => {
  it('follow the hierarchical compatibility matrix', () => {
    expect(compatible(LockMode.IS, LockMode.IX)).toBe(true);
    expect(compatible(LockMode.IX, LockMode.S)).toBe(false);
    expect(compatible(LockMode.S, LockMode.S)).toBe(true);
    expect(compatible(LockMode.SIX, LockMode.IS)).toBe(true);
    expect(compatible(LockMode.SIX, LockMode.IX)).toBe(false);
    expect(compatible(LockMode.X, LockMode.IS)).toBe(false);
  });

  it('combine to the weakest mode that grants both', () => {
    expect(supremum(LockMode.S, LockMode.IX)).toBe(LockMode.SIX);
    expect(supremum(LockMode.IS, LockMode.S)).toBe(LockMode.S);
    expect(supremum(LockMode.S, LockMode.X)).toBe(LockMode.X);
    expect(covers(LockMode.X, LockMode.S)).toBe(true);
    expect(covers(LockMode.S, LockMode.X)).toBe(false);
  });

  const modes = [LockMode.IS, LockMode.IX, LockMode.S, LockMode.SIX, LockMode.X];

  it("match Gray et al.'s compatibility matrix in every pair", () => {
    const table = modes.map((held) => modes.map((requested) => compatible(held, requested)));
    expect(table).toEqual([
      [true, true, true, true, false],
      [true, true, false, false, false],
      [true, false, true, false, false],
      [true, false, false, false, false],
      [false, false, false, false, false],
    ]);
  });

  it('combine in every pair to a mode that conflicts with exactly what either conflicts with', () => {
    for (const a of modes) {
      for (const b of modes) {
        const both = supremum(a, b);
        expect(supremum(b, a)).toBe(both);
        for (const m of modes) {
          expect(compatible(both, m)).toBe(compatible(a, m) && compatible(b, m));
        }
        expect(covers(both, a) && covers(both, b)).toBe(true);
        expect(covers(a, b)).toBe(both === a);
      }
    }
  });
});

describe('LockManager', () => {
  it('grants shared locks together and makes an exclusive request wait for both', () => {
    const h = harness();
    h.txn(1, 0, [[5, LockMode.S]], 10);
    h.txn(2, 1, [[5, LockMode.S]], 10);
    h.txn(3, 2, [[5, LockMode.X]], 1);
    h.sim.runSlice({});
    expect(h.log).toEqual([
      '0 T1 got 5',
      '1 T2 got 5',
      '10 T1 released',
      '11 T2 released',
      '11 T3 got 5',
      '12 T3 released',
    ]);
  });

  it('queues a shared request behind a waiting exclusive one (FIFO, no barging)', () => {
    const h = harness();
    h.txn(1, 0, [[5, LockMode.S]], 10);
    h.txn(2, 1, [[5, LockMode.X]], 5);
    h.txn(3, 2, [[5, LockMode.S]], 1);
    h.sim.runSlice({});
    expect(h.log.indexOf('15 T2 released')).toBeLessThan(h.log.indexOf('15 T3 got 5'));
  });

  it('with barging, grants a shared request past a waiting exclusive one', () => {
    const h = harness(true);
    h.txn(1, 0, [[5, LockMode.S]], 10);
    h.txn(2, 1, [[5, LockMode.X]], 5);
    h.txn(3, 2, [[5, LockMode.S]], 20);
    h.sim.runSlice({});
    expect(h.log).toEqual([
      '0 T1 got 5',
      '2 T3 got 5',
      '10 T1 released',
      '22 T3 released',
      '22 T2 got 5',
      '27 T2 released',
    ]);
  });

  it('with barging, an intention lock passes a waiting file X lock, which can starve', () => {
    const h = harness(true);
    const FILE = -1;
    h.txn(1, 0, [[FILE, LockMode.IX]], 10);
    h.txn(2, 1, [[FILE, LockMode.X]], 1);
    h.txn(3, 5, [[FILE, LockMode.IX]], 10);
    h.sim.runSlice({});
    expect(h.log.indexOf('5 T3 got -1')).toBeGreaterThanOrEqual(0);
    expect(h.log.indexOf('15 T3 released')).toBeLessThan(h.log.indexOf('15 T2 got -1'));
  });

  it('upgrades a shared lock to exclusive ahead of new requests', () => {
    const h = harness();
    h.txn(
      1,
      0,
      [
        [5, LockMode.S],
        [5, LockMode.X],
      ],
      4,
    );
    h.sim.runSlice({});
    expect(h.log).toEqual(['0 T1 got 5', '0 T1 got 5', '4 T1 released']);
    expect(
      h.recorder.events
        .filter((e) => e.kind === 'lock.grant')
        .map((e) => e.kind === 'lock.grant' && e.mode),
    ).toEqual(['S', 'X']);
  });

  it('breaks a deadlock by aborting the youngest transaction in the cycle, whose locks go at once', () => {
    const h = harness();
    h.txn(
      1,
      0,
      [
        [1, LockMode.X],
        [2, LockMode.X, 2],
      ],
      10,
    );
    h.txn(
      2,
      1,
      [
        [2, LockMode.X],
        [1, LockMode.X, 2],
      ],
      10,
    );
    h.sim.runSlice({});
    // T1 holds 1 and waits for 2 from t=2; T2 holds 2 and closes the cycle at t=3.
    expect(h.log).toContain('3 T2 aborted on 1');
    expect(h.log).toContain('3 T1 got 2');
    expect(h.recorder.events.find((e) => e.kind === 'deadlock')).toMatchObject({
      victim: 2,
      cycle: [2, 1],
    });
    expect(h.locks.lockedItems()).toEqual([]);
  });

  it('picks the youngest member as the victim even when an older one closes the cycle', () => {
    const h = harness();
    h.txn(
      1,
      0,
      [
        [1, LockMode.X],
        [2, LockMode.X, 3],
      ],
      10,
    );
    h.txn(
      2,
      1,
      [
        [2, LockMode.X],
        [1, LockMode.X, 1],
      ],
      10,
    );
    h.sim.runSlice({});
    // T2 waits for 1 from t=2; T1 (older) closes the cycle at t=3 and survives.
    expect(h.recorder.events.find((e) => e.kind === 'deadlock')).toMatchObject({
      victim: 2,
      cycle: [1, 2],
    });
    expect(h.log).toContain('3 T1 got 2');
    expect(h.log).toContain('3 T2 aborted on 1');
  });

  it('releases everything, so nothing stays locked after all transactions finish', () => {
    const h = harness();
    for (let id = 1; id <= 6; id++) {
      h.txn(
        id,
        id,
        [
          [id % 3, LockMode.S],
          [(id + 1) % 3, LockMode.X],
        ],
        3,
      );
    }
    h.sim.runSlice({});
    expect(h.locks.lockedItems()).toEqual([]);
    const ends = h.log.filter((l) => l.includes('released') || l.includes('aborted')).length;
    expect(ends).toBe(6);
  });
});

describe('LockManager under interrupts', () => {
  it('withdraws an interrupted waiter so the requests behind it are granted', () => {
    const sim = new Simulation();
    const locks = new LockManager(sim, new TraceSink([new TraceRecorder()]));
    const log: string[] = [];
    function* holder(): Generator<Wait, void, unknown> {
      locks.begin(1, 0);
      yield* locks.acquire(1, 7, LockMode.S);
      yield* sleep(100);
      locks.releaseAll(1);
    }
    function* writer(): Generator<Wait, void, unknown> {
      locks.begin(2, 1);
      const pending = locks.request(2, 7, LockMode.X);
      const outcome = pending === null ? null : yield* waitOrInterrupt(pending);
      log.push(
        `T2 ${outcome?.interrupted === true ? `interrupted (${String(outcome.cause)})` : 'granted'}@${sim.now}`,
      );
      locks.releaseAll(2);
    }
    function* reader(): Generator<Wait, void, unknown> {
      yield* sleep(2);
      locks.begin(3, 2);
      const granted = yield* locks.acquire(3, 7, LockMode.S);
      log.push(`T3 ${granted ? 'granted' : 'aborted'}@${sim.now}`);
    }
    sim.start(holder(), 'T1');
    const t2 = sim.start(writer(), 'T2');
    sim.start(reader(), 'T3');
    sim.runSlice({ untilTime: 10 });
    expect(locks.inspect(7).waiting).toEqual([
      { owner: 2, mode: LockMode.X },
      { owner: 3, mode: LockMode.S },
    ]);
    t2.interrupt('wounded');
    sim.runSlice({ untilTime: 10 });
    expect(locks.inspect(7).waiting).toEqual([]);
    expect(log).toEqual(['T3 granted@10', 'T2 interrupted (wounded)@10']);
  });

  it('leaves the queue alone when a waiter released everything is then interrupted', () => {
    const sim = new Simulation();
    const locks = new LockManager(sim, new TraceSink([new TraceRecorder()]));
    function* waiter(id: number): Generator<Wait, void, unknown> {
      yield* sleep(id);
      locks.begin(id, id);
      const pending = locks.request(id, 7, LockMode.X);
      if (pending !== null) yield* waitOrInterrupt(pending);
    }
    locks.begin(1, 0);
    expect(locks.request(1, 7, LockMode.X)).toBeNull();
    const t2 = sim.start(waiter(2), 'T2');
    sim.start(waiter(3), 'T3');
    sim.runSlice({ untilTime: 10 });
    // T2 releases everything while it waits (its request leaves the queue), then is interrupted.
    locks.releaseAll(2);
    expect(locks.inspect(7).waiting).toEqual([{ owner: 3, mode: LockMode.X }]);
    t2.interrupt('wounded');
    sim.runSlice({ untilTime: 20 });
    expect(locks.inspect(7).waiting).toEqual([{ owner: 3, mode: LockMode.X }]);
    expect(locks.inspect(7).holders).toEqual([{ owner: 1, mode: LockMode.X }]);
  });
});
