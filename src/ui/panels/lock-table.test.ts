import { describe, expect, it } from 'vitest';
import type { LockTableRow } from '../../trace/trace-state.ts';
import { capList, lockTableView, sortLockRows } from './lock-table.ts';

function row(item: number, holders: number[], waiters: number[] = []): LockTableRow {
  return {
    item,
    holders: holders.map((txn) => ({ txn, mode: 'X', sinceUs: 0 })),
    waiters: waiters.map((txn) => ({ txn, mode: 'X', sinceUs: 5, upgrade: false })),
  };
}

describe('sorting the lock table', () => {
  it('puts items with waiters first, then orders by item', () => {
    const rows = [row(5, [1]), row(9, [2], [3]), row(1, [4]), row(3, [5], [6])];
    expect(sortLockRows(rows).map((r) => r.item)).toEqual([3, 9, 1, 5]);
  });

  it('does not reorder its input', () => {
    const rows = [row(2, [1]), row(1, [2])];
    sortLockRows(rows);
    expect(rows.map((r) => r.item)).toEqual([2, 1]);
  });
});

describe('capping lists', () => {
  it('keeps the first n and counts the rest', () => {
    expect(capList([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(capList([1, 2], 3)).toEqual({ shown: [1, 2], more: 0 });
    expect(capList([1, 2], 0)).toEqual({ shown: [], more: 2 });
  });
});

describe('the lock table view', () => {
  it('writes holders as "T9 X" and waiters as "T12 wants X (upgrade)", in queue order', () => {
    const locks: LockTableRow[] = [
      {
        item: 17,
        holders: [
          { txn: 9, mode: 'S', sinceUs: 0 },
          { txn: 12, mode: 'S', sinceUs: 1 },
        ],
        waiters: [
          { txn: 12, mode: 'X', sinceUs: 2, upgrade: true },
          { txn: 4, mode: 'S', sinceUs: 3, upgrade: false },
        ],
      },
    ];
    const view = lockTableView(locks);
    expect(view.rows[0]!.label).toBe('page 17');
    expect(view.rows[0]!.holders.map((c) => c.text)).toEqual(['T9 S', 'T12 S']);
    expect(view.rows[0]!.waiters.map((c) => c.text)).toEqual([
      'T12 wants X (upgrade)',
      'T4 wants S',
    ]);
    expect(view.contendedItems).toBe(1);
    expect(view.lockedItems).toBe(1);
  });

  it('caps rows and per-item lists with counts of what is left out', () => {
    const locks = [row(1, [1, 2, 3], [4, 5, 6, 7]), row(2, [8]), row(3, [9]), row(4, [10])];
    const view = lockTableView(locks, { maxRows: 2, maxPerList: 2 });
    expect(view.rows.map((r) => r.item)).toEqual([1, 2]);
    expect(view.moreRows).toBe(2);
    expect(view.rows[0]!.moreHolders).toBe(1);
    expect(view.rows[0]!.waiters.map((c) => c.txn)).toEqual([4, 5]);
    expect(view.rows[0]!.moreWaiters).toBe(2);
  });

  it('flags members of a recent deadlock cycle and the victim', () => {
    const locks = [row(1, [3], [7]), row(2, [5])];
    const view = lockTableView(locks, { deadlock: { t: 0, seq: 0, cycle: [3, 7], victim: 7 } });
    const chips = view.rows.flatMap((r) => [...r.holders, ...r.waiters]);
    const flags = chips.map((c) => [c.txn, c.inDeadlock, c.victim]);
    expect(flags).toEqual([
      [3, true, false],
      [7, true, true],
      [5, false, false],
    ]);
  });

  it('names items with the given label function', () => {
    const view = lockTableView([row(4, [1])], { itemLabel: (i) => `file ${i}` });
    expect(view.rows[0]!.label).toBe('file 4');
  });
});
