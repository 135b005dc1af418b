import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import {
  DEVICES_PID,
  TRANSACTIONS_PID,
  toChromeTrace,
  type ChromeTraceEvent,
} from './chrome-trace.ts';
import { stamp } from '../../tests/fixtures/hand-made-traces.ts';
import {
  chromeTraceProblems,
  misNested,
  threadKey,
  threadNames,
} from '../../tests/fixtures/chrome-trace-checks.ts';

const textbook: unknown = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function textbookTrace(): readonly TraceEvent[] {
  const plan = planRuns(textbook, { overrides: [{ path: 'run.durationMs', value: 2000 }] });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  run.runToEnd();
  return run.events;
}

/** Busy unit-time per device, paired straight from service.start / service.end. */
function busyByDevice(events: readonly TraceEvent[]): Map<string, number> {
  const since = new Map<string, { device: string; t: number }>();
  const busy = new Map<string, number>();
  let endUs = 0;
  const add = (device: string, us: number): void => {
    busy.set(device, (busy.get(device) ?? 0) + us);
  };
  for (const e of events) {
    if (e.kind === 'run.start') for (const d of e.devices) busy.set(d.id, 0);
    else if (e.kind === 'service.start') since.set(`${e.device}#${e.unit}`, e);
    else if (e.kind === 'service.end') {
      const start = since.get(`${e.device}#${e.unit}`)!;
      since.delete(`${e.device}#${e.unit}`);
      add(e.device, e.t - start.t);
    } else if (e.kind === 'run.end') endUs = e.t;
  }
  for (const open of since.values()) add(open.device, endUs - open.t);
  return busy;
}

describe('the Chrome trace of a textbook-2pl run', () => {
  const events = textbookTrace();
  const file = toChromeTrace(events);
  const body = file.traceEvents.filter((e) => e.ph !== 'M');
  const count = (kind: TraceEvent['kind']): number => events.filter((e) => e.kind === kind).length;
  const instants = (name: string): ChromeTraceEvent[] =>
    body.filter((e) => e.ph === 'i' && e.name === name);

  it('has ph, a non-negative ts, pid and tid on every event, and dur >= 0 on every complete event', () => {
    expect(body.length).toBeGreaterThan(1000);
    expect(file.displayTimeUnit).toBe('ms');
    const malformed = file.traceEvents.filter(
      (e) =>
        !['X', 'i', 'C', 'M', 's', 'f'].includes(e.ph) ||
        ((e.ph === 's' || e.ph === 'f') && !Number.isInteger(e.id)) ||
        (e.ph === 'f' && e.bp !== 'e') ||
        typeof e.ts !== 'number' ||
        !(e.ts >= 0) ||
        !Number.isInteger(e.pid) ||
        !Number.isInteger(e.tid) ||
        (e.ph === 'X' && (typeof e.dur !== 'number' || !(e.dur >= 0))),
    );
    expect(malformed).toEqual([]);
  });

  it('nests the complete events on each thread properly, with nothing clipped', () => {
    expect(misNested(file.traceEvents)).toBeNull();
    expect(file.otherData.clippedSlices).toBe(0);
  });

  it('is well formed: phase fields, paired flows, named threads', () => {
    expect(chromeTraceProblems(file)).toEqual([]);
  });

  it('draws a flow from each lock waiter to every holder it waits for', () => {
    const waits = events.filter((e) => e.kind === 'lock.wait');
    const starts = body.filter((e) => e.ph === 's' && e.name === 'waits for');
    expect(waits.length).toBeGreaterThan(0);
    expect(starts).toHaveLength(waits.reduce((n, w) => n + w.blockers.length, 0));
    const finishOf = new Map(body.filter((e) => e.ph === 'f').map((e) => [e.id, e]));
    const threadOf = new Map<number, number>();
    for (const e of body)
      if (e.ph === 'X' && e.cat === 'txn') threadOf.set(e.args!.txn as number, e.tid);
    for (const s of starts) {
      expect(s.tid).toBe(threadOf.get(s.args!.waiter as number));
      expect(finishOf.get(s.id)!.tid).toBe(threadOf.get(s.args!.holder as number));
    }
  });

  it('has one commit instant per txn.commit, and one abort and deadlock instant per event', () => {
    expect(count('txn.commit')).toBeGreaterThan(50);
    expect(instants('commit')).toHaveLength(count('txn.commit'));
    expect(count('deadlock')).toBeGreaterThan(0);
    expect(instants('abort')).toHaveLength(count('txn.abort'));
    expect(instants('deadlock')).toHaveLength(count('deadlock'));
    for (const d of instants('deadlock')) {
      expect(d.args!.cycle).toContain(d.args!.victim);
    }
  });

  it("gives each device's threads the busy time paired from service.start and service.end", () => {
    const names = threadNames(file);
    const expected = busyByDevice(events);
    expect(expected.size).toBe(4);
    for (const [device, busy] of expected) {
      const onDevice = body.filter((e) => {
        const name = names.get(threadKey(e));
        return (
          e.ph === 'X' &&
          e.pid === DEVICES_PID &&
          (name === device || name?.startsWith(`${device} #`) === true)
        );
      });
      expect(onDevice.length).toBeGreaterThan(0);
      expect(onDevice.reduce((sum, e) => sum + e.dur!, 0)).toBe(busy);
    }
    expect(names.get(threadKey({ pid: DEVICES_PID, tid: 1 }))).toBe('cpu #0');
    const flushes = body.filter((e) => e.ph === 'X' && e.pid === DEVICES_PID && e.cat === 'log');
    expect(flushes).toHaveLength(count('log.flush.start'));
    expect(flushes.every((e) => typeof e.args!.records === 'number')).toBe(true);
    // Each flush names the transactions whose commit records it carries.
    for (const flush of flushes) {
      const txns = flush.args!.txns as number[];
      expect(txns.length).toBe(flush.args!.records);
      expect(flush.name).toContain(`T${txns[0]}`);
    }
  });

  it('has a queue-length counter for every device', () => {
    const counters = new Set(body.filter((e) => e.ph === 'C').map((e) => e.name));
    expect([...counters].sort()).toEqual(['cpu queue', 'disk0 queue', 'disk1 queue', 'log queue']);
  });

  it('names every thread it uses, and both processes', () => {
    const names = threadNames(file);
    for (const e of body) expect(names.has(threadKey(e)), threadKey(e)).toBe(true);
    const processes = file.traceEvents.filter((e) => e.ph === 'M' && e.name === 'process_name');
    expect(processes.map((e) => [e.pid, e.args!.name])).toEqual([
      [TRANSACTIONS_PID, 'Transactions'],
      [DEVICES_PID, 'Devices'],
    ]);
    expect(names.get(threadKey({ pid: TRANSACTIONS_PID, tid: 1 }))).toBe('terminal 0');
  });

  it('survives a JSON round trip unchanged', () => {
    const text = JSON.stringify(file);
    expect(JSON.parse(text)).toEqual(file);
    expect(file.otherData.title).toBe('textbook-2pl');
    expect(toChromeTrace(events, { title: 'mine' }).otherData.title).toBe('mine');
  });
});

