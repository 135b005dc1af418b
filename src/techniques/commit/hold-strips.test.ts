import { describe, expect, it } from 'vitest';
import { holdStrips } from './hold-strips.ts';
import type { TraceEvent, TraceEventInput } from '../../trace/trace-event.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

describe('holdStrips', () => {
  it('ends an ELR strip at the commit request and a strict one at the commit', () => {
    const events = trace(
      { kind: 'lock.grant', t: 0, txn: 1, item: 0, mode: 'X' },
      { kind: 'lock.grant', t: 5, txn: 1, item: 3, mode: 'S' },
      { kind: 'txn.commit-request', t: 10, txn: 1, lsn: 1, waitLsn: 1, releasesLocks: true },
      { kind: 'lock.release-all', t: 10, txn: 1 },
      { kind: 'lock.grant', t: 12, txn: 2, item: 0, mode: 'X' },
      { kind: 'txn.commit-request', t: 15, txn: 2, lsn: 2, waitLsn: 2, releasesLocks: false },
      { kind: 'lock.release-all', t: 30, txn: 2 },
    );
    const lanes = holdStrips(
      events,
      [
        { txn: 1, lane: 0 },
        { txn: 2, lane: 1 },
      ],
      2,
    );
    expect(lanes[0]).toEqual([
      { txn: 1, startUs: 0, endUs: 10, endedBy: 'commit-request', items: 2 },
    ]);
    expect(lanes[1]).toEqual([{ txn: 2, startUs: 12, endUs: 30, endedBy: 'commit', items: 1 }]);
  });

  it('gives an aborted attempt and its restart separate strips on the same lane', () => {
    const events = trace(
      { kind: 'lock.grant', t: 0, txn: 7, item: 1, mode: 'X' },
      { kind: 'deadlock', t: 4, cycle: [7, 8], victim: 7 },
      { kind: 'lock.release-all', t: 4, txn: 7 },
      { kind: 'lock.grant', t: 9, txn: 7, item: 1, mode: 'X' },
      { kind: 'lock.release-all', t: 20, txn: 7 },
    );
    const [lane] = holdStrips(events, [{ txn: 7, lane: 0 }], 1);
    expect(lane!.map((s) => [s.startUs, s.endUs, s.endedBy])).toEqual([
      [0, 4, 'abort'],
      [9, 20, 'commit'],
    ]);
  });

  it('leaves out transactions without a lane and keeps an open hold to the trace end', () => {
    const events = trace(
      { kind: 'lock.grant', t: 0, txn: 1, item: 0, mode: 'S' },
      { kind: 'lock.grant', t: 2, txn: 9, item: 0, mode: 'S' },
      { kind: 'run.end', t: 50 },
    );
    const lanes = holdStrips(events, [{ txn: 1, lane: 0 }], 1);
    expect(lanes[0]).toEqual([{ txn: 1, startUs: 0, endUs: 50, endedBy: 'open', items: 1 }]);
  });
});
