/**
 * The cache in a disk unit's controller, as bookkeeping only (the disk unit does the
 * timing). Three kinds, following "Performance Evaluation of Extended Storage
 * Architectures for Transaction Processing":
 * - 'volatile': LRU read cache. A read miss inserts the page; a write goes to disk, and
 *   refreshes the page only if it is cached (a write miss leaves the cache unchanged).
 * - 'non-volatile': the same read cache, and every write is absorbed when it can be: a
 *   write hit always, a write miss by replacing the least recently used page whose disk
 *   copy is current; when every cached page still waits for its disk write, the write
 *   goes to disk synchronously. Each absorbed write starts its own disk write at once (no
 *   write coalescing).
 * - 'write-buffer': absorbs writes while fewer than `pages` wait for their disk write; no
 *   read hits.
 * Prefetching, write coalescing and cache partitioning are left out.
 */
import type { DiskCacheSpec } from '../../../scenario/storage-schema.ts';

export class ControllerCache {
  /** Cached page -> disk writes still pending for it; Map order is LRU order. */
  private readonly entries = new Map<number, number>();
  private pendingWrites = 0;

  constructor(readonly spec: DiskCacheSpec) {}

  get kind(): DiskCacheSpec['kind'] {
    return this.spec.kind;
  }

  get capacity(): number {
    return this.spec.pages;
  }

  /** Writes absorbed and not yet on disk. */
  get pending(): number {
    return this.pendingWrites;
  }

  get absorbsWrites(): boolean {
    return this.spec.kind !== 'volatile';
  }

  get cachesReads(): boolean {
    return this.spec.kind !== 'write-buffer';
  }

  has(page: number): boolean {
    return this.entries.has(page);
  }

  /** A read: true on a hit (the page becomes most recently used). */
  lookup(page: number): boolean {
    if (!this.cachesReads) return false;
    const pending = this.entries.get(page);
    if (pending === undefined) return false;
    this.entries.delete(page);
    this.entries.set(page, pending);
    return true;
  }

  /** After a read miss: caches the page if a page can be replaced. */
  insertAfterRead(page: number): void {
    if (!this.cachesReads || this.entries.has(page)) return;
    if (this.entries.size >= this.spec.pages && !this.evictOneClean()) return;
    this.entries.set(page, 0);
  }

  /** A write to a volatile cache: it goes to disk; a cached copy is refreshed. */
  refreshOnWrite(page: number): void {
    const pending = this.entries.get(page);
    if (pending === undefined) return;
    this.entries.delete(page);
    this.entries.set(page, pending);
  }

  /** Tries to absorb a write; false when it must go to disk synchronously. */
  absorb(page: number): boolean {
    if (this.spec.kind === 'volatile') return false;
    if (this.spec.kind === 'write-buffer') {
      if (this.pendingWrites >= this.spec.pages) return false;
      this.pendingWrites++;
      return true;
    }
    const pending = this.entries.get(page);
    if (pending !== undefined) {
      this.entries.delete(page);
      this.entries.set(page, pending + 1);
      this.pendingWrites++;
      return true;
    }
    if (this.entries.size >= this.spec.pages && !this.evictOneClean()) return false;
    this.entries.set(page, 1);
    this.pendingWrites++;
    return true;
  }

  /** One absorbed write of `page` reached the disk. */
  destaged(page: number): void {
    this.pendingWrites--;
    const pending = this.entries.get(page);
    if (pending !== undefined && pending > 0) this.entries.set(page, pending - 1);
  }

  private evictOneClean(): boolean {
    for (const [page, pending] of this.entries) {
      if (pending === 0) {
        this.entries.delete(page);
        return true;
      }
    }
    return false;
  }
}