describe('the Chrome trace of a hand-made lock wait and deadlock abort', () => {
  // T1 (terminal 0) holds item 5; T2 (terminal 1) waits for it from 150; at 500 T1 asks for
  // item 6, which T2 holds: deadlock, T2 is the victim, restarts at 600 and is still on the
  // CPU at the end; T1 commits once its log record is flushed (700 to 3700).
  const events = stamp([
    {
      kind: 'run.start',
      t: 0,
      scenarioId: 'hand',
      variant: null,
      seed: 1,
      warmupUs: 0,
      endUs: 4000,
      devices: [
        { id: 'cpu', kind: 'cpu', units: 1 },
        { id: 'log', kind: 'log', units: 1 },
      ],
      terminals: 2,
      transactionTypes: ['update'],
    },
    { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
    { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
    {
      kind: 'service.start',
      t: 0,
      device: 'cpu',
      unit: 0,
      txn: 1,
      work: 'lock-cpu',
      fromQueue: false,
    },
    { kind: 'txn.submit', t: 0, txn: 2, terminal: 1, type: 0 },
    { kind: 'txn.begin', t: 0, txn: 2, attempt: 1 },
    { kind: 'queue.enter', t: 0, device: 'cpu', txn: 2 },
    { kind: 'service.end', t: 50, device: 'cpu', unit: 0, txn: 1 },
    { kind: 'lock.grant', t: 50, txn: 1, item: 5, mode: 'X' },
    {
      kind: 'service.start',
      t: 50,
      device: 'cpu',
      unit: 0,
      txn: 2,
      work: 'lock-cpu',
      fromQueue: true,
    },
    { kind: 'service.end', t: 100, device: 'cpu', unit: 0, txn: 2 },
    { kind: 'lock.grant', t: 100, txn: 2, item: 6, mode: 'X' },
    {
      kind: 'service.start',
      t: 100,
      device: 'cpu',
      unit: 0,
      txn: 2,
      work: 'lock-cpu',
      fromQueue: false,
    },
    { kind: 'service.end', t: 150, device: 'cpu', unit: 0, txn: 2 },
    { kind: 'lock.wait', t: 150, txn: 2, item: 5, mode: 'S', blockers: [1] },
    {
      kind: 'service.start',
      t: 150,
      device: 'cpu',
      unit: 0,
      txn: 1,
      work: 'cpu',
      fromQueue: false,
    },
    { kind: 'service.end', t: 500, device: 'cpu', unit: 0, txn: 1 },
    { kind: 'lock.wait', t: 500, txn: 1, item: 6, mode: 'X', blockers: [2] },
    { kind: 'deadlock', t: 500, cycle: [1, 2], victim: 2 },
    { kind: 'lock.release-all', t: 500, txn: 2 },
    { kind: 'lock.grant', t: 500, txn: 1, item: 6, mode: 'X' },
    { kind: 'txn.abort', t: 500, txn: 2, attempt: 1, reason: 'deadlock' },
    { kind: 'txn.begin', t: 600, txn: 2, attempt: 2 },
    {
      kind: 'service.start',
      t: 600,
      device: 'cpu',
      unit: 0,
      txn: 2,
      work: 'cpu',
      fromQueue: false,
    },
    { kind: 'log.append', t: 700, txn: 1, lsn: 1 },
    { kind: 'log.flush.start', t: 700, flush: 1, records: 1, upToLsn: 1 },
    {
      kind: 'service.start',
      t: 700,
      device: 'log',
      unit: 0,
      txn: -1,
      work: 'log-flush',
      fromQueue: false,
    },
    { kind: 'service.end', t: 3700, device: 'log', unit: 0, txn: -1 },
    { kind: 'log.flush.end', t: 3700, flush: 1, durableLsn: 1 },
    { kind: 'lock.release-all', t: 3700, txn: 1 },
    { kind: 'txn.commit', t: 3700, txn: 1 },
    { kind: 'run.end', t: 4000 },
  ]);
  const file = toChromeTrace(events, { title: 'hand-made' });
  const on = (tid: number): ChromeTraceEvent[] =>
    file.traceEvents.filter((e) => e.ph !== 'M' && e.pid === TRANSACTIONS_PID && e.tid === tid);
  const slice = (tid: number, name: string, ts: number): ChromeTraceEvent | undefined =>
    on(tid).find((e) => e.ph === 'X' && e.name === name && e.ts === ts);

  it('shows the lock wait inside the waiting attempt, with item, mode and blockers', () => {
    const wait = slice(2, 'lock wait', 150);
    expect(wait).toMatchObject({ ph: 'X', dur: 350, args: { item: 5, mode: 'S', blockers: [1] } });
    expect(slice(2, 'T2', 0)).toMatchObject({
      dur: 500,
      args: { txn: 2, type: 'update', attempt: 1, outcome: 'abort' },
    });
    // T1's own wait was granted at once, so it has no zero-length slice.
    expect(on(1).filter((e) => e.name === 'lock wait')).toEqual([]);
    expect(slice(2, 'CPU queue', 0)).toMatchObject({ dur: 50, args: { device: 'cpu' } });
    expect(slice(2, 'CPU: lock request', 50)).toMatchObject({ dur: 50 });
  });

  it("marks the deadlock and the abort on the victim's thread, then the restart", () => {
    expect(on(2).filter((e) => e.ph === 'i')).toMatchObject([
      { name: 'deadlock', ts: 500, s: 't', args: { cycle: [1, 2], victim: 2 } },
      { name: 'abort', ts: 500, s: 't', args: { txn: 2, attempt: 1, reason: 'deadlock' } },
    ]);
    expect(slice(2, 'restart delay', 500)).toMatchObject({ dur: 100 });
    expect(slice(2, 'T2', 600)).toMatchObject({
      dur: 3400,
      args: { attempt: 2, outcome: 'unfinished', unfinished: true },
    });
    expect(slice(2, 'CPU', 600)).toMatchObject({ dur: 3400, args: { unfinished: true } });
    // Same start, same length: the attempt comes first, so viewers make it the parent.
    const order = file.traceEvents.filter((e) => e.tid === 2 && e.ts === 600 && e.ph === 'X');
    expect(order.map((e) => e.name)).toEqual(['T2', 'CPU']);
  });

  it('shows the commit after its log wait, and the flush on the log device', () => {
    expect(slice(1, 'T1', 0)).toMatchObject({ dur: 3700, args: { outcome: 'commit' } });
    expect(slice(1, 'log wait', 700)).toMatchObject({ dur: 3000, args: { lsn: 1 } });
    expect(on(1).filter((e) => e.ph === 'i')).toMatchObject([
      { name: 'commit', ts: 3700, args: { txn: 1, attempt: 1, responseUs: 3700 } },
    ]);
    const names = threadNames(file);
    const flush = file.traceEvents.find((e) => e.name.startsWith('flush F1'));
    expect(flush).toMatchObject({ ph: 'X', pid: DEVICES_PID, ts: 700, dur: 3000 });
    expect(flush!.args).toMatchObject({ records: 1, flush: 1 });
    expect(names.get(threadKey(flush!))).toBe('log');
    const cpuQueue = file.traceEvents.filter((e) => e.ph === 'C' && e.name === 'cpu queue');
    // T2 queued at 0 (the run.start sample at the same time is replaced) and left at 50.
    expect(cpuQueue.map((e) => [e.ts, e.args!.waiting])).toEqual([
      [0, 1],
      [50, 0],
    ]);
  });

  it('nests properly and names its threads', () => {
    expect(misNested(file.traceEvents)).toBeNull();
    const names = threadNames(file);
    expect(names.get('1:1')).toBe('terminal 0');
    expect(names.get('1:2')).toBe('terminal 1');
    expect(names.get('1:3')).toBe('run');
    expect(file.traceEvents.find((e) => e.name === 'run end')).toMatchObject({ tid: 3, s: 'g' });
    expect(names.get('2:1')).toBe('cpu #0');
    expect(file.otherData).toMatchObject({ title: 'hand-made', clippedSlices: 0 });
  });
});
