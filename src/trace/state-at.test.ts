import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { replayState, TraceIndex, type TraceState } from './state-at.ts';
import type { LockModeName } from './trace-event.ts';
import { deadlockTrace } from '../../tests/fixtures/hand-made-traces.ts';

const textbook: unknown = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function textbookRun(warmupMs?: number) {
  const overrides = [{ path: 'run.durationMs', value: 3000 }];
  if (warmupMs !== undefined) overrides.push({ path: 'run.warmupMs', value: warmupMs });
  const plan = planRuns(textbook, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  const stats = run.runToEnd();
  return { events: run.events, stats, endUs: run.endUs };
}

const { events, endUs } = textbookRun();
const index = new TraceIndex(events);

/** Which modes may be held together (written out here, independent of the module). */
function compatible(a: LockModeName, b: LockModeName): boolean {
  const ok: Record<LockModeName, LockModeName[]> = {
    IS: ['IS', 'IX', 'S', 'SIX'],
    IX: ['IS', 'IX'],
    S: ['IS', 'S'],
    SIX: ['IS'],
    X: [],
  };
  return ok[a].includes(b);
}

/** Per device, the units in service after every event up to `timeUs`, counted directly. */
function busyByDevice(timeUs: number): Map<string, number> {
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.t > timeUs) break;
    if (e.kind === 'service.start') busy.set(e.device, (busy.get(e.device) ?? 0) + 1);
    if (e.kind === 'service.end') busy.set(e.device, (busy.get(e.device) ?? 0) - 1);
  }
  return busy;
}

const sampleTimes = events.filter((_, i) => i % 97 === 0).map((e) => e.t);

describe('the state of a textbook-2pl run at an instant', () => {
  it("equals a full replay from the start at every 97th event's time", () => {
    expect(sampleTimes.length).toBeGreaterThan(50);
    for (const t of sampleTimes) {
      expect(JSON.stringify(index.stateAt(t))).toBe(JSON.stringify(replayState(events, t)));
    }
  });

  it('equals a full replay with small keyframe gaps and a deadlock window', () => {
    const dense = new TraceIndex(events, { keyframeEvery: 7, deadlockWindowUs: 300_000 });
    const options = { deadlockWindowUs: 300_000 };
    let deadlocksSeen = 0;
    for (const t of sampleTimes) {
      const state = dense.stateAt(t);
      if (state.deadlock !== null) deadlocksSeen++;
      expect(JSON.stringify(state)).toBe(JSON.stringify(replayState(events, t, options)));
    }
    expect(deadlocksSeen).toBeGreaterThan(0);
  });

  it('never shows two incompatible holders of one item, and every waiter waits for someone', () => {
    let waiters = 0;
    for (const t of sampleTimes) {
      const state = index.stateAt(t);
      for (const { holders, waiters: queue } of state.locks) {
        for (const [i, a] of holders.entries()) {
          for (const b of holders.slice(i + 1)) expect(compatible(a.mode, b.mode)).toBe(true);
        }
        for (const w of queue) {
          waiters++;
          expect(state.waitsFor.some((edge) => edge.from === w.txn)).toBe(true);
        }
      }
    }
    expect(waiters).toBeGreaterThan(0);
  });

  it('shows at the end exactly the devices a direct count finds in service', () => {
    const state = index.stateAt(endUs);
    const busy = busyByDevice(endUs);
    for (const device of state.devices) {
      expect(device.busyUnits).toBe(busy.get(device.id) ?? 0);
      expect(device.inService).toHaveLength(device.busyUnits);
    }
  });

  it("counts commits as the run's statistics do", () => {
    expect(index.stateAt(endUs).counters.committed).toBe(textbookRun().stats.committed);
    const noWarmup = textbookRun(0);
    const counters = new TraceIndex(noWarmup.events).stateAt(noWarmup.endUs).counters;
    expect(counters.committed).toBe(noWarmup.stats.committed);
    expect(counters.committedTotal).toBe(noWarmup.stats.committed);
    expect(counters.aborted).toBe(noWarmup.stats.aborted);
    expect(counters.throughputTps).toBeCloseTo(noWarmup.stats.throughputTps, 9);
  });

  it('steps event by event through events at the same instant', () => {
    const deadlock = events.findIndex((e) => e.kind === 'deadlock');
    expect(deadlock).toBeGreaterThan(0);
    const before = index.stateAfter(deadlock);
    const after = index.stateAfter(deadlock + 1);
    expect(before.deadlock).toBeNull();
    expect(after.deadlock?.seq).toBe(deadlock);
    expect(after.events).toBe(deadlock + 1);
  });

  it("hands out copies the caller may change without changing the index's answers", () => {
    const t = sampleTimes[sampleTimes.length >> 1]!;
    const first = index.stateAt(t);
    const expected = JSON.stringify(first);
    first.locks.forEach((row) => row.holders.push({ txn: 999, mode: 'X', sinceUs: 0 }));
    first.devices.forEach((d) => d.queue.push({ txn: 999, sinceUs: 0 }));
    first.log.buffered.length = 0;
    first.counters.committed = -1;
    expect(JSON.stringify(index.stateAt(t))).toBe(expected);
  });
});

