/**
 * A table from integer keys to values, for the engine's hottest lookups (the lock table by
 * item, lock owners by transaction, buffer frames by page). Open addressing with linear
 * probing, and deletion that shifts later members of a probe run back, so a table whose
 * keys come and go (most lock-table entries live for one transaction) never fills with
 * deleted marks and, once it has grown to its working size, allocates nothing. A `Map`
 * under the same churn builds a new hash table every few thousand deletions. Leaves out
 * any order: `keys()` lists keys in table order, which is not the order they were added.
 */

/** The first table's slots (a power of two). */
const INITIAL_SLOTS = 64;

export class IntKeyTable<V> {
  private slotKeys: Float64Array;
  private values: (V | undefined)[];
  private used: Uint8Array;
  private mask: number;
  /** 32 less the slots' bits: a key's home is the top bits of its mixed hash. */
  private shift: number;
  private count = 0;

  constructor() {
    const slots = INITIAL_SLOTS;
    this.slotKeys = new Float64Array(slots);
    this.values = new Array<V | undefined>(slots).fill(undefined);
    this.used = new Uint8Array(slots);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
  }

  get size(): number {
    return this.count;
  }

  get(key: number): V | undefined {
    const mask = this.mask;
    for (let i = slotOf(key, this.shift); this.used[i] === 1; i = (i + 1) & mask) {
      if (this.slotKeys[i] === key) return this.values[i];
    }
    return undefined;
  }

  has(key: number): boolean {
    return this.indexOf(key) >= 0;
  }

  set(key: number, value: V): void {
    const mask = this.mask;
    let i = slotOf(key, this.shift);
    for (; this.used[i] === 1; i = (i + 1) & mask) {
      if (this.slotKeys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    this.used[i] = 1;
    this.slotKeys[i] = key;
    this.values[i] = value;
    // At most half full, so probe runs stay short.
    if (++this.count * 2 > mask + 1) this.grow();
  }

  delete(key: number): boolean {
    let hole = this.indexOf(key);
    if (hole < 0) return false;
    const mask = this.mask;
    const { slotKeys: keys, values, used } = this;
    // Shift back each later member of the run whose home slot is at or before the hole
    // (cyclically), so every key stays reachable from its home without deleted marks.
    for (let i = (hole + 1) & mask; used[i] === 1; i = (i + 1) & mask) {
      const home = slotOf(keys[i]!, this.shift);
      if (((i - home) & mask) >= ((i - hole) & mask)) {
        keys[hole] = keys[i]!;
        values[hole] = values[i];
        hole = i;
      }
    }
    used[hole] = 0;
    values[hole] = undefined;
    this.count--;
    return true;
  }

  /** The keys, in table order (not the order they were added). */
  keys(): number[] {
    const out: number[] = [];
    for (let i = 0; i <= this.mask; i++) if (this.used[i] === 1) out.push(this.slotKeys[i]!);
    return out;
  }

  private indexOf(key: number): number {
    const mask = this.mask;
    for (let i = slotOf(key, this.shift); this.used[i] === 1; i = (i + 1) & mask) {
      if (this.slotKeys[i] === key) return i;
    }
    return -1;
  }

  private grow(): void {
    const { slotKeys: keys, values, used } = this;
    const slots = (this.mask + 1) * 2;
    this.slotKeys = new Float64Array(slots);
    this.values = new Array<V | undefined>(slots).fill(undefined);
    this.used = new Uint8Array(slots);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
    this.count = 0;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) this.set(keys[i]!, values[i] as V);
  }
}

/**
 * A key's home slot: its low and high 32 bits mixed (keys may pass 2^32 or be negative),
 * then the top bits of their product with the golden ratio (Fibonacci hashing).
 */
function slotOf(key: number, shift: number): number {
  const low = key | 0;
  const high = (key / 4294967296) | 0;
  return Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> shift;
}
