import { describe, expect, it } from 'vitest';
import { DiskArrivals } from './disk-arrivals.ts';

describe('DiskArrivals', () => {
  it('keeps ids that share a slot apart, as a map would', () => {
    const table = new DiskArrivals();
    const map = new Map<number, number>();
    // Ids 256 apart share a slot; -1 and 255 too. A fixed walk of sets, reads and drops.
    const ids = [1, 257, 513, -1, 255, 0, 256];
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
});