function deviceIn(state: TraceState, id: string) {
  return state.devices.find((d) => d.id === id)!;
}

describe('the state of a hand-made deadlock', () => {
  const hand = new TraceIndex(deadlockTrace, { keyframeEvery: 4 });

  it('shows the queue for the cpu while one transaction is in service', () => {
    const cpu = deviceIn(hand.stateAt(5), 'cpu');
    expect(cpu.busyUnits).toBe(1);
    expect(cpu.inService).toEqual([{ unit: 0, txn: 1, work: 'cpu', sinceUs: 0 }]);
    expect(cpu.queue).toEqual([{ txn: 2, sinceUs: 0 }]);
  });

  it('shows the waiter in the lock table and the wait-for graph before the cycle closes', () => {
    const state = hand.stateAt(27);
    expect(state.locks).toEqual([
      { item: 1, holders: [{ txn: 1, mode: 'X', sinceUs: 10 }], waiters: [] },
      {
        item: 2,
        holders: [{ txn: 2, mode: 'X', sinceUs: 20 }],
        waiters: [{ txn: 1, mode: 'X', sinceUs: 25, upgrade: false }],
      },
    ]);
    expect(state.waitsFor).toEqual([{ from: 1, to: 2, item: 2 }]);
    expect(state.deadlock).toBeNull();
  });

  it('shows the deadlock at its instant, with the victim gone from the lock table', () => {
    const state = hand.stateAt(30);
    expect(state.deadlock).toEqual({ t: 30, seq: 14, cycle: [2, 1], victim: 1 });
    expect(state.locks.map((row) => [row.item, row.holders.map((h) => h.txn)])).toEqual([
      [1, [2]],
      [2, [2]],
    ]);
    expect(state.waitsFor).toEqual([]);
    expect(state.counters).toMatchObject({ aborted: 1, deadlocks: 1, committed: 0, inFlight: 2 });
  });

  it('keeps reporting the deadlock only within the window asked for', () => {
    expect(hand.stateAt(35).deadlock).toBeNull();
    expect(hand.stateAt(35, { deadlockWindowUs: 10 }).deadlock?.victim).toBe(1);
    expect(hand.stateAt(41, { deadlockWindowUs: 10 }).deadlock).toBeNull();
    const remembering = new TraceIndex(deadlockTrace, { deadlockWindowUs: 100 });
    expect(remembering.stateAt(99).deadlock?.t).toBe(30);
    expect(remembering.deadlocks).toHaveLength(1);
  });

  it('shows the commit record buffered while its flush is in progress', () => {
    const state = hand.stateAt(50);
    expect(state.log).toEqual({
      buffered: [{ txn: 2, lsn: 1, appendedUs: 45, inFlush: true }],
      flushing: { flush: 1, records: 1, upToLsn: 1, sinceUs: 45 },
      durableLsn: 0,
    });
    expect(deviceIn(state, 'log').inService).toEqual([
      { unit: 0, txn: -1, work: 'log-flush', sinceUs: 45 },
    ]);
    expect(state.waitsFor).toEqual([{ from: 1, to: 2, item: 1 }]);
  });

  it('ends with nothing locked, nothing buffered and the counters of the run', () => {
    const state = hand.stateAt(100);
    expect(state.locks).toEqual([]);
    expect(state.log).toEqual({ buffered: [], flushing: null, durableLsn: 1 });
    expect(state.devices.every((d) => d.busyUnits === 0 && d.queueLength === 0)).toBe(true);
    expect(state.counters).toEqual({
      committed: 2,
      aborted: 1,
      deadlocks: 1,
      committedTotal: 2,
      abortedTotal: 1,
      inFlight: 0,
      measuredUs: 100,
      throughputTps: 20_000,
    });
  });

  it('agrees with a full replay at every instant and after every event', () => {
    for (let t = -1; t <= 101; t++) {
      expect(hand.stateAt(t)).toEqual(replayState(deadlockTrace, t));
    }
    const whole = new TraceIndex([], { keyframeEvery: 3 });
    whole.append(deadlockTrace.slice(0, 20));
    whole.append(deadlockTrace.slice(20));
    for (let n = 0; n <= deadlockTrace.length; n++) {
      expect(whole.stateAfter(n)).toEqual(hand.stateAfter(n));
      expect(whole.stateAfter(n).events).toBe(n);
    }
  });
});
