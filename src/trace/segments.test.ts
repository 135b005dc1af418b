import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { buildSegments, type TxnSegment } from './segments.ts';
import { deadlockTrace, stamp } from '../../tests/fixtures/hand-made-traces.ts';

const textbook: unknown = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function textbookRun() {
  const plan = planRuns(textbook, { overrides: [{ path: 'run.durationMs', value: 3000 }] });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  const stats = run.runToEnd();
  return { events: run.events, stats };
}

const { events, stats } = textbookRun();
const model = buildSegments(events);

function overlap(a: { startUs: number; endUs: number }, from: number, to: number): number {
  return Math.max(0, Math.min(a.endUs, to) - Math.max(a.startUs, from));
}

describe('the timeline model of a textbook-2pl run', () => {
  it('has a lane per terminal and per device unit', () => {
    expect(model.txnLanes.map((l) => l.terminal)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(model.deviceLanes.map((l) => `${l.device}/${l.unit}`)).toEqual([
      'cpu/0',
      'disk0/0',
      'disk1/0',
      'log/0',
    ]);
    expect(model.run.complete).toBe(true);
    expect(model.run.endUs).toBe(5_000_000);
  });

  it('keeps the segments of every lane sorted, non-empty and non-overlapping', () => {
    const lanes = [...model.txnLanes, ...model.deviceLanes];
    for (const lane of lanes) {
      let previousEnd = -Infinity;
      for (const s of lane.segments) {
        expect(s.endUs).toBeGreaterThan(s.startUs);
        expect(s.startUs).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = s.endUs;
      }
    }
    expect(lanes.every((l) => l.segments.length > 0)).toBe(true);
  });

  it("covers each committed transaction's life from submit to commit without gaps", () => {
    const byTxn = new Map<number, TxnSegment[]>();
    for (const lane of model.txnLanes) {
      for (const s of lane.segments) byTxn.set(s.txn, [...(byTxn.get(s.txn) ?? []), s]);
    }
    const submits = new Map<number, number>();
    let committed = 0;
    for (const e of events) {
      if (e.kind === 'txn.submit') submits.set(e.txn, e.t);
      if (e.kind !== 'txn.commit') continue;
      committed++;
      const segments = byTxn.get(e.txn)!;
      expect(segments[0]!.startUs).toBe(submits.get(e.txn));
      expect(segments.at(-1)!.endUs).toBe(e.t);
      for (let i = 1; i < segments.length; i++) {
        expect(segments[i]!.startUs).toBe(segments[i - 1]!.endUs);
      }
    }
    expect(committed).toBeGreaterThan(50);
    expect(model.transactions.filter((t) => t.commitUs !== null)).toHaveLength(committed);
  });

  it('puts as much cpu time on transaction lanes as the cpu serves within measured time', () => {
    const from = model.run.warmupUs;
    const to = model.run.endUs;
    const onTxnLanes = model.txnLanes
      .flatMap((l) => l.segments)
      .filter((s) => s.state === 'cpu')
      .reduce((sum, s) => sum + overlap(s, from, to), 0);
    const onCpu = model.deviceLanes
      .filter((l) => l.kind === 'cpu')
      .flatMap((l) => l.segments)
      .reduce((sum, s) => sum + overlap(s, from, to), 0);
    expect(onTxnLanes).toBeGreaterThan(0);
    expect(onTxnLanes).toBe(onCpu);
  });

  it("agrees with the run statistics' response-time breakdown", () => {
    const measured = new Set(
      model.transactions
        .filter((t) => t.commitUs !== null && t.commitUs >= model.run.warmupUs)
        .map((t) => t.txn),
    );
    expect(measured.size).toBe(stats.committed);
    const ms: Record<TxnSegment['state'], number> = {
      cpu: 0,
      'cpu-queue': 0,
      io: 0,
      'lock-wait': 0,
      'log-wait': 0,
      'buffer-wait': 0,
      'idle-in-txn': 0,
    };
    for (const s of model.txnLanes.flatMap((l) => l.segments)) {
      if (measured.has(s.txn)) ms[s.state] += (s.endUs - s.startUs) / 1000 / measured.size;
    }
    const b = stats.breakdown;
    expect(ms.cpu).toBeCloseTo(b.cpuMs, 9);
    expect(ms['cpu-queue']).toBeCloseTo(b.cpuQueueMs, 9);
    // The statistics count waiting for the buffer as I/O.
    expect(ms.io + ms['buffer-wait']).toBeCloseTo(b.ioMs, 9);
    expect(ms['lock-wait']).toBeCloseTo(b.lockWaitMs, 9);
    expect(ms['log-wait']).toBeCloseTo(b.logWaitMs, 9);
    expect(ms['idle-in-txn']).toBeCloseTo(b.otherMs, 9);
  });

  it('names the page of each disk write: a dirty page evicted for the writer', () => {
    const dirty = new Set(
      events.flatMap((e) => (e.kind === 'page.evict' && e.dirty ? [e.page] : [])),
    );
    const writes = model.deviceLanes.flatMap((l) => l.segments).filter((s) => s.work === 'write');
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) expect(dirty.has(w.page!)).toBe(true);
  });

  it('draws an arrow for every lock wait, to the blockers its lock.wait event names', () => {
    const waits = events.filter((e) => e.kind === 'lock.wait');
    expect(waits.length).toBeGreaterThan(10);
    expect(model.waits).toHaveLength(waits.length);
    waits.forEach((e, i) => {
      const arrow = model.waits[i]!;
      expect([arrow.fromTxn, arrow.item, arrow.startUs]).toEqual([e.txn, e.item, e.t]);
      expect(arrow.toTxns).toEqual(e.blockers);
      expect(arrow.toLanes.every((lane) => lane >= 0)).toBe(true);
      expect(arrow.endUs).toBeGreaterThanOrEqual(arrow.startUs);
    });
  });

  it('flags the work of aborted attempts as wasted, and nothing else', () => {
    const aborts = events.filter((e) => e.kind === 'txn.abort');
    expect(aborts.length).toBeGreaterThan(0);
    const wasted = new Set(aborts.map((e) => `${e.txn}/${e.attempt}`));
    for (const s of model.txnLanes.flatMap((l) => l.segments)) {
      const restartDelay = s.state === 'idle-in-txn' && s.detail.reason === 'restart-delay';
      expect(s.aborted).toBe(wasted.has(`${s.txn}/${s.attempt}`) && !restartDelay);
    }
    for (const s of model.deviceLanes.flatMap((l) => l.segments)) {
      expect(s.aborted).toBe(wasted.has(`${s.txn}/${s.attempt}`));
    }
    expect(model.marks.aborts).toHaveLength(aborts.length);
  });

  it('marks every commit and deadlock at the time of its event', () => {
    const commits = events.filter((e) => e.kind === 'txn.commit');
    const deadlocks = events.filter((e) => e.kind === 'deadlock');
    expect(model.marks.commits.map((m) => [m.txn, m.t])).toEqual(commits.map((e) => [e.txn, e.t]));
    expect(model.marks.deadlocks.map((m) => [m.t, m.cycle, m.victim])).toEqual(
      deadlocks.map((e) => [e.t, e.cycle, e.victim]),
    );
  });

  it('labels each log flush with the records it carries', () => {
    const flushes = events.filter((e) => e.kind === 'log.flush.start');
    const log = model.deviceLanes.find((l) => l.kind === 'log')!;
    expect(log.segments.map((s) => [s.txn, s.flush, s.records])).toEqual(
      flushes.map((e) => [-1, e.flush, e.records]),
    );
  });
});

