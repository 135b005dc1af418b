/**
 * A set of transaction ids that allocates nothing as members come and go: the members
 * sit dense in a typed array, and each one's index is found through a 1,024-slot array
 * indexed by the id's low bits (ids in flight are close to one another), or a map for an
 * id whose slot another member holds. A `Set<number>` that grows and shrinks around a few
 * members makes a new table at each turn. Leaves out any order: members are listed in
 * whatever order removals left them.
 */
const SLOT_MASK = 1023;
/** A slot's mark when it keeps no member (no transaction id is fractional). */
const NONE = 0.5;

export class TxnSet {
  /** Per slot: the member whose index it keeps (NONE when free), and that index. */
  private readonly slotTxn = new Float64Array(SLOT_MASK + 1).fill(NONE);
  private readonly slotIndex = new Int32Array(SLOT_MASK + 1);
  /** Indexes of members whose slot another member holds. */
  private readonly overflow = new Map<number, number>();
  private members = new Float64Array(16);
  size = 0;

  /** The `i`th member, below `size`. */
  at(i: number): number {
    return this.members[i]!;
  }

  has(txn: number): boolean {
    return this.indexOf(txn) !== -1;
  }

  add(txn: number): void {
    if (this.indexOf(txn) !== -1) return;
    if (this.size === this.members.length) {
      const grown = new Float64Array(2 * this.size);
      grown.set(this.members);
      this.members = grown;
    }
    const i = this.size++;
    this.members[i] = txn;
    this.setIndex(txn, i);
  }

  delete(txn: number): void {
    const i = this.indexOf(txn);
    if (i === -1) return;
    const slot = txn & SLOT_MASK;
    if (this.slotTxn[slot] === txn) this.slotTxn[slot] = NONE;
    else this.overflow.delete(txn);
    const last = --this.size;
    if (i !== last) {
      const moved = this.members[last]!;
      this.members[i] = moved;
      this.setIndex(moved, i);
    }
  }

  clear(): void {
    this.slotTxn.fill(NONE);
    this.overflow.clear();
    this.size = 0;
  }

  private indexOf(txn: number): number {
    const slot = txn & SLOT_MASK;
    if (this.slotTxn[slot] === txn) return this.slotIndex[slot]!;
    if (this.overflow.size === 0) return -1;
    return this.overflow.get(txn) ?? -1;
  }

  /** Records member `txn`'s index: in its slot when free or already its own, else in the map. */
  private setIndex(txn: number, i: number): void {
    const slot = txn & SLOT_MASK;
    const holder = this.slotTxn[slot]!;
    if (holder === txn || holder === NONE) {
      this.slotTxn[slot] = txn;
      this.slotIndex[slot] = i;
      if (this.overflow.size !== 0) this.overflow.delete(txn);
    } else this.overflow.set(txn, i);
  }
}
