/**
 * Non-volatile extended memory (NVEM): page-addressable semiconductor memory beside main
 * memory, accessed synchronously. An access costs the accessing process a short CPU burst
 * (the access instructions), then holds one NVEM server for the access time. Departure
 * from the paper: the CPU is not held during the NVEM transfer itself (a few tens of
 * microseconds per access, under 3 % of a debit-credit transaction's CPU).
 * Two uses managed by the buffer manager live here as bookkeeping:
 * - `NvemWriteBuffer`: a write lands in NVEM and its disk write starts at once in the
 *   background; a full buffer sends the write to disk synchronously;
 * - `NvemCache`: an exclusive second-level LRU page cache (a page is in main memory or in
 *   NVEM, not both): pages replaced from main memory move in, a hit moves the page back.
 */
import { msToDuration } from '../../../base/time.ts';
import type { DeviceInfo } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import { Server } from '../../../model/seams.ts';

export class NvemDevice {
  readonly server: Server;
  readonly info: DeviceInfo;
  private readonly accessUs: number;

  constructor(
    sim: Simulation,
    trace: TraceSink,
    id: string,
    servers: number,
    accessMs: number,
    private readonly cpu: Server,
    private readonly cpuUs: number,
  ) {
    this.info = { id, kind: 'nvem', units: servers };
    this.server = new Server(sim, trace, this.info);
    this.accessUs = Math.max(1, msToDuration(accessMs));
  }

  get id(): string {
    return this.info.id;
  }

  /** `yield* nvem.access(owner, 'read')`: the CPU's access instructions, then the transfer. */
  *access(owner: number, work: 'read' | 'write'): Generator<Wait, void, unknown> {
    if (this.cpuUs > 0) yield this.cpu.request(owner, this.cpuUs, 'cpu');
    yield this.server.request(owner, this.accessUs, work);
  }
}

/** Counts the pages in the NVEM write buffer whose disk write has not finished. */
export class NvemWriteBuffer {
  private pendingWrites = 0;

  constructor(
    readonly device: NvemDevice,
    readonly capacity: number,
  ) {}

  get pending(): number {
    return this.pendingWrites;
  }

  tryReserve(): boolean {
    if (this.pendingWrites >= this.capacity) return false;
    this.pendingWrites++;
    return true;
  }

  release(): void {
    this.pendingWrites--;
  }
}

/** The exclusive second-level cache's contents, LRU order. */
export class NvemCache {
  private readonly pages = new Set<number>();

  constructor(
    readonly device: NvemDevice,
    readonly capacity: number,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  has(page: number): boolean {
    return this.pages.has(page);
  }

  /** Removes a page (it moves back to main memory). */
  take(page: number): boolean {
    return this.pages.delete(page);
  }

  /** Puts a page in as most recently used, replacing the least recently used one if full. */
  put(page: number): void {
    if (this.pages.delete(page)) {
      this.pages.add(page);
      return;
    }
    if (this.pages.size >= this.capacity) {
      const lru = this.pages.values().next();
      if (!lru.done) this.pages.delete(lru.value);
    }
    this.pages.add(page);
  }
}
