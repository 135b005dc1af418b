/**
 * The locking-baseline timed notes, each checked against the state the page shows at its
 * moment (lock table, wait-for graph, deadlocks) for the runs it talks about. Small
 * transactions are type 0, the large one type 1; the file is lock item -1.
 */
import { describe, expect, it } from 'vitest';
import { msToUs } from '../../src/base/time.ts';
import { FILE_ITEM } from '../../src/trace/trace-event.ts';
import { runVariant, type NoteRun } from './note-runs.ts';

const ID = 'locking-baseline';
const LARGE = 1;
const runs = new Map<string, NoteRun>();
function run(variant: 'file' | 'mixed' | 'page'): NoteRun {
  let r = runs.get(variant);
  if (r === undefined) runs.set(variant, (r = runVariant(ID, variant, 115_000)));
  return r;
}
function at(variant: 'file' | 'mixed' | 'page', ms: number) {
  const r = run(variant);
  const state = r.index.stateAt(msToUs(ms));
  const file = state.locks.find((l) => l.item === FILE_ITEM);
  const typeOf = (txn: number) => r.model.transactions.find((t) => t.txn === txn)?.type;
  return { state, file, typeOf, pages: state.locks.filter((l) => l.item >= 0) };
}

describe('locking-baseline notes', () => {
  it('5.5 s: one X on the file with a queue under file locking; IX and page squares otherwise', () => {
    const file = at('file', 5500);
    expect(file.file?.holders.map((h) => h.mode)).toEqual(['X']);
    expect(file.file?.waiters.length).toBeGreaterThan(0);
    for (const v of ['mixed', 'page'] as const) {
      const s = at(v, 5500);
      expect(s.file?.holders.length).toBeGreaterThan(0);
      for (const h of s.file!.holders) expect(h.mode).toBe('IX');
      expect(s.pages.length).toBeGreaterThan(0);
      for (const p of s.pages) expect(p.holders.map((h) => h.mode)).toContain('X');
    }
  });

  it('7.8 s: the large transaction holds the file; waits for IX under mixed; holds IX under page', () => {
    const file = at('file', 7800);
    expect(file.file?.holders.map((h) => [file.typeOf(h.txn), h.mode])).toEqual([[LARGE, 'X']]);
    const mixed = at('mixed', 7800);
    const large = mixed.state.transactions.find((t) => t.type === LARGE);
    expect(large?.activity.state).toBe('lock-wait');
    expect(mixed.file?.waiters.find((w) => w.txn === large?.txn)?.mode).toBe('X');
    for (const h of mixed.file!.holders) expect(h.mode).toBe('IX');
    // It gets the file by 9.5 s.
    const later = at('mixed', 9500);
    expect(later.file?.holders.map((h) => [later.typeOf(h.txn), h.mode])).toEqual([[LARGE, 'X']]);
    const page = at('page', 7800);
    const pageLarge = page.state.transactions.find((t) => t.type === LARGE)!;
    expect(page.file?.holders.find((h) => h.txn === pageLarge.txn)?.mode).toBe('IX');
    expect(page.pages.some((p) => p.holders.some((h) => h.txn === pageLarge.txn))).toBe(true);
  });

  it('55.2 s: under file locking the seven other terminals queue behind one holder', () => {
    const s = at('file', 55_200);
    expect(s.file?.holders).toHaveLength(1);
    expect(s.file?.waiters).toHaveLength(7);
  });

  it('110.6 s: under page locking the large and a small transaction deadlock; the large one is the victim', () => {
    const r = run('page');
    const next = r.index.deadlocks.find((d) => d.t >= msToUs(110_600));
    expect(next).toBeDefined();
    expect(next!.t - msToUs(110_600)).toBeLessThan(msToUs(1_000));
    const typeOf = (txn: number) => r.model.transactions.find((t) => t.txn === txn)?.type;
    expect(next!.cycle.map(typeOf).toSorted()).toEqual([0, LARGE]);
    expect(typeOf(next!.victim)).toBe(LARGE);
    // The wait-for graph at the note's moment already has the large one blocking others.
    const s = at('page', 110_600);
    const large = next!.victim;
    expect(s.state.waitsFor.some((e) => e.to === large)).toBe(true);
  });
});
