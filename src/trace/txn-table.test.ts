import { describe, expect, it } from 'vitest';
import { TxnTable } from './txn-table.ts';

describe('TxnTable', () => {
  it('finds a record whose slot a later id took, through the map', () => {
    const t = new TxnTable<string>();
    t.set(5, 'old');
    t.set(5 + 1024, 'new');
    expect(t.get(5)).toBe('old');
    expect(t.get(5 + 1024)).toBe('new');
  });

  it('deleting an id leaves the record of a later id in the same slot', () => {
    const t = new TxnTable<string>();
    t.set(7, 'a');
    t.set(7 + 1024, 'b');
    t.delete(7);
    expect(t.get(7)).toBeUndefined();
    expect(t.get(7 + 1024)).toBe('b');
    t.delete(7 + 1024);
    expect(t.get(7 + 1024)).toBeUndefined();
  });

  it('gives the records in the order they were set', () => {
    const t = new TxnTable<string>();
    for (const id of [3, 1030, 2]) t.set(id, `r${id}`);
    expect([...t.values()]).toEqual(['r3', 'r1030', 'r2']);
    expect([...t.entries()].map(([id]) => id)).toEqual([3, 1030, 2]);
  });
});
