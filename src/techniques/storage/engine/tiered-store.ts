/**
 * The buffer manager's view of storage tiers: where each page lives (its file's device, or
 * main memory), and what a read, a replacement and a forced write cost. Following
 * "Performance Evaluation of Extended Storage Architectures for Transaction Processing":
 * - a read after a main-memory miss first looks in the NVEM cache (exclusive: a hit moves
 *   the page back to main memory), then reads the page's device (a disk unit, with its
 *   controller cache, or NVEM); pages of an append-only file are new, so they need no read;
 * - a replaced page moves into the NVEM cache when there is one (every page, clean or
 *   dirty; a dirty one also starts its disk write in the background); otherwise a dirty
 *   page is written where it lives, synchronously, by the transaction that needs the frame;
 * - a write goes through the NVEM write buffer when the file uses it (the disk write
 *   starts at once in the background; a full buffer means a synchronous disk write);
 * - a disk-unit I/O costs the transaction `ioCpuMs` of CPU first (then the CPU is free); a
 *   background disk write charges that CPU to the system.
 * FORCE writes (commit.ts) go to the same places; with an NVEM cache a forced page is also
 * kept in NVEM while it stays in main memory. Page cleaning is left out (the log and its
 * group commit are the log manager's: tier-log-device.ts).
 */
import type { StorageFileSpec, StorageSpec } from '../schema.ts';
import { SYSTEM_OWNER, type StorageMedium } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type { Server, TieredPageStore } from '../../../model/seams.ts';
import type { DiskUnit } from './disk-unit.ts';
import type { NvemCache, NvemDevice, NvemWriteBuffer } from './nvem.ts';

/** Where a file (or the log) lives. */
export type Placement =
  | { kind: 'memory' }
  | { kind: 'nvem'; device: NvemDevice }
  | { kind: 'unit'; unit: DiskUnit; writeBuffer: NvemWriteBuffer | null };

interface PlacedFile {
  spec: StorageFileSpec;
  last: number;
  placement: Placement;
}

export class TieredStore implements TieredPageStore {
  private readonly files: PlacedFile[];

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly cpu: Server,
    spec: StorageSpec,
    placeFile: (file: StorageFileSpec) => Placement,
    private readonly fallback: Placement,
    private readonly nvemCache: NvemCache | null,
    private readonly ioCpuUs: number,
  ) {
    this.files = spec.files.map((f) => ({
      spec: f,
      last: f.first + f.count - 1,
      placement: placeFile(f),
    }));
    this.force = spec.propagation === 'force';
  }

  readonly force: boolean;

  private fileOf(page: number): PlacedFile | null {
    for (const f of this.files) if (page >= f.spec.first && page <= f.last) return f;
    return null;
  }

  private placementOf(page: number): Placement {
    return this.fileOf(page)?.placement ?? this.fallback;
  }

  isMemoryResident(page: number): boolean {
    return this.placementOf(page).kind === 'memory';
  }

  /** `yield* store.read(owner, page)` after a main-memory miss. */
  *read(owner: number, page: number): Generator<Wait, void, unknown> {
    const file = this.fileOf(page);
    if (file?.spec.appendOnly) return;
    const cache = this.nvemCache;
    if (cache !== null) {
      const hit = cache.has(page);
      this.trace.emit({
        kind: 'cache.access',
        t: this.sim.now,
        device: cache.device.id,
        page,
        hit,
      });
      if (hit) {
        cache.take(page);
        yield* cache.device.access(owner, 'read');
        return;
      }
    }
    const placement = file?.placement ?? this.fallback;
    switch (placement.kind) {
      case 'memory':
        return;
      case 'nvem':
        yield* placement.device.access(owner, 'read');
        return;
      case 'unit':
        if (this.ioCpuUs > 0) yield this.cpu.request(owner, this.ioCpuUs, 'cpu');
        yield* placement.unit.read(owner, page);
        return;
    }
  }

  /** `yield* store.evict(owner, page, dirty)`: the buffer replaces this page. */
  *evict(owner: number, page: number, dirty: boolean): Generator<Wait, void, unknown> {
    const cache = this.nvemCache;
    if (cache !== null && !this.isMemoryResident(page)) {
      if (!cache.has(page)) yield* cache.device.access(owner, 'write');
      cache.put(page);
      if (dirty) this.sim.start(this.backgroundWrite(page), 'nvem-cache-write');
      return;
    }
    if (dirty) yield* this.write(owner, page);
  }

  /** `yield* store.forceWrite(owner, page)`: FORCE at commit. */
  *forceWrite(owner: number, page: number): Generator<Wait, void, unknown> {
    const cache = this.nvemCache;
    if (cache !== null && !this.isMemoryResident(page)) {
      yield* cache.device.access(owner, 'write');
      cache.put(page);
      this.sim.start(this.backgroundWrite(page), 'nvem-cache-write');
      return;
    }
    yield* this.write(owner, page);
  }

  /** `yield* store.write(owner, page)`: the page is written where it lives. */
  *write(owner: number, page: number): Generator<Wait, StorageMedium, unknown> {
    return yield* this.writeTo(owner, page, this.placementOf(page));
  }

  /** Writes one page to a placement (the log uses this too); returns where it rests. */
  *writeTo(
    owner: number,
    page: number,
    placement: Placement,
  ): Generator<Wait, StorageMedium, unknown> {
    switch (placement.kind) {
      case 'memory':
        return 'nvem';
      case 'nvem':
        yield* placement.device.access(owner, 'write');
        return 'nvem';
      case 'unit': {
        const wb = placement.writeBuffer;
        if (wb !== null) {
          if (wb.tryReserve()) {
            yield* wb.device.access(owner, 'write');
            this.emitBuffer(wb, 'absorb');
            this.sim.start(this.drain(wb, placement.unit, page), 'nvem-write-buffer');
            return 'nvem';
          }
          this.emitBuffer(wb, 'full');
        }
        if (this.ioCpuUs > 0) yield this.cpu.request(owner, this.ioCpuUs, 'cpu');
        return yield* placement.unit.write(owner, page);
      }
    }
  }

  /** The disk write behind an NVEM write-buffer entry. */
  private *drain(wb: NvemWriteBuffer, unit: DiskUnit, page: number): Generator<Wait, void> {
    if (this.ioCpuUs > 0) yield this.cpu.request(SYSTEM_OWNER, this.ioCpuUs, 'cpu');
    yield* unit.write(SYSTEM_OWNER, page);
    wb.release();
    this.emitBuffer(wb, 'destaged');
  }

  /** The disk write behind a page that moved into the NVEM cache. */
  private *backgroundWrite(page: number): Generator<Wait, void> {
    const placement = this.placementOf(page);
    if (placement.kind !== 'unit') return;
    if (this.ioCpuUs > 0) yield this.cpu.request(SYSTEM_OWNER, this.ioCpuUs, 'cpu');
    yield* placement.unit.write(SYSTEM_OWNER, page);
  }

  private emitBuffer(wb: NvemWriteBuffer, change: 'absorb' | 'destaged' | 'full'): void {
    this.trace.emit({
      kind: 'write-buffer',
      t: this.sim.now,
      device: wb.device.id,
      change,
      pending: wb.pending,
      capacity: wb.capacity,
    });
  }
}
