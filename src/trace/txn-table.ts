/**
 * Records of the transactions in flight, by transaction id: a map in submission order,
 * with a 1,024-slot array indexed by the id's low bits in front of it. Ids in flight are
 * close to one another, so most lookups end in the array without hashing; a slot taken by
 * a later id sends the older one's lookups to the map. Leaves out any ordering other than
 * the map's (submission order).
 */
const SLOT_MASK = 1023;

export class TxnTable<T> {
  private readonly byId = new Map<number, T>();
  private readonly slotIds = new Array<number>(SLOT_MASK + 1).fill(-1);
  private readonly slots = new Array<T | undefined>(SLOT_MASK + 1).fill(undefined);

  get(txn: number): T | undefined {
    const slot = txn & SLOT_MASK;
    return this.slotIds[slot] === txn ? this.slots[slot] : this.byId.get(txn);
  }

  set(txn: number, record: T): void {
    this.byId.set(txn, record);
    const slot = txn & SLOT_MASK;
    this.slotIds[slot] = txn;
    this.slots[slot] = record;
  }

  delete(txn: number): void {
    this.byId.delete(txn);
    const slot = txn & SLOT_MASK;
    if (this.slotIds[slot] === txn) {
      this.slotIds[slot] = -1;
      this.slots[slot] = undefined;
    }
  }

  /** The records in submission order. */
  values(): IterableIterator<T> {
    return this.byId.values();
  }

  entries(): IterableIterator<[number, T]> {
    return this.byId.entries();
  }
}