/** A lane's segments as `state start-end attempt[!]` (! for wasted work). */
function summary(segments: readonly TxnSegment[]): string[] {
  return segments.map(
    (s) => `${s.state} ${s.startUs}-${s.endUs} ${s.attempt}${s.aborted ? '!' : ''}`,
  );
}

describe('the timeline model of a hand-made deadlock', () => {
  const hand = buildSegments(deadlockTrace);

  it("shows the victim's wasted attempt, its restart delay and its second attempt", () => {
    expect(summary(hand.txnLanes[0]!.segments)).toEqual([
      'cpu 0-10 1!',
      'idle-in-txn 10-25 1!',
      'lock-wait 25-30 1!',
      'idle-in-txn 30-40 1',
      'lock-wait 40-55 2',
      'cpu 55-65 2',
    ]);
    expect(hand.txnLanes[0]!.segments[3]!.detail).toEqual({ reason: 'restart-delay' });
    expect(hand.transactions.map((t) => [t.txn, t.attempts, t.commitUs])).toEqual([
      [1, 2, 65],
      [2, 1, 55],
    ]);
  });

  it('shows the survivor queueing, computing, reading and waiting for its commit record', () => {
    expect(summary(hand.txnLanes[1]!.segments)).toEqual([
      'cpu-queue 0-10 1',
      'cpu 10-20 1',
      'idle-in-txn 20-30 1',
      'io 30-45 1',
      'log-wait 45-55 1',
    ]);
    expect(hand.txnLanes[1]!.segments[3]!.detail).toEqual({
      device: 'disk0',
      phase: 'service',
      unit: 0,
      work: 'read',
      page: 1,
    });
  });

  it('ends the arrows of the wait at the grant or the abort', () => {
    expect(
      hand.waits.map((w) => [w.fromTxn, w.toTxns, w.toLanes, w.startUs, w.endUs, w.outcome]),
    ).toEqual([
      [1, [2], [1], 25, 30, 'aborted'],
      [2, [1], [0], 30, 30, 'granted'],
      [1, [2], [1], 40, 55, 'granted'],
    ]);
    expect(hand.marks.deadlocks).toEqual([{ t: 30, cycle: [2, 1], victim: 1, lanes: [1, 0] }]);
    expect(hand.marks.aborts).toEqual([{ t: 30, txn: 1, lane: 0, attempt: 1, reason: 'deadlock' }]);
  });

  it("flags the victim's cpu service as wasted on the device lane", () => {
    const cpu = hand.deviceLanes[0]!.segments;
    expect(cpu.map((s) => [s.txn, s.startUs, s.endUs, s.attempt, s.aborted])).toEqual([
      [1, 0, 10, 1, true],
      [2, 10, 20, 1, false],
      [1, 55, 65, 2, false],
    ]);
  });
});

