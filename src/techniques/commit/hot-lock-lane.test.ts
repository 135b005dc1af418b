import { describe, expect, it } from 'vitest';
import { hotLockLane } from './hot-lock-lane.ts';
import type { TraceEvent, TraceEventInput } from '../../trace/trace-event.ts';

function trace(...inputs: TraceEventInput[]): TraceEvent[] {
  return inputs.map((e, seq) => ({ ...e, seq }) as TraceEvent);
}

/** Transaction `txn` locks `items` at `t`, asks to commit at `t + 2`, releases at `end`. */
function holder(txn: number, t: number, end: number, elr: boolean, items = [0]): TraceEventInput[] {
  return [
    ...items.map((item) => ({ kind: 'lock.grant' as const, t, txn, item, mode: 'X' as const })),
    { kind: 'txn.commit-request', t: t + 2, txn, lsn: txn, waitLsn: txn, releasesLocks: elr },
    { kind: 'lock.release-all', t: end, txn },
  ];
}

describe('hotLockLane', () => {
  it('gives one bar per holder of the hot item, ending at the commit request under ELR', () => {
    const lane = hotLockLane(
      trace(...holder(1, 0, 2, true), ...holder(2, 2, 4, true), ...holder(3, 4, 6, true)),
    );
    expect(lane).toEqual({
      item: 0,
      bars: [
        { txn: 1, startUs: 0, endUs: 2, endedBy: 'commit-request' },
        { txn: 2, startUs: 2, endUs: 4, endedBy: 'commit-request' },
        { txn: 3, startUs: 4, endUs: 6, endedBy: 'commit-request' },
      ],
    });
  });

  it('ends a strict holder at its commit, after the flush', () => {
    const lane = hotLockLane(
      trace(...holder(1, 0, 8, false), ...holder(2, 8, 16, false), ...holder(3, 16, 24, false)),
    );
    expect(lane?.bars.map((b) => [b.endUs, b.endedBy])).toEqual([
      [8, 'commit'],
      [16, 'commit'],
      [24, 'commit'],
    ]);
  });

  it('picks the item most attempts hold, among the others they hold', () => {
    const lane = hotLockLane(
      trace(
        ...holder(1, 0, 8, false, [5, 1]),
        ...holder(2, 8, 16, false, [5, 2]),
        ...holder(3, 16, 24, false, [5, 3]),
      ),
    );
    expect(lane?.item).toBe(5);
  });

  it('draws no lane when no item is held by half of the locking attempts', () => {
    const spread = trace(
      ...holder(1, 0, 8, false, [1]),
      ...holder(2, 8, 16, false, [2]),
      ...holder(3, 16, 24, false, [3]),
      ...holder(4, 24, 30, false, [1]),
      ...holder(5, 30, 40, false, [4]),
      ...holder(6, 40, 50, false, [1]),
      ...holder(7, 50, 60, false, [5]),
    );
    expect(hotLockLane(spread)).toBeNull();
    expect(hotLockLane(trace(...holder(1, 0, 2, true)))).toBeNull();
  });
});
