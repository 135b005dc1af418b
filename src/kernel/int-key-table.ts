/**
 * A table from integer keys to values, for the engine's hottest lookups (the lock table by
 * item, lock owners by transaction, buffer frames by page). Open addressing with linear
 * probing, and deletion that shifts later members of a probe run back, so a table whose
 * keys come and go (most lock-table entries live for one transaction) never fills with
 * deleted marks and, once it has grown to its working size, allocates nothing. A `Map`
 * under the same churn builds a new hash table every few thousand deletions. An empty slot
 * holds NaN as its key, so a probe reads one array. Leaves out any order: `keys()` lists
 * keys in table order, which is not the order they were added.
 */

/** The first table's slots (a power of two). */
const INITIAL_SLOTS = 64;

export class IntKeyTable<V> {
  /** Each slot's key, NaN when the slot is empty. */
  private slotKeys: Float64Array;
  private values: (V | undefined)[];
  private mask: number;
  /** 32 less the slots' bits: a key's home is the top bits of its mixed hash. */
  private shift: number;
  private count = 0;

  constructor() {
    const slots = INITIAL_SLOTS;
    this.slotKeys = new Float64Array(slots).fill(NaN);
    this.values = new Array<V | undefined>(slots).fill(undefined);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
  }

  get size(): number {
    return this.count;
  }

  get(key: number): V | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : this.values[i];
  }

  has(key: number): boolean {
    return this.indexOf(key) >= 0;
  }

  set(key: number, value: V): void {
    const keys = this.slotKeys;
    const mask = this.mask;
    let i = slotOf(key, this.shift);
    for (let k = keys[i]!; k === k; k = keys[i]!) {
      if (k === key) {
        this.values[i] = value;
        return;
      }
      i = (i + 1) & mask;
    }
    keys[i] = key;
    this.values[i] = value;
    // At most half full, so probe runs stay short.
    if (++this.count * 2 > mask + 1) this.grow();
  }

  delete(key: number): boolean {
    let hole = this.indexOf(key);
    if (hole < 0) return false;
    const { slotKeys: keys, values, mask, shift } = this;
    // Shift back each later member of the run whose home slot is at or before the hole
    // (cyclically), so every key stays reachable from its home without deleted marks.
    for (let i = (hole + 1) & mask, k = keys[i]!; k === k; i = (i + 1) & mask, k = keys[i]!) {
      const home = slotOf(k, shift);
      if (((i - home) & mask) >= ((i - hole) & mask)) {
        keys[hole] = k;
        values[hole] = values[i];
        hole = i;
      }
    }
    keys[hole] = NaN;
    values[hole] = undefined;
    this.count--;
    return true;
  }

  /** The keys, in table order (not the order they were added). */
  keys(): number[] {
    const out: number[] = [];
    for (const k of this.slotKeys) if (k === k) out.push(k);
    return out;
  }

  /** The slot holding `key`, or -1. */
  private indexOf(key: number): number {
    const keys = this.slotKeys;
    const mask = this.mask;
    // NaN !== NaN: the loop stops at an empty slot.
    for (let i = slotOf(key, this.shift), k = keys[i]!; k === k; i = (i + 1) & mask, k = keys[i]!) {
      if (k === key) return i;
    }
    return -1;
  }

  private grow(): void {
    const { slotKeys: keys, values } = this;
    const slots = (this.mask + 1) * 2;
    this.slotKeys = new Float64Array(slots).fill(NaN);
    this.values = new Array<V | undefined>(slots).fill(undefined);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
    this.count = 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (k === k) this.set(k, values[i] as V);
    }
  }
}

/** 2^-32: a key's high 32 bits by a multiplication rather than a division. */
const TWO_TO_MINUS_32 = 1 / 4294967296;

/**
 * A key's home slot: its low and high 32 bits mixed (keys may pass 2^32 or be negative),
 * then the top bits of their product with the golden ratio (Fibonacci hashing).
 */
function slotOf(key: number, shift: number): number {
  const low = key | 0;
  const high = (key * TWO_TO_MINUS_32) | 0;
  return Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> shift;
}
