import { describe, expect, it } from 'vitest';
import { RandomStream } from '../kernel/random.ts';
import { TxnIndex } from './txn-index.ts';

describe('TxnIndex', () => {
  it('keeps the numbers of ids that share a slot apart, whichever leaves first', () => {
    const index = new TxnIndex();
    index.set(7, 1);
    index.set(7 + 1024, 2);
    index.set(7 + 4096, 3);
    expect([index.get(7), index.get(1031), index.get(4103)]).toEqual([1, 2, 3]);
    index.delete(7);
    expect([index.get(7), index.get(1031), index.get(4103)]).toEqual([-1, 2, 3]);
    index.set(1031, 9); // moves into the freed slot
    index.delete(4103);
    expect([index.get(1031), index.get(4103)]).toEqual([9, -1]);
    index.clear();
    expect(index.get(1031)).toBe(-1);
  });

  it('agrees with a Map over random sets and deletes of nearby and colliding ids', () => {
    const rng = new RandomStream(3, 'txn-index');
    const index = new TxnIndex();
    const oracle = new Map<number, number>();
    for (let step = 0; step < 20_000; step++) {
      const txn = rng.nextInt(64) + 1024 * rng.nextInt(4);
      if (rng.nextInt(3) === 0) {
        index.delete(txn);
        oracle.delete(txn);
      } else {
        const value = rng.nextInt(1000);
        index.set(txn, value);
        oracle.set(txn, value);
      }
      const probe = rng.nextInt(64) + 1024 * rng.nextInt(4);
      expect(index.get(probe)).toBe(oracle.get(probe) ?? -1);
    }
  });
});
