import { describe, expect, it } from 'vitest';
import { TxnSet } from './txn-set.ts';

function members(s: TxnSet): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.size; i++) out.push(s.at(i));
  return out.sort((a, b) => a - b);
}

describe('TxnSet', () => {
  it('keeps ids that share a slot apart, and finds each after the other leaves', () => {
    const s = new TxnSet();
    s.add(5);
    s.add(5 + 1024);
    s.add(5 + 2048);
    expect(members(s)).toEqual([5, 1029, 2053]);
    s.delete(5);
    expect(s.has(5)).toBe(false);
    expect(s.has(1029) && s.has(2053)).toBe(true);
    s.delete(2053);
    s.add(5);
    s.delete(1029);
    expect(members(s)).toEqual([5]);
    s.add(1029);
    s.delete(1029);
    expect(s.has(1029)).toBe(false);
    expect(members(s)).toEqual([5]);
  });

  it('agrees with a Set over random adds and deletes of nearby and colliding ids', () => {
    let seed = 12345;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const s = new TxnSet();
    const ref = new Set<number>();
    for (let step = 0; step < 20_000; step++) {
      const txn = 1 + next(8) * 1024 + next(40);
      if (next(3) === 0) {
        s.delete(txn);
        ref.delete(txn);
      } else {
        s.add(txn);
        ref.add(txn);
      }
      if (step % 1000 === 999) {
        s.clear();
        ref.clear();
      }
      expect(s.size).toBe(ref.size);
      expect(s.has(txn)).toBe(ref.has(txn));
    }
    for (let i = 0; i < 400; i++) s.add(i * 7);
    ref.clear();
    for (let i = 0; i < 400; i++) ref.add(i * 7);
    expect(members(s)).toEqual([...ref].sort((a, b) => a - b));
  });
});
