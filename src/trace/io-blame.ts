/**
 * How much lock wait is really someone else's disk I/O (the measure of Table 1 in "Charm:
 * An I/O-Driven Execution Strategy for High-Performance Transaction Processing"). Every
 * instant a transaction waits for a lock is blamed on the root of its wait chain: follow
 * the blockers named when it blocked (skipping those that have released their locks since)
 * through any that are themselves waiting, to one that is not. The instant counts as
 * caused by I/O when that root is at a disk (queued or in service) or waiting for the
 * buffer. A fold over trace events, like the statistics; only time after the warm-up
 * counts. The blocker lists are those at the moment of blocking, so a wait that outlives
 * all its listed blockers (FIFO queueing behind a later holder) is blamed on nobody.
 */
import type { TraceEvent } from './trace-event.ts';
import { waitChain } from './wait-chain.ts';

export class IoBlameFold {
  private warmupUs = 0;
  private endUs = Infinity;
  private lastUs = 0;
  private readonly disks = new Set<string>();
  /** Waiting transaction -> the transactions it waits for. */
  private readonly waiting = new Map<number, readonly number[]>();
  /** Transactions holding locks (between a grant and their release-all). */
  private readonly holding = new Set<number>();
  private readonly atDisk = new Set<number>();
  private readonly bufferWaiting = new Set<number>();
  private waitUs = 0;
  private ioWaitUs = 0;

  accept(e: TraceEvent): void {
    if (e.t > this.lastUs) {
      if (this.waiting.size > 0) this.blame(this.lastUs, e.t);
      this.lastUs = e.t;
    }
    switch (e.kind) {
      case 'run.start':
        this.warmupUs = e.warmupUs;
        this.endUs = e.endUs;
        for (const d of e.devices) if (d.kind === 'disk') this.disks.add(d.id);
        return;
      case 'lock.wait':
        this.waiting.set(e.txn, e.blockers);
        return;
      case 'lock.grant':
        this.waiting.delete(e.txn);
        this.holding.add(e.txn);
        return;
      case 'txn.abort':
        this.waiting.delete(e.txn);
        return;
      case 'lock.release-all':
        this.waiting.delete(e.txn);
        this.holding.delete(e.txn);
        return;
      case 'queue.enter':
      case 'service.start':
        if (this.disks.has(e.device)) this.atDisk.add(e.txn);
        return;
      case 'queue.leave':
      case 'service.end':
        if (this.disks.has(e.device)) this.atDisk.delete(e.txn);
        return;
      case 'buffer.wait':
        this.bufferWaiting.add(e.txn);
        return;
      case 'page.access':
        this.bufferWaiting.delete(e.txn);
        return;
      default:
        return;
    }
  }

  /** The transaction at the root of `txn`'s wait chain, or null when no listed blocker holds locks. */
  rootOf(txn: number): number | null {
    const chain = waitChain(txn, this.waiting, (b) => this.holding.has(b));
    return chain === null ? null : chain[chain.length - 1]!;
  }

  /** True when the transaction is at a disk or waiting for the buffer. */
  inIo(txn: number): boolean {
    return this.atDisk.has(txn) || this.bufferWaiting.has(txn);
  }

  private blame(from: number, to: number): void {
    const a = Math.max(from, this.warmupUs);
    const b = Math.min(to, this.endUs);
    if (b <= a) return;
    const dt = b - a;
    for (const txn of this.waiting.keys()) {
      this.waitUs += dt;
      const root = this.rootOf(txn);
      if (root !== null && this.inIo(root)) this.ioWaitUs += dt;
    }
  }

  /** Lock wait whose root blocker was doing I/O, % of all lock wait (0 without waits). */
  get lockWaitFromIoPct(): number {
    return this.waitUs === 0 ? 0 : (100 * this.ioWaitUs) / this.waitUs;
  }
}
