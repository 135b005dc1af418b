import { beforeEach, describe, expect, it } from 'vitest';
import { IoBlameFold } from './io-blame.ts';
import type { TraceEvent, TraceEventInput } from './trace-event.ts';

/** 0: every graph counted through the set of transactions in I/O, however small. */
let fewRoots: number | undefined;

function fold(inputs: TraceEventInput[]): IoBlameFold {
  const f = new IoBlameFold(null, fewRoots);
  inputs.forEach((e, seq) => f.accept({ ...e, seq } as TraceEvent));
  return f;
}

const start: TraceEventInput = {
  kind: 'run.start',
  t: 0,
  scenarioId: 's',
  variant: null,
  seed: 1,
  warmupUs: 0,
  endUs: 1000,
  devices: [{ id: 'disk0', kind: 'disk', units: 1 }],
  terminals: 3,
  transactionTypes: ['t'],
};

/** Transactions exist from their submission on (what each does is read from the activity fold). */
const submits: TraceEventInput[] = [1, 2, 3].map((txn) => ({
  kind: 'txn.submit',
  t: 0,
  txn,
  terminal: txn - 1,
  type: 0,
}));

describe.each([
  ['asking about each root', undefined],
  ['through the set of transactions in I/O', 0],
])('IoBlameFold, %s', (_, few) => {
  beforeEach(() => {
    fewRoots = few;
  });

  it('blames a wait chain on its root while the root reads, and not after', () => {
    const f = fold([
      start,
      ...submits,
      { kind: 'lock.grant', t: 0, txn: 1, item: 2, mode: 'X' },
      {
        kind: 'service.start',
        t: 0,
        device: 'disk0',
        unit: 0,
        txn: 1,
        work: 'read',
        fromQueue: false,
      },
      { kind: 'lock.grant', t: 10, txn: 2, item: 3, mode: 'X' },
      { kind: 'lock.wait', t: 10, txn: 2, item: 2, mode: 'S', blockers: [1] },
      { kind: 'lock.wait', t: 20, txn: 3, item: 3, mode: 'S', blockers: [2] },
      // T1 reads until 100, then computes until 120 while the chain still waits.
      { kind: 'service.end', t: 100, device: 'disk0', unit: 0, txn: 1 },
      { kind: 'lock.release-all', t: 120, txn: 1 },
      { kind: 'lock.grant', t: 120, txn: 2, item: 2, mode: 'S' },
    ]);
    // Waits up to the last event: T2 10..120 (110), T3 20..120 (100); I/O-caused 90 + 80.
    expect(f.lockWaitFromIoPct).toBeCloseTo((100 * (90 + 80)) / (110 + 100), 6);
    // T3 still waits, now for T2, who holds its locks and is not at a disk.
    expect(f.rootOf(3)).toBe(2);
    expect(f.inIo(2)).toBe(false);
  });

  it('blames only waits on a reading holder directly, not waits behind a waiter (Table 1 wording)', () => {
    const f = fold([
      start,
      ...submits,
      { kind: 'lock.grant', t: 0, txn: 1, item: 2, mode: 'X' },
      {
        kind: 'service.start',
        t: 0,
        device: 'disk0',
        unit: 0,
        txn: 1,
        work: 'read',
        fromQueue: false,
      },
      { kind: 'lock.grant', t: 10, txn: 2, item: 3, mode: 'X' },
      { kind: 'lock.wait', t: 10, txn: 2, item: 2, mode: 'S', blockers: [1] },
      { kind: 'lock.wait', t: 20, txn: 3, item: 3, mode: 'S', blockers: [2] },
      { kind: 'service.end', t: 100, device: 'disk0', unit: 0, txn: 1 },
      { kind: 'lock.release-all', t: 120, txn: 1 },
    ]);
    // T2 waits 10..120 on T1, reading until 100 (90 from I/O); T3 waits 20..120 on T2,
    // itself waiting: data contention, though the chain's root reads for 80 of it.
    expect(f.lockWaitFromHolderIoPct).toBeCloseTo((100 * 90) / (110 + 100), 6);
    expect(f.lockWaitFromIoPct).toBeCloseTo((100 * (90 + 80)) / (110 + 100), 6);
  });

  it('blames nobody when every listed blocker has released', () => {
    const f = fold([
      start,
      { kind: 'lock.wait', t: 0, txn: 2, item: 1, mode: 'X', blockers: [1] },
      { kind: 'lock.release-all', t: 0, txn: 1 },
    ]);
    expect(f.rootOf(2)).toBeNull();
  });

  it('no longer follows a blocker that released all its locks, though it restarts and waits behind its waiter', () => {
    const f = fold([
      start,
      ...submits,
      { kind: 'lock.grant', t: 0, txn: 1, item: 1, mode: 'S' },
      { kind: 'lock.grant', t: 0, txn: 3, item: 1, mode: 'S' },
      { kind: 'lock.grant', t: 0, txn: 2, item: 5, mode: 'X' },
      {
        kind: 'service.start',
        t: 0,
        device: 'disk0',
        unit: 0,
        txn: 3,
        work: 'read',
        fromQueue: false,
      },
      { kind: 'lock.wait', t: 10, txn: 2, item: 1, mode: 'X', blockers: [1, 3] },
      // T1 aborts (a deadlock victim elsewhere), restarts and waits for T2's lock.
      { kind: 'txn.abort', t: 20, txn: 1, attempt: 1, reason: 'deadlock' },
      { kind: 'lock.release-all', t: 20, txn: 1 },
      { kind: 'lock.wait', t: 30, txn: 1, item: 5, mode: 'X', blockers: [2] },
      { kind: 'service.end', t: 100, device: 'disk0', unit: 0, txn: 3 },
    ]);
    // T2 waits 10..100: on T1 (computing) until 20, then on T3 at the disk, T1's new wait
    // notwithstanding (80 of 90). T1 waits 30..100 behind T2, so on T3 too (70 of 70).
    expect(f.rootOf(2)).toBe(3);
    expect(f.rootOf(1)).toBe(3);
    expect(f.lockWaitFromIoPct).toBeCloseTo((100 * (80 + 70)) / (90 + 70), 6);
    // Directly, T2 waits on T3 reading for 80; T1 waits on T2, itself waiting.
    expect(f.lockWaitFromHolderIoPct).toBeCloseTo((100 * 80) / (90 + 70), 6);
  });

  it('still sees a root go to disk among thousands of events at one instant', () => {
    const accesses: TraceEventInput[] = [];
    for (let i = 0; i < 5000; i++) {
      accesses.push({ kind: 'page.access', t: 5, txn: 3, page: i, write: false, hit: true });
    }
    const f = fold([
      start,
      ...submits,
      { kind: 'lock.grant', t: 0, txn: 1, item: 2, mode: 'X' },
      { kind: 'lock.wait', t: 0, txn: 2, item: 2, mode: 'X', blockers: [1] },
      { kind: 'page.access', t: 1, txn: 3, page: 1, write: false, hit: true },
      {
        kind: 'service.start',
        t: 5,
        device: 'disk0',
        unit: 0,
        txn: 1,
        work: 'read',
        fromQueue: false,
      },
      ...accesses,
      { kind: 'lock.release-all', t: 100, txn: 2 },
    ]);
    // T2 waits 0..100 on T1, at the disk from 5 on.
    expect(f.lockWaitFromIoPct).toBeCloseTo(95, 9);
    expect(f.lockWaitFromHolderIoPct).toBeCloseTo(95, 9);
  });
});
