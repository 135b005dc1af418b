import { describe, expect, it } from 'vitest';
import { crashOutcome } from './crash-outcome.ts';
import type { TraceEvent, TraceEventInput } from './trace-event.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

/**
 * T1 writes page 0 and requests commit (LSN 1) at 10 under ELR, releasing its lock; T2
 * reads page 0 and, as a naive-ELR reader, is acknowledged at 12; T3 writes page 5 and is
 * acknowledged at its commit request at 13 (no-wait); the flush of LSN 1 ends at 20, that
 * of LSN 2 at 30.
 */
const elrRun = trace(
  { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
  { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
  { kind: 'lock.grant', t: 0, txn: 1, item: 0, mode: 'X' },
  { kind: 'page.access', t: 1, txn: 1, page: 0, write: true, hit: true },
  { kind: 'txn.submit', t: 2, txn: 2, terminal: 1, type: 1 },
  { kind: 'txn.begin', t: 2, txn: 2, attempt: 1 },
  { kind: 'lock.wait', t: 2, txn: 2, item: 0, mode: 'S', blockers: [1] },
  { kind: 'log.append', t: 10, txn: 1, lsn: 1 },
  { kind: 'txn.commit-request', t: 10, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
  { kind: 'lock.release-all', t: 10, txn: 1 },
  { kind: 'log.flush.start', t: 10, flush: 1, records: 1, upToLsn: 1, txns: [1] },
  { kind: 'lock.grant', t: 10, txn: 2, item: 0, mode: 'S' },
  { kind: 'page.access', t: 11, txn: 2, page: 0, write: false, hit: true },
  { kind: 'txn.commit-request', t: 12, txn: 2, lsn: null, waitLsn: null, releasesLocks: true },
  { kind: 'lock.release-all', t: 12, txn: 2 },
  { kind: 'txn.commit', t: 12, txn: 2 },
  { kind: 'txn.submit', t: 12, txn: 3, terminal: 2, type: 0 },
  { kind: 'txn.begin', t: 12, txn: 3, attempt: 1 },
  { kind: 'page.access', t: 12, txn: 3, page: 5, write: true, hit: true },
  { kind: 'log.append', t: 13, txn: 3, lsn: 2 },
  { kind: 'txn.commit-request', t: 13, txn: 3, lsn: 2, waitLsn: null, releasesLocks: true },
  { kind: 'txn.commit', t: 13, txn: 3 },
  { kind: 'log.flush.end', t: 20, flush: 1, durableLsn: 1 },
  { kind: 'txn.commit', t: 20, txn: 1 },
  { kind: 'log.flush.start', t: 20, flush: 2, records: 1, upToLsn: 2, txns: [3] },
  { kind: 'log.flush.end', t: 30, flush: 2, durableLsn: 2 },
);

describe('crashOutcome', () => {
  it('rolls back a pre-committed writer and flags the reader that saw its data (naive ELR)', () => {
    const out = crashOutcome(elrRun, 15);
    expect(out.durableLsn).toBe(0);
    expect(out.kept).toEqual([]);
    expect(out.rolledBack).toEqual([1, 3]);
    expect(out.exposedReads).toEqual([{ reader: 2, writer: 1 }]);
    expect(out.fates.find((f) => f.txn === 2)).toMatchObject({ fate: 'read-only', readFrom: [1] });
  });

  it('flags an acknowledged commit whose record did not survive (no-wait)', () => {
    expect(crashOutcome(elrRun, 15).lostAcknowledged).toEqual([3]);
    expect(crashOutcome(elrRun, 25).lostAcknowledged).toEqual([3]);
    expect(crashOutcome(elrRun, 30).lostAcknowledged).toEqual([]);
  });

  it('keeps what the last completed flush made durable, in commit order', () => {
    const out = crashOutcome(elrRun, 25);
    expect(out.durableLsn).toBe(1);
    expect(out.kept).toEqual([1]);
    expect(out.exposedReads).toEqual([]);
    expect(crashOutcome(elrRun, 30).kept).toEqual([1, 3]);
  });

  it('counts a transaction still waiting for its flush as rolled back, not lost', () => {
    const out = crashOutcome(elrRun, 11);
    expect(out.fates.find((f) => f.txn === 1)).toMatchObject({
      fate: 'rolled-back',
      acknowledged: false,
    });
    expect(out.lostAcknowledged).toEqual([]);
  });

  it('forgets the reads of an aborted attempt', () => {
    const run = trace(
      { kind: 'txn.submit', t: 0, txn: 1, terminal: 0, type: 0 },
      { kind: 'txn.begin', t: 0, txn: 1, attempt: 1 },
      { kind: 'page.access', t: 0, txn: 1, page: 0, write: true, hit: true },
      { kind: 'txn.commit-request', t: 1, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
      { kind: 'txn.submit', t: 1, txn: 2, terminal: 1, type: 0 },
      { kind: 'txn.begin', t: 1, txn: 2, attempt: 1 },
      { kind: 'page.access', t: 2, txn: 2, page: 0, write: false, hit: true },
      { kind: 'txn.abort', t: 3, txn: 2, attempt: 1, reason: 'deadlock' },
      { kind: 'txn.begin', t: 3, txn: 2, attempt: 2 },
    );
    expect(crashOutcome(run, 5).fates.find((f) => f.txn === 2)!.readFrom).toEqual([]);
  });
});
