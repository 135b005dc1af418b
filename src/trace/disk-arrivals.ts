/**
 * When each transaction's current request at one disk arrived (disk-latency.ts): a map
 * from transaction id to time, kept mostly in two typed arrays indexed by the id's low bits,
 * with a map behind them for an id whose slot another holds. A disk has few requests in
 * flight and their ids are close, so most requests are set, read and dropped without
 * hashing or allocating. The arrays are made at a disk's first request and are small (a run
 * may name hundreds of disks, each made afresh per run). Leaves out iteration: disk latency
 * only looks up by id.
 */
const SLOT_MASK = 63;

export class DiskArrivals {
  /** Each slot's transaction, NaN when free (any id, even a negative one, can be kept). */
  private ids: Float64Array | null = null;
  private times: Float64Array | null = null;
  /** The ids whose slot was taken when they arrived; each id is in one place at most. */
  private spill: Map<number, number> | null = null;

  get(txn: number): number | undefined {
    const ids = this.ids;
    if (ids === null) return undefined;
    const slot = txn & SLOT_MASK;
    if (ids[slot] === txn) return this.times![slot];
    return this.spill === null ? undefined : this.spill.get(txn);
  }

  set(txn: number, t: number): void {
    let ids = this.ids;
    if (ids === null) {
      ids = this.ids = new Float64Array(SLOT_MASK + 1).fill(NaN);
      this.times = new Float64Array(SLOT_MASK + 1);
    }
    const slot = txn & SLOT_MASK;
    const held = ids[slot]!;
    if (held === txn || Number.isNaN(held)) {
      ids[slot] = txn;
      this.times![slot] = t;
      if (this.spill !== null) this.spill.delete(txn);
    } else {
      (this.spill ??= new Map()).set(txn, t);
    }
  }

  delete(txn: number): void {
    const ids = this.ids;
    if (ids === null) return;
    const slot = txn & SLOT_MASK;
    if (ids[slot] === txn) ids[slot] = NaN;
    else if (this.spill !== null) this.spill.delete(txn);
  }
}
