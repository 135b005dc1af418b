/**
 * The Chrome trace's transaction threads where lanes are not terminals: open arrivals take
 * the lowest free lane, and a transaction still in its restart delay when the trace ends
 * shows its aborted attempt and the delay, without an empty next attempt.
 */
import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_PID, toChromeTrace } from './chrome-trace.ts';
import { stamp } from '../../tests/fixtures/hand-made-traces.ts';
import { misNested, threadNames } from '../../tests/fixtures/chrome-trace-checks.ts';

describe('open arrivals', () => {
  it('run on lanes: the lowest lane free at submit, held until commit', () => {
    const events = stamp([
      {
        kind: 'run.start',
        t: 0,
        scenarioId: 'open',
        variant: 'v',
        seed: 1,
        warmupUs: 0,
        endUs: 1000,
        devices: [{ id: 'cpu', kind: 'cpu', units: 2 }],
        terminals: null,
        transactionTypes: ['a', 'b'],
      },
      { kind: 'txn.submit', t: 10, txn: 1, terminal: -1, type: 0 },
      { kind: 'txn.begin', t: 10, txn: 1, attempt: 1 },
      { kind: 'txn.submit', t: 20, txn: 2, terminal: -1, type: 1 },
      { kind: 'txn.begin', t: 20, txn: 2, attempt: 1 },
      { kind: 'txn.commit', t: 30, txn: 1 },
      { kind: 'txn.submit', t: 40, txn: 3, terminal: -1, type: 0 },
      { kind: 'txn.begin', t: 40, txn: 3, attempt: 1 },
      { kind: 'txn.commit', t: 50, txn: 2 },
      { kind: 'txn.commit', t: 60, txn: 3 },
      { kind: 'run.end', t: 1000 },
    ]);
    const file = toChromeTrace(events);
    const attempts = file.traceEvents
      .filter((e) => e.ph === 'X')
      .map((e) => [e.name, e.tid, e.args!.type]);
    expect(attempts).toEqual([
      ['T1', 1, 'a'],
      ['T2', 2, 'b'],
      ['T3', 1, 'a'],
    ]);
    const names = threadNames(file);
    expect(names.get('1:1')).toBe('open arrivals #0');
    expect(names.get('1:2')).toBe('open arrivals #1');
    expect(names.get('1:3')).toBe('run');
    // The run thread is listed first.
    const sortIndex = file.traceEvents.find(
      (e) => e.name === 'thread_sort_index' && e.pid === TRANSACTIONS_PID && e.tid === 3,
    );
    expect(sortIndex!.args!.sort_index).toBe(0);
    expect(names.get('2:1')).toBe('cpu #0');
    expect(names.get('2:2')).toBe('cpu #1');
    expect(file.otherData.title).toBe('open (v)');
    expect(misNested(file.traceEvents)).toBeNull();
  });
});

describe('a transaction still in its restart delay when the trace ends', () => {
  it('has its aborted attempt and the delay, but no empty next attempt', () => {
    const events = stamp([
      {
        kind: 'run.start',
        t: 0,
        scenarioId: 'delay',
        variant: null,
        seed: 1,
        warmupUs: 0,
        endUs: 200,
        devices: [{ id: 'cpu', kind: 'cpu', units: 1 }],
        terminals: 1,
        transactionTypes: ['t'],
      },
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'txn.abort', t: 100, txn: 1, attempt: 1, reason: 'deadlock' },
      { kind: 'run.end', t: 200 },
    ]);
    const slices = toChromeTrace(events)
      .traceEvents.filter((e) => e.ph === 'X')
      .map((e) => [e.name, e.ts, e.dur, e.args!.unfinished ?? false]);
    expect(slices).toEqual([
      ['T1', 0, 100, false],
      ['restart delay', 100, 100, true],
    ]);
  });
});
