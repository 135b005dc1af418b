/**
 * A set of transaction ids that allocates nothing as members come and go: the members
 * sit dense in a typed array, and each one's index is found through a `TxnIndex`
 * (txn-index.ts: an array indexed by the id's low bits, a map behind it). A `Set<number>`
 * that grows and shrinks around a few members makes a new table at each turn. Leaves out
 * any order: members are listed in whatever order removals left them.
 */
import { TxnIndex } from './txn-index.ts';

export class TxnSet {
  /** Each member's index in `members`. */
  private readonly index = new TxnIndex();
  private members = new Float64Array(16);
  size = 0;

  /** The `i`th member, below `size`. */
  at(i: number): number {
    return this.members[i]!;
  }

  has(txn: number): boolean {
    return this.index.get(txn) !== -1;
  }

  add(txn: number): void {
    if (this.index.get(txn) !== -1) return;
    if (this.size === this.members.length) {
      const grown = new Float64Array(2 * this.size);
      grown.set(this.members);
      this.members = grown;
    }
    const i = this.size++;
    this.members[i] = txn;
    this.index.set(txn, i);
  }

  delete(txn: number): void {
    const i = this.index.get(txn);
    if (i === -1) return;
    this.index.delete(txn);
    const last = --this.size;
    if (i !== last) {
      const moved = this.members[last]!;
      this.members[i] = moved;
      this.index.set(moved, i);
    }
  }

  clear(): void {
    this.index.clear();
    this.size = 0;
  }
}
