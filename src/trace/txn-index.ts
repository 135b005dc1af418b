/**
 * Transaction id -> a small non-negative number (an index or a slot), found without
 * hashing for most ids: a 1,024-slot array indexed by the id's low bits keeps one id's
 * number per slot (ids in flight are close to one another), and a map keeps those of ids
 * whose slot another id holds. Leaves out listing the ids: the owner keeps them.
 */
const SLOT_MASK = 1023;
/** A slot's mark when it keeps no id (no transaction id is fractional). */
const NONE = 0.5;

export class TxnIndex {
  /** Per slot: the id whose number it keeps (NONE when free), and that number. */
  private readonly slotTxn = new Float64Array(SLOT_MASK + 1).fill(NONE);
  private readonly slotValue = new Int32Array(SLOT_MASK + 1);
  /** Numbers of ids whose slot another id holds. */
  private readonly overflow = new Map<number, number>();

  /** `txn`'s number, or -1 when it has none. */
  get(txn: number): number {
    const slot = txn & SLOT_MASK;
    if (this.slotTxn[slot] === txn) return this.slotValue[slot]!;
    if (this.overflow.size === 0) return -1;
    return this.overflow.get(txn) ?? -1;
  }

  /** Gives `txn` the number `value` (>= 0): in its slot when free or already its own, else in the map. */
  set(txn: number, value: number): void {
    const slot = txn & SLOT_MASK;
    const holder = this.slotTxn[slot]!;
    if (holder === txn || holder === NONE) {
      this.slotTxn[slot] = txn;
      this.slotValue[slot] = value;
      if (this.overflow.size !== 0) this.overflow.delete(txn);
    } else this.overflow.set(txn, value);
  }

  delete(txn: number): void {
    const slot = txn & SLOT_MASK;
    if (this.slotTxn[slot] === txn) this.slotTxn[slot] = NONE;
    else if (this.overflow.size !== 0) this.overflow.delete(txn);
  }

  clear(): void {
    this.slotTxn.fill(NONE);
    this.overflow.clear();
  }
}
