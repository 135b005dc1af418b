import { describe, expect, it } from 'vitest';
import { DiskArrivals } from './disk-arrivals.ts';

describe('DiskArrivals', () => {
  it('keeps ids that share a slot apart, as a map would', () => {
    const table = new DiskArrivals();
    const map = new Map<number, number>();
    // Ids 64 apart share a slot; -1 and 63 too (and 255 and 319). A fixed walk of sets, reads and drops.
    const ids = [1, 65, 129, -1, 63, 0, 64, 255, 319];
    let seed = 7;
    for (let step = 0; step < 2000; step++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const txn = ids[seed % ids.length]!;
      const op = (seed >> 8) % 3;
      if (op === 0) {
        table.set(txn, step);
        map.set(txn, step);
      } else if (op === 1) {
        table.delete(txn);
        map.delete(txn);
      }
      for (const id of ids) expect(table.get(id)).toBe(map.get(id));
    }
  });

  it('answers for nothing before its first request', () => {
    const table = new DiskArrivals();
    expect(table.get(3)).toBeUndefined();
    table.delete(3);
    table.set(3, 10);
    expect(table.get(3)).toBe(10);
    expect(table.get(67)).toBeUndefined();
  });
});
