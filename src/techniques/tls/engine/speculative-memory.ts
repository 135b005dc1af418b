/**
 * The values of shared locations under speculation. Committed memory holds one value per
 * location; each uncommitted epoch buffers its own stores (invisible to other
 * transactions) and a load sees the epoch's own earlier store, else the latest store of
 * the nearest older epoch (forwarding), else memory. Every load remembers which store it
 * read. A kept load is valid while that store is still the one it would see; a load that
 * has become invalid is the mark of a violation (an older epoch stored after it read).
 * Values are real numbers computed from what each epoch loaded, so the final memory can be
 * compared with the sequential run's. Tracking is per location, not per cache line.
 */

export interface LoadRecord {
  location: string;
  label: string;
  /** The store read (0: the initial value). */
  source: number;
  /** True when it read the epoch's own earlier store. */
  own: boolean;
  actionIndex: number;
  t: number;
}

export interface StoreRecord {
  location: string;
  id: number;
  value: number;
  actionIndex: number;
  t: number;
}

interface EpochBuffer {
  index: number;
  loads: LoadRecord[];
  stores: StoreRecord[];
}

interface Cell {
  value: number;
  source: number;
}

export class SpeculativeMemory {
  readonly committed = new Map<string, Cell>();
  /** Uncommitted epochs in program order. */
  private readonly buffers: EpochBuffer[] = [];
  private nextStoreId = 1;

  open(index: number): void {
    const last = this.buffers[this.buffers.length - 1];
    if (last !== undefined && last.index >= index) throw new Error('epochs open in program order');
    this.buffers.push({ index, loads: [], stores: [] });
  }

  private buffer(index: number): EpochBuffer {
    const b = this.buffers.find((x) => x.index === index);
    if (b === undefined) throw new Error(`epoch ${index} is not open`);
    return b;
  }

  /** What epoch `index` sees of `location` from older epochs and memory. */
  visibleFromOlder(index: number, location: string): Cell {
    for (let i = this.buffers.length - 1; i >= 0; i--) {
      const b = this.buffers[i]!;
      if (b.index >= index) continue;
      for (let k = b.stores.length - 1; k >= 0; k--) {
        const s = b.stores[k]!;
        if (s.location === location) return { value: s.value, source: s.id };
      }
    }
    return this.committed.get(location) ?? { value: 0, source: 0 };
  }

  load(index: number, location: string, label: string, actionIndex: number, t: number): number {
    const b = this.buffer(index);
    for (let k = b.stores.length - 1; k >= 0; k--) {
      const s = b.stores[k]!;
      if (s.location === location) {
        b.loads.push({ location, label, source: s.id, own: true, actionIndex, t });
        return s.value;
      }
    }
    const cell = this.visibleFromOlder(index, location);
    b.loads.push({ location, label, source: cell.source, own: false, actionIndex, t });
    return cell.value;
  }

  store(index: number, location: string, value: number, actionIndex: number, t: number): number {
    const id = this.nextStoreId++;
    this.buffer(index).stores.push({ location, id, value, actionIndex, t });
    return id;
  }

  /** The earliest kept load of epoch `index` that no longer reads what it would see now. */
  firstInvalidLoad(index: number): LoadRecord | null {
    for (const l of this.buffer(index).loads) {
      if (l.own) continue;
      if (this.visibleFromOlder(index, l.location).source !== l.source) return l;
    }
    return null;
  }

  /** Epochs younger than `index`, oldest first. */
  youngerThan(index: number): number[] {
    return this.buffers.filter((b) => b.index > index).map((b) => b.index);
  }

  /** Forgets what the epoch did from action `fromAction` on (a rewind). */
  truncate(index: number, fromAction: number): void {
    const b = this.buffer(index);
    b.loads = b.loads.filter((l) => l.actionIndex < fromAction);
    b.stores = b.stores.filter((s) => s.actionIndex < fromAction);
  }

  /** Makes the oldest epoch's stores visible to everyone at once. */
  commit(index: number): void {
    const b = this.buffers[0];
    if (b === undefined || b.index !== index)
      throw new Error(`epoch ${index} commits out of order`);
    this.buffers.shift();
    for (const s of b.stores) this.committed.set(s.location, { value: s.value, source: s.id });
  }

  /** The latest store of the epoch itself to `location`, for the violation's producer. */
  get openEpochs(): number {
    return this.buffers.length;
  }
}

/** The value an epoch's store writes: a hash of what it loaded and where it is. */
export function storedValue(acc: number, epoch: number, action: number): number {
  let h = (acc ^ Math.imul(epoch + 1, 0x9e3779b1) ^ Math.imul(action + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/** Folds a loaded value into the epoch's running digest. */
export function absorb(acc: number, value: number): number {
  return (Math.imul(acc ^ value, 0x27d4eb2f) + 0x165667b1) >>> 0;
}
