import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntKeyTable } from './int-key-table.ts';

/** Keys that collide in few bits, pass 2^32, or are negative, as well as small ones. */
const key = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: -5, max: 5 }),
  fc.integer({ min: 0, max: 20 }).map((k) => k * 1024),
  fc.integer({ min: 0, max: 20 }).map((k) => k * 2 ** 32 + 7),
  fc.integer({ min: 0, max: 2 ** 40 }),
);
const op = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, value: fc.integer() }),
  fc.record({ kind: fc.constant('delete' as const), key }),
);

describe('IntKeyTable', () => {
  it('answers get, has, delete and size as a Map does, through growth and churn', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        const table = new IntKeyTable<number>();
        const map = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === 'set') {
            table.set(o.key, o.value);
            map.set(o.key, o.value);
          } else {
            expect(table.delete(o.key)).toBe(map.delete(o.key));
          }
          expect(table.size).toBe(map.size);
        }
        for (const o of ops) {
          expect(table.get(o.key)).toBe(map.get(o.key));
          expect(table.has(o.key)).toBe(map.has(o.key));
        }
        expect(table.keys().sort((a, b) => a - b)).toEqual([...map.keys()].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every key reachable after deleting from the middle of long probe runs', () => {
    const table = new IntKeyTable<string>();
    // 5,000 keys through several growths, then every other one removed and put back.
    for (let k = 0; k < 5000; k++) table.set(k * 4096, `v${k}`);
    for (let k = 0; k < 5000; k += 2) expect(table.delete(k * 4096)).toBe(true);
    for (let k = 1; k < 5000; k += 2) expect(table.get(k * 4096)).toBe(`v${k}`);
    for (let k = 0; k < 5000; k += 2) expect(table.get(k * 4096)).toBeUndefined();
    expect(table.size).toBe(2500);
    expect(table.delete(4096 * 2)).toBe(false);
  });
});
