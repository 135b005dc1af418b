import { describe, expect, it } from 'vitest';
import type { LockTableRow } from '../../trace/trace-state.ts';
import { FILE_ITEM, type TraceEvent } from '../../trace/trace-event.ts';
import { HOLDER_COLORS, laneLookup } from './holder-colors.ts';
import { lockMapExtent, lockMapView, pageHoverText } from './lock-map.ts';

const holder = (txn: number, mode: 'IS' | 'IX' | 'S' | 'X' | 'SIX') => ({ txn, mode, sinceUs: 0 });
const waiter = (txn: number, mode: 'IS' | 'IX' | 'S' | 'X', upgrade = false) => ({
  txn,
  mode,
  sinceUs: 5,
  upgrade,
});

/** Page locking with intention locks: T2 and T4 hold IX on the file and X on pages. */
const pageLocking: LockTableRow[] = [
  { item: 17, holders: [holder(2, 'X')], waiters: [waiter(4, 'X')] },
  { item: FILE_ITEM, holders: [holder(2, 'IX'), holder(4, 'IX')], waiters: [] },
  { item: 3, holders: [holder(2, 'X')], waiters: [] },
  { item: 900, holders: [holder(4, 'X')], waiters: [] },
];

/** File locking: T5 holds X on the file, T6 then T1 wait for it. */
const fileLocking: LockTableRow[] = [
  { item: FILE_ITEM, holders: [holder(5, 'X')], waiters: [waiter(6, 'X'), waiter(1, 'X')] },
];

describe('the file tile', () => {
  it('shows the covering holder, in its colour, and the queue in order', () => {
    const view = lockMapView(fileLocking);
    expect(view.file.covering.map((m) => m.text)).toEqual(['T5 X']);
    expect(view.file.covering[0]!.color).toBe(HOLDER_COLORS[5]);
    expect(view.file.intention).toEqual([]);
    expect(view.file.waiters.map((m) => m.text)).toEqual(['T6 wants X', 'T1 wants X']);
    expect(view.file.text).toBe('T5 holds X on the file, 2 wait for the file');
  });

  it('lists intention holders apart from covering ones', () => {
    const view = lockMapView(pageLocking);
    expect(view.file.covering).toEqual([]);
    expect(view.file.intention.map((m) => m.text)).toEqual(['T2 IX', 'T4 IX']);
    expect(view.file.text).toBe('2 intention locks (IX) on the file');
  });

  it('says so when nobody locks the file, and names shared holders together', () => {
    expect(lockMapView([]).file.text).toBe('No lock on the file');
    const shared = lockMapView([
      { item: FILE_ITEM, holders: [holder(2, 'S'), holder(3, 'S'), holder(4, 'IS')], waiters: [] },
    ]);
    expect(shared.file.text).toBe(
      'T2 and T3 hold S on the file, 1 intention lock (IS) on the file',
    );
  });

  it('marks the deadlock victim', () => {
    const view = lockMapView(fileLocking, {
      deadlock: { t: 0, seq: 0, cycle: [5, 6], victim: 6 },
    });
    expect(view.file.waiters[0]).toMatchObject({ txn: 6, inDeadlock: true, victim: true });
    expect(view.file.waiters[1]).toMatchObject({ txn: 1, inDeadlock: false, victim: false });
    expect(view.legend.find((e) => e.txn === 6)?.victim).toBe(true);
  });
});

describe('the page cells', () => {
  it('lists locked pages in order with holders and waiter counts', () => {
    const view = lockMapView(pageLocking);
    expect(view.pages.map((c) => c.page)).toEqual([3, 17, 900]);
    expect(view.pages[1]!.waiters).toBe(1);
    expect(view.maxPage).toBe(900);
    expect(view.pagesWithWaiters).toBe(1);
  });

  it('colours a holder by its lane, the same on the file and on its pages', () => {
    const laneOf = laneLookup([
      { txn: 2, lane: 0 },
      { txn: 4, lane: 1 },
    ]);
    const view = lockMapView(pageLocking, { laneOf });
    expect(view.pages[0]!.holders[0]!.color).toBe(HOLDER_COLORS[0]);
    expect(view.pages[2]!.holders[0]!.color).toBe(HOLDER_COLORS[1]);
    expect(view.file.intention[1]!.color).toBe(HOLDER_COLORS[1]);
  });

  it('gives two holders whose lanes share a palette entry (terminals 1 and 10) different colours', () => {
    const laneOf = laneLookup([
      { txn: 10, lane: 0 },
      { txn: 12, lane: 9 },
    ]);
    const rows: LockTableRow[] = [
      { item: 4, holders: [holder(10, 'X')], waiters: [waiter(12, 'X')] },
      { item: 8, holders: [holder(12, 'X')], waiters: [] },
    ];
    const view = lockMapView(rows, { laneOf });
    const t10 = view.pages[0]!.holders[0]!.color;
    const t12 = view.pages[1]!.holders[0]!.color;
    expect(t10).toBe(HOLDER_COLORS[0]);
    expect(t12).not.toBe(t10);
  });

  it('says what is on a page under the pointer', () => {
    const view = lockMapView(pageLocking);
    expect(pageHoverText(view, 17)).toBe('page 17: T2 X; 1 waiting');
    expect(pageHoverText(view, 18)).toBe('page 18: not locked');
  });
});

describe('the legend and summary', () => {
  it('maps each transaction to its colour and what it holds', () => {
    const view = lockMapView(pageLocking);
    expect(view.legend.map((e) => [e.txn, e.detail])).toEqual([
      [2, 'IX on the file · 2 pages'],
      [4, 'IX on the file · 1 page'],
    ]);
    const file = lockMapView(fileLocking);
    expect(file.legend.map((e) => [e.txn, e.detail])).toEqual([
      [1, 'waits for X on the file'],
      [5, 'X on the file'],
      [6, 'waits for X on the file'],
    ]);
  });

  it('sums the map up in a sentence', () => {
    expect(lockMapView(pageLocking).summary).toBe(
      '3 pages locked by 2 transactions; 1 page has waiters; 2 intention locks (IX) on the file.',
    );
    expect(lockMapView(fileLocking).summary).toBe(
      'No page locked; T5 holds X on the file, 2 wait for the file.',
    );
    expect(lockMapView([]).summary).toBe('No page locked.');
  });
});

describe('the lock items of a trace', () => {
  it('finds whether the run locks and the largest page it locks or reads', () => {
    const events = [
      { kind: 'lock.grant', t: 0, seq: 0, txn: 1, item: FILE_ITEM, mode: 'IX' },
      { kind: 'lock.grant', t: 1, seq: 1, txn: 1, item: 40, mode: 'X' },
      { kind: 'lock.wait', t: 2, seq: 2, txn: 2, item: 77, mode: 'X', blockers: [1] },
      { kind: 'page.access', t: 3, seq: 3, txn: 1, page: 500, write: false, hit: false },
    ] satisfies TraceEvent[];
    expect(lockMapExtent(events)).toEqual({ locks: true, maxPage: 500 });
    expect(lockMapExtent(events.slice(0, 3))).toEqual({ locks: true, maxPage: 77 });
    expect(lockMapExtent([])).toEqual({ locks: false, maxPage: -1 });
  });
});
