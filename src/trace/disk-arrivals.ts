/**
 * When each transaction's current request at one disk arrived (disk-latency.ts): a map
 * from transaction id to time, kept mostly in two typed arrays indexed by the id's low bits,
 * with a map behind them for an id whose slot another holds. A disk has few requests in
 * flight and their ids are close, so most requests are set, read and dropped without
 * hashing or allocating. Leaves out iteration: disk latency only looks up by id.
 */
const SLOT_MASK = 255;

export class DiskArrivals {
  /** Each slot's transaction, NaN when free (any id, even a negative one, can be kept). */
  private readonly ids = new Float64Array(SLOT_MASK + 1).fill(NaN);
  private readonly times = new Float64Array(SLOT_MASK + 1);
  /** The ids whose slot was taken when they arrived; each id is in one place at most. */
  private readonly spill = new Map<number, number>();

  get(txn: number): number | undefined {
    const slot = txn & SLOT_MASK;
    if (this.ids[slot] === txn) return this.times[slot];
    return this.spill.size === 0 ? undefined : this.spill.get(txn);
  }

  set(txn: number, t: number): void {
    const slot = txn & SLOT_MASK;
    const held = this.ids[slot]!;
    if (held === txn || Number.isNaN(held)) {
      this.ids[slot] = txn;
      this.times[slot] = t;
      if (this.spill.size !== 0) this.spill.delete(txn);
    } else {
      this.spill.set(txn, t);
    }
  }

  delete(txn: number): void {
    const slot = txn & SLOT_MASK;
    if (this.ids[slot] === txn) this.ids[slot] = NaN;
    else if (this.spill.size !== 0) this.spill.delete(txn);
  }
}
