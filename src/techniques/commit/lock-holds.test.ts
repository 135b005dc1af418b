import { describe, expect, it } from 'vitest';
import type { TraceEvent, TraceEventInput } from '../../trace/trace-event.ts';
import { lockHolds } from './lock-holds.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

describe('lockHolds', () => {
  it('ends a hold at the commit request under ELR and says so', () => {
    const elrRun = trace(
      { kind: 'lock.grant', t: 0, txn: 1, item: 0, mode: 'X' },
      { kind: 'lock.wait', t: 2, txn: 2, item: 0, mode: 'S', blockers: [1] },
      { kind: 'txn.commit-request', t: 10, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
      { kind: 'lock.release-all', t: 10, txn: 1 },
      { kind: 'lock.grant', t: 10, txn: 2, item: 0, mode: 'S' },
      { kind: 'txn.commit-request', t: 12, txn: 2, lsn: null, waitLsn: null, releasesLocks: true },
      { kind: 'lock.release-all', t: 12, txn: 2 },
      { kind: 'txn.commit', t: 12, txn: 2 },
    );
    const holds = lockHolds(elrRun);
    expect(holds).toEqual([
      { item: 0, txn: 1, mode: 'X', startUs: 0, endUs: 10, endedBy: 'commit-request' },
      { item: 0, txn: 2, mode: 'S', startUs: 10, endUs: 12, endedBy: 'commit-request' },
    ]);
  });

  it('ends a hold at the commit under the baseline, at an abort for a victim', () => {
    const run = trace(
      { kind: 'lock.grant', t: 0, txn: 1, item: 3, mode: 'S' },
      { kind: 'lock.grant', t: 1, txn: 1, item: 3, mode: 'X' },
      { kind: 'lock.grant', t: 1, txn: 2, item: 4, mode: 'X' },
      { kind: 'txn.commit-request', t: 2, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: false },
      { kind: 'deadlock', t: 3, cycle: [2, 9], victim: 2 },
      { kind: 'lock.release-all', t: 3, txn: 2 },
      { kind: 'lock.release-all', t: 8, txn: 1 },
    );
    expect(lockHolds(run).map((h) => [h.txn, h.mode, h.endUs, h.endedBy])).toEqual([
      [1, 'X', 8, 'commit'],
      [2, 'X', 3, 'abort'],
    ]);
    expect(lockHolds(run, new Set([4])).map((h) => h.txn)).toEqual([2]);
  });
});