describe('the timeline model of open arrivals', () => {
  const open = buildSegments(
    stamp([
      {
        kind: 'run.start',
        t: 0,
        scenarioId: 'open',
        variant: null,
        seed: 1,
        warmupUs: 0,
        endUs: 100,
        devices: [{ id: 'cpu', kind: 'cpu', units: 1 }],
        terminals: null,
        transactionTypes: ['read'],
      },
      { kind: 'txn.submit', t: 0, txn: 1, terminal: -1, type: 0 },
      { kind: 'txn.submit', t: 5, txn: 2, terminal: -1, type: 0 },
      { kind: 'txn.submit', t: 6, txn: 3, terminal: -1, type: 0 },
      { kind: 'txn.commit', t: 10, txn: 1 },
      { kind: 'txn.submit', t: 12, txn: 4, terminal: -1, type: 0 },
      { kind: 'txn.commit', t: 20, txn: 3 },
      { kind: 'txn.submit', t: 30, txn: 5, terminal: -1, type: 0 },
    ]),
  );

  it('reuses the lowest free lane', () => {
    expect(open.transactions.map((t) => [t.txn, t.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 0],
      [5, 2],
    ]);
    expect(open.txnLanes.map((l) => l.terminal)).toEqual([null, null, null]);
  });

  it('closes what is still open at the end of a trace that stops early', () => {
    expect(open.run.complete).toBe(false);
    expect(open.run.endUs).toBe(30);
    expect(summary(open.txnLanes[1]!.segments)).toEqual(['idle-in-txn 5-30 0']);
    expect(open.transactions.find((t) => t.txn === 2)!.commitUs).toBeNull();
  });
});
