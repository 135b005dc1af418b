/** The trace consumers on the commit-processing events: commit requests, flush payloads, crash. */
import { describe, expect, it } from 'vitest';
import { buildSegments } from './segments.ts';
import { foldTrace } from './stats.ts';
import type { TraceEvent, TraceEventInput } from './trace-event.ts';
import { replayState } from './trace-replay.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

/**
 * Safe ELR: T1 (an update) requests commit at 1000 with LSN 1 and is acknowledged when the
 * flush ends at 7000; T2 (a reader of T1's data) requests commit at 2000, waits for LSN 1
 * and is acknowledged at 7000 too; T3 (a reader of durable data) is acknowledged at once at
 * 8000. The run crashes at 9000.
 */
const run = trace(
  {
    kind: 'run.start',
    t: 0,
    scenarioId: 'elr',
    variant: 'elr',
    seed: 1,
    warmupUs: 0,
    endUs: 9000,
    devices: [{ id: 'log', kind: 'log', units: 1 }],
    terminals: 3,
    transactionTypes: ['update', 'read'],
    commitProtocol: 'elr',
  },
  { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
  { kind: 'txn.submit', t: 0, txn: 2, terminal: 1, type: 1 },
  { kind: 'log.append', t: 1000, txn: 1, lsn: 1 },
  { kind: 'txn.commit-request', t: 1000, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
  { kind: 'lock.release-all', t: 1000, txn: 1 },
  { kind: 'log.flush.start', t: 1000, flush: 1, records: 1, upToLsn: 1, txns: [1], bytes: 512 },
  {
    kind: 'service.start',
    t: 1000,
    device: 'log',
    unit: 0,
    txn: -1,
    work: 'log-flush',
    fromQueue: false,
  },
  { kind: 'txn.commit-request', t: 2000, txn: 2, lsn: null, waitLsn: 1, releasesLocks: true },
  { kind: 'lock.release-all', t: 2000, txn: 2 },
  { kind: 'service.end', t: 7000, device: 'log', unit: 0, txn: -1 },
  { kind: 'log.flush.end', t: 7000, flush: 1, durableLsn: 1 },
  { kind: 'txn.commit', t: 7000, txn: 1 },
  { kind: 'txn.commit', t: 7000, txn: 2 },
  { kind: 'txn.submit', t: 7000, txn: 3, terminal: 0, type: 1 },
  { kind: 'txn.commit-request', t: 8000, txn: 3, lsn: null, waitLsn: null, releasesLocks: true },
  { kind: 'lock.release-all', t: 8000, txn: 3 },
  { kind: 'txn.commit', t: 8000, txn: 3 },
  { kind: 'crash', t: 9000, durableLsn: 1 },
  { kind: 'run.end', t: 9000 },
);

describe('commit events in the timeline model', () => {
  const model = buildSegments(run);

  it('marks commit requests and the crash, and names the records a flush carries', () => {
    expect(model.marks.commitRequests.map((m) => [m.txn, m.t, m.lsn, m.waitLsn])).toEqual([
      [1, 1000, 1, 1],
      [2, 2000, null, 1],
      [3, 8000, null, null],
    ]);
    expect(model.marks.crash).toEqual({ t: 9000, durableLsn: 1 });
    expect(model.run.commitProtocol).toBe('elr');
    const flush = model.deviceLanes.find((l) => l.device === 'log')!.segments[0]!;
    expect(flush).toMatchObject({ flush: 1, records: 1, txns: [1] });
  });

  it('shows a reader waiting for the log from its commit request to its acknowledgement', () => {
    const reader = model.txnLanes[1]!.segments.filter((s) => s.state === 'log-wait');
    expect(reader.map((s) => [s.startUs, s.endUs])).toEqual([[2000, 7000]]);
    const writer = model.txnLanes[0]!.segments.filter((s) => s.state === 'log-wait');
    expect(writer.map((s) => [s.startUs, s.endUs])).toEqual([[1000, 7000]]);
  });
});

describe('commit events in the statistics', () => {
  it('measures flush waits of the transactions that waited for the log only', () => {
    const stats = foldTrace(run);
    expect(stats.flushWaiters).toBe(2);
    expect(stats.flushWaitMeanMs).toBe(5.5);
    // Waits of 6 and 5 ms: standard deviation 0.707 over a mean of 5.5.
    expect(stats.flushWaitCv).toBeCloseTo(Math.SQRT1_2 / 5.5, 6);
    expect(stats.breakdown.logWaitMs).toBeCloseTo((6 + 5) / 3, 6);
  });
});

describe('commit events in the replay', () => {
  it('keeps the durable LSN through the crash', () => {
    expect(replayState(run, 9000).log.durableLsn).toBe(1);
    expect(replayState(run, 2500).log.buffered.map((r) => r.txn)).toEqual([1]);
  });
});
