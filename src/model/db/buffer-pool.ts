/**
 * The buffer pool: a fixed number of page frames with global LRU replacement. A page is
 * pinned while a transaction works on it and cannot be evicted; a page being read is
 * shared by everyone who asks for it meanwhile (one read, many waiters). A dirty victim is
 * written back synchronously by the transaction that needs its frame (NOFORCE, no
 * background writer). With zero frames there is no buffer: every access reads the page and
 * a write access writes it back at once. With storage tiers (a `PageStore`), the store
 * decides what a read and a replacement cost, and pages of main-memory resident files
 * always hit without taking a frame. A fix interrupted before its page arrives gives its
 * frame up (the page's other waiters try again). Prefetching and page cleaners are left out.
 */
import { IntKeyTable } from '../../kernel/int-key-table.ts';
import { Signal, type Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import type { StorageDevice } from '../resources/storage-device.ts';
import type { PageStore } from '../seams.ts';

/** Storage tiers behind the buffer: the page store seam (seams.ts). */
export type { PageStore } from '../seams.ts';

/** A buffer frame (a class, not a literal: see kernel/young-allocation.ts). */
class Frame {
  /**
   * What readers of a page in transit wait on, made by the first of them (most reads have
   * none); notified and dropped when the page arrives.
   */
  arrived: Signal | null = null;
  /** Its neighbours in LRU order (the pool's list, least recently used first). */
  older: Frame | null = null;
  newer: Frame | null = null;

  constructor(
    public page: number,
    public dirty: boolean,
    public pins: number,
    /** True while the page is being read in. */
    public inTransit: boolean,
  ) {}
}

/** A frame given a new page, pinned once, in transit. */
function reuse(frame: Frame, page: number, write: boolean): Frame {
  frame.page = page;
  frame.dirty = write;
  frame.pins = 1;
  frame.inTransit = true;
  return frame;
}

/** The page of a frame in transit arrived (or its read was abandoned): its readers go on. */
function arrive(frame: Frame): void {
  frame.inTransit = false;
  const arrived = frame.arrived;
  if (arrived === null) return;
  frame.arrived = null;
  arrived.notifyAll();
}

/** `beginMiss`: this miss needs `fix`'s generator. */
export const MISS_NOT_BEGUN = -2;

export class BufferPool {
  /** The resident pages' frames, by page. */
  private readonly frames = new IntKeyTable<Frame>();
  /**
   * LRU order as a list through the frames, least recently used first: a hit moves its
   * frame to the end in O(1) (a Map's delete and set did the same, at a hash table's cost).
   */
  private oldest: Frame | null = null;
  private newest: Frame | null = null;
  private readonly frameFreed: Signal;
  private hitCount = 0;
  private missCount = 0;
  private pinnedCount = 0;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    readonly capacity: number,
    private readonly deviceOf: (page: number) => StorageDevice,
    private readonly store: PageStore | null = null,
  ) {
    this.frameFreed = new Signal(sim);
  }

  get hits(): number {
    return this.hitCount;
  }

  get misses(): number {
    return this.missCount;
  }

  get residentPages(): number {
    return this.frames.size;
  }

  isResident(page: number): boolean {
    return this.frames.has(page);
  }

  /** Resident and not being read in: fixing it now takes no I/O. */
  isReady(page: number): boolean {
    const frame = this.frames.get(page);
    return frame !== undefined && !frame.inTransit;
  }

  /** Frames with at least one pin (never evicted). */
  get pinnedFrames(): number {
    return this.pinnedCount;
  }

  /**
   * Puts pages first.. in free frames without I/O (a warm cache at the start of a run).
   * Pages of main-memory resident files never take a frame, so they are skipped.
   */
  preloadRange(first: number, count: number): void {
    for (let page = first; page < first + count && this.frames.size < this.capacity; page++) {
      if (this.store !== null && this.store.isMemoryResident(page)) continue;
      if (!this.frames.has(page)) this.add(new Frame(page, false, 0, false));
    }
  }

  /**
   * Pins a resident page at once and returns true (a hit); false when the caller must
   * `yield* fix(...)`. Most accesses hit, so they need no generator at all.
   */
  fixIfResident(owner: number, page: number, write: boolean): boolean {
    if (this.store !== null && this.store.isMemoryResident(page)) {
      this.recordAccess(owner, page, write, true);
      return true;
    }
    const frame = this.frames.get(page);
    if (frame === undefined || frame.inTransit) return false;
    this.pin(frame, write);
    this.recordAccess(owner, page, write, true);
    return true;
  }

  /**
   * Without frames and storage tiers, `fix` is one device read: this starts it as `fix`
   * would (the access recorded as a miss) and returns its Wait, for the caller to yield
   * rather than run `fix`'s generator; null when the pool has frames or tiers (`yield* fix`).
   */
  readWithoutFrames(owner: number, page: number, write: boolean): Wait | null {
    if (this.capacity !== 0 || this.store !== null) return null;
    this.recordAccess(owner, page, write, false);
    return this.deviceOf(page).access(owner, 'read');
  }

  /** `yield* pool.fix(txn, page, write)`: returns once the page is in a frame, pinned. */
  *fix(owner: number, page: number, write: boolean): Generator<Wait, void, unknown> {
    if (this.capacity === 0) {
      this.recordAccess(owner, page, write, false);
      // With storage tiers there are no data disks: the tier of the page serves the read.
      if (this.store !== null) yield* this.store.read(owner, page);
      else yield this.deviceOf(page).access(owner, 'read');
      return;
    }
    for (;;) {
      const frame = this.frames.get(page);
      if (frame !== undefined) {
        if (frame.inTransit) {
          this.trace.emit({
            kind: 'buffer.wait',
            t: this.sim.now,
            txn: owner,
            page,
            reason: 'page-in-transit',
          });
          yield (frame.arrived ??= new Signal(this.sim));
          continue;
        }
        this.pin(frame, write);
        this.recordAccess(owner, page, write, true);
        return;
      }
      let victim: Frame | null = null;
      if (this.frames.size >= this.capacity) {
        victim = this.leastRecentlyUsedUnpinned();
        if (victim === null) {
          this.trace.emit({
            kind: 'buffer.wait',
            t: this.sim.now,
            txn: owner,
            page,
            reason: 'no-free-frame',
          });
          yield this.frameFreed;
          continue;
        }
      }
      const victimPage = victim === null ? -1 : victim.page;
      const victimDirty = victim !== null && victim.dirty;
      const fresh = this.takeFrame(owner, page, write, victim);
      try {
        if (this.store !== null) {
          if (victimPage >= 0) yield* this.store.evict(owner, victimPage, victimDirty);
          yield* this.store.read(owner, page);
        } else {
          if (victimDirty) yield this.deviceOf(victimPage).access(owner, 'write');
          yield this.deviceOf(page).access(owner, 'read');
        }
      } catch (e) {
        // Interrupted before the page arrived: the frame goes, and whoever waited for the
        // page tries again (and reads it themselves).
        this.remove(fresh);
        this.pinnedCount--;
        arrive(fresh);
        throw e;
      }
      arrive(fresh);
      return;
    }
  }

  /**
   * `fix`'s miss begun without its generator, when device accesses alone serve it (frames,
   * no storage tiers, the page neither resident nor in transit, a frame free or an unpinned
   * victim): the victim evicted, the page's frame added in transit and the access recorded,
   * as `fix` does. Returns the page a dirty victim leaves to write back first (-1: none), or
   * MISS_NOT_BEGUN (nothing done) when the caller must `yield* fix(...)`. The caller then
   * yields `missAccess` for the write-back, if any, and the read, and calls `missArrived`,
   * or `missInterrupted` when an error comes in before the page arrives.
   */
  beginMiss(owner: number, page: number, write: boolean): number {
    if (this.capacity === 0 || this.store !== null || this.frames.has(page)) return MISS_NOT_BEGUN;
    let victim: Frame | null = null;
    if (this.frames.size >= this.capacity) {
      victim = this.leastRecentlyUsedUnpinned();
      if (victim === null) return MISS_NOT_BEGUN;
    }
    const writeBack = victim !== null && victim.dirty ? victim.page : -1;
    this.takeFrame(owner, page, write, victim);
    return writeBack;
  }

  /** A device access of a miss begun by `beginMiss`: the write-back of a victim, or the read. */
  missAccess(owner: number, page: number, work: 'read' | 'write'): Wait {
    return this.deviceOf(page).access(owner, work);
  }

  /** The page of a miss begun by `beginMiss` arrived: its readers go on. */
  missArrived(page: number): void {
    arrive(this.frames.get(page)!);
  }

  /** A miss begun by `beginMiss` interrupted before its page arrived, as `fix`'s catch. */
  missInterrupted(page: number): void {
    const frame = this.frames.get(page)!;
    this.remove(frame);
    this.pinnedCount--;
    arrive(frame);
  }

  /** Without frames a written page goes straight back to disk: `yield* pool.writeThrough(...)`. */
  get writesThrough(): boolean {
    return this.capacity === 0;
  }

  /** `writeThrough`'s device write started at once, its Wait returned; null with storage tiers. */
  writeThroughWait(owner: number, page: number): Wait | null {
    return this.store === null ? this.deviceOf(page).access(owner, 'write') : null;
  }

  *writeThrough(owner: number, page: number): Generator<Wait, void, unknown> {
    if (this.store === null) yield this.deviceOf(page).access(owner, 'write');
    else if (!this.store.isMemoryResident(page)) yield* this.store.evict(owner, page, true);
  }

  /** Unpins a page fixed earlier (nothing to do without frames). */
  unfix(page: number): void {
    if (this.capacity === 0) return;
    const frame = this.frames.get(page);
    if (frame === undefined && this.store !== null && this.store.isMemoryResident(page)) return;
    if (frame === undefined || frame.pins === 0)
      throw new Error(`page ${page} unfixed but not fixed`);
    frame.pins--;
    if (frame.pins === 0) this.pinnedCount--;
    if (frame.pins === 0 && this.frameFreed.waiting > 0) this.frameFreed.notifyAll();
  }

  /** The page was written to storage (FORCE): its frame is clean again. */
  markClean(page: number): void {
    const frame = this.frames.get(page);
    if (frame !== undefined) frame.dirty = false;
  }

  /** Fills frames before the run (a warm start), least recently used first; no events. */
  preload(pages: readonly number[], dirty: readonly boolean[]): void {
    pages.forEach((page, i) => {
      if (this.frames.size >= this.capacity || this.frames.has(page)) return;
      this.add(new Frame(page, dirty[i] ?? false, 0, false));
    });
  }

  /**
   * A missed page takes a frame: the victim's (evicted, `victim` null when one is free) or
   * a new one, pinned and in transit, and the access is recorded as a miss.
   */
  private takeFrame(owner: number, page: number, write: boolean, victim: Frame | null): Frame {
    if (victim !== null) {
      this.remove(victim);
      this.trace.emitPageEvict(this.sim.now, victim.page, victim.dirty);
    }
    // The victim's frame object takes the new page (no object per miss).
    const fresh = victim === null ? new Frame(page, write, 1, true) : reuse(victim, page, write);
    this.add(fresh);
    this.pinnedCount++;
    this.recordAccess(owner, page, write, false);
    return fresh;
  }

  private pin(frame: Frame, write: boolean): void {
    if (frame.pins === 0) this.pinnedCount++;
    frame.pins++;
    if (frame !== this.newest) {
      this.unlink(frame);
      this.append(frame);
    }
    if (write) frame.dirty = true;
  }

  private leastRecentlyUsedUnpinned(): Frame | null {
    for (let frame = this.oldest; frame !== null; frame = frame.newer) {
      if (frame.pins === 0 && !frame.inTransit) return frame;
    }
    return null;
  }

  /** A new resident page, most recently used. */
  private add(frame: Frame): void {
    this.frames.set(frame.page, frame);
    this.append(frame);
  }

  private remove(frame: Frame): void {
    this.frames.delete(frame.page);
    this.unlink(frame);
  }

  private append(frame: Frame): void {
    frame.older = this.newest;
    frame.newer = null;
    if (this.newest === null) this.oldest = frame;
    else this.newest.newer = frame;
    this.newest = frame;
  }

  private unlink(frame: Frame): void {
    if (frame.older === null) this.oldest = frame.newer;
    else frame.older.newer = frame.newer;
    if (frame.newer === null) this.newest = frame.older;
    else frame.newer.older = frame.older;
    frame.older = null;
    frame.newer = null;
  }

  private recordAccess(owner: number, page: number, write: boolean, hit: boolean): void {
    if (hit) this.hitCount++;
    else this.missCount++;
    this.trace.emitPageAccess(this.sim.now, owner, page, write, hit);
  }
}
