/**
 * The log on a storage tier, as in "Performance Evaluation of Extended Storage
 * Architectures for Transaction Processing": every update transaction writes one log page
 * of its own, with no group commit, so several log writes can be under way at once (they
 * queue at the log device's controllers and arms). Each write is traced as a one-record
 * flush; the durable LSN is the longest prefix of records whose writes have finished, so
 * a crash keeps a prefix of the log, and a commit is acknowledged only once its record
 * (and every earlier one) rests on a non-volatile medium (the flush's `medium`). Log
 * buffers, record sizes and group commit are left out (see log-manager.ts for those).
 */
import { Deferred, type Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import { SYSTEM_OWNER } from '../../../trace/trace-event.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { CommitLog } from '../../../model/seams.ts';
import type { Placement, TieredStore } from './tiered-store.ts';

interface DurabilityWaiter {
  lsn: number;
  done: Deferred<boolean>;
}

export class TieredLog implements CommitLog {
  private lastLsn = 0;
  private durable = 0;
  private readonly finished = new Set<number>();
  private waiters: DurabilityWaiter[] = [];

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly store: TieredStore,
    private readonly placement: Placement,
  ) {}

  get durableLsn(): number {
    return this.durable;
  }

  get tailLsn(): number {
    return this.lastLsn;
  }

  get flushes(): number {
    return this.lastLsn;
  }

  /** Appends a commit record and starts writing its log page; returns its LSN. */
  append(owner: number, bytes: number): number {
    const lsn = ++this.lastLsn;
    this.trace.emit({ kind: 'log.append', t: this.sim.now, txn: owner, lsn });
    this.trace.emit({
      kind: 'log.flush.start',
      t: this.sim.now,
      flush: lsn,
      records: 1,
      upToLsn: lsn,
      txns: [owner],
      bytes,
    });
    this.sim.start(this.writeRecord(lsn), 'log-write');
    return lsn;
  }

  waitDurable(lsn: number): Wait | null {
    if (lsn <= this.durable) return null;
    const done = new Deferred<boolean>(this.sim);
    this.waiters.push({ lsn, done });
    return done;
  }

  private *writeRecord(lsn: number): Generator<Wait, void, unknown> {
    const medium = yield* this.store.writeTo(SYSTEM_OWNER, -lsn, this.placement);
    this.finished.add(lsn);
    while (this.finished.delete(this.durable + 1)) this.durable++;
    this.trace.emit({
      kind: 'log.flush.end',
      t: this.sim.now,
      flush: lsn,
      durableLsn: this.durable,
      medium,
    });
    if (this.waiters.length === 0) return;
    const still: DurabilityWaiter[] = [];
    for (const w of this.waiters) {
      if (w.lsn <= this.durable) w.done.resolve(true);
      else still.push(w);
    }
    this.waiters = still;
  }
}
