/**
 * The log manager: commit records go into a log buffer and a single flusher writes them to
 * the log device. With group commit, one flush carries every record that arrived while the
 * previous flush was running (up to a maximum); without it, each flush carries one record.
 * An idle log may wait a group timer after the first record arrives, to gather more, unless
 * a full group is ready sooner. A synchronous commit waits until a flush covers its
 * record; an asynchronous one does not. Log records of individual updates, log space and checkpoints are left out: only
 * commit records are modelled, one per update transaction.
 */
import { Deferred, Signal, type Wait } from '../core/process.ts';
import { FifoQueue } from '../core/fifo-queue.ts';
import type { Simulation } from '../core/simulation.ts';
import type { LogSpec } from '../../scenario/schema.ts';
import { SYSTEM_OWNER } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import type { StorageDevice } from '../resources/storage-device.ts';

interface DurabilityWaiter {
  lsn: number;
  done: Deferred;
}

export class LogManager {
  private lastLsn = 0;
  private durable = 0;
  private flushedUpTo = 0;
  private flushCount = 0;
  private readonly recordsArrived: Signal;
  private readonly waiters = new FifoQueue<DurabilityWaiter>();
  private readonly groupTimerUs: number;
  /** Set while an idle log waits out its group timer; a full group cuts it short. */
  private gathering: Deferred | null = null;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly device: StorageDevice,
    private readonly spec: LogSpec,
  ) {
    this.recordsArrived = new Signal(sim);
    this.groupTimerUs = spec.groupCommit ? Math.round(spec.groupTimerMs * 1000) : 0;
    sim.start(this.flusher(), 'log-flusher');
  }

  get durableLsn(): number {
    return this.durable;
  }

  get flushes(): number {
    return this.flushCount;
  }

  /** `yield* log.commit(txn)`: appends the commit record; waits for it if synchronous. */
  *commit(owner: number): Generator<Wait, void, unknown> {
    const lsn = ++this.lastLsn;
    this.trace.emit({ kind: 'log.append', t: this.sim.now, txn: owner, lsn });
    this.recordsArrived.notifyAll();
    if (this.gathering !== null && this.lastLsn - this.flushedUpTo >= this.spec.maxGroupRecords) {
      this.gathering.resolve(true);
    }
    if (this.spec.commit === 'asynchronous') return;
    const done = new Deferred(this.sim);
    this.waiters.push({ lsn, done });
    yield done;
  }

  private *flusher(): Generator<Wait, void, unknown> {
    for (;;) {
      const pending = this.lastLsn - this.flushedUpTo;
      if (pending === 0) {
        yield this.recordsArrived;
        if (this.groupTimerUs > 0) yield* this.gather();
        continue;
      }
      const records = this.spec.groupCommit ? Math.min(pending, this.spec.maxGroupRecords) : 1;
      const upTo = this.flushedUpTo + records;
      this.flushedUpTo = upTo;
      const flush = ++this.flushCount;
      this.trace.emit({ kind: 'log.flush.start', t: this.sim.now, flush, records, upToLsn: upTo });
      yield this.device.access(SYSTEM_OWNER, 'log-flush');
      this.durable = upTo;
      this.trace.emit({ kind: 'log.flush.end', t: this.sim.now, flush, durableLsn: upTo });
      while (this.waiters.length > 0 && this.waiters.peek()!.lsn <= upTo) {
        this.waiters.shift()!.done.resolve(true);
      }
    }
  }

  /** Waits the group timer, or less if a full group is ready first. */
  private *gather(): Generator<Wait, void, unknown> {
    if (this.lastLsn - this.flushedUpTo >= this.spec.maxGroupRecords) return;
    const gathering = new Deferred(this.sim);
    this.gathering = gathering;
    this.sim.schedule(this.groupTimerUs, { fire: () => gathering.resolve(true) });
    yield gathering;
    this.gathering = null;
  }
}
