/**
 * The one log manager: commit records get log sequence numbers (LSNs, one per record, in
 * commit-request order) and wait in the in-memory log buffer until the flusher writes them
 * to the log device, whatever holds the log: the flush-latency model (the default), or a
 * storage tier (a disk unit with or without a controller cache or write buffer, an SSD,
 * NVEM). The durable LSN is the end of the longest prefix of completed flushes, so a
 * crash keeps a prefix of the log. When the flusher starts a flush follows its policy:
 * 'when-idle' (group commit: whenever the device is idle and records wait, optionally
 * after a group timer), 'timer' (at multiples of a period), 'batch' (once enough records
 * wait, or the oldest has waited a period), 'per-commit' (one record per flush, as
 * `groupCommit: false`). A flush carries at most `maxGroupRecords` records and is one
 * write of their bytes to the device. Per commit on a device that takes writes at once (a
 * tier), each record's flush starts at its commit request and the flushes run
 * concurrently, as in the storage paper (one log page per transaction). Callers wait for
 * an LSN to become durable; `commit` is the plain synchronous or asynchronous commit. Log
 * records of individual updates, log space, log-buffer contention and checkpoints are left
 * out: only commit records are modelled, one per update transaction, with its type's size.
 */
import { msToDuration } from '../../base/time.ts';
import { Deferred, Signal, sleep, type Wait } from '../../kernel/process.ts';
import { FifoQueue } from '../../kernel/fifo-queue.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { LogSpec } from '../../scenario/schema.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import type { StorageMedium } from '../../trace/trace-event.ts';
import type { CommitLog, LogDevice } from '../seams.ts';

/** A commit's wait for its LSN to be durable (one object per waiter: the wait and its LSN). */
class DurabilityWaiter extends Deferred<boolean> {
  constructor(
    sim: Simulation,
    readonly lsn: number,
  ) {
    super(sim);
  }
}

interface StartedFlush {
  flush: number;
  bytes: number;
  /** The durable LSN once every earlier flush is done, and after this one. */
  from: number;
  upTo: number;
}

interface BufferedRecord {
  txn: number;
  bytes: number;
  appendedUs: number;
}

export class LogManager implements CommitLog {
  private lastLsn = 0;
  private durable = 0;
  private flushedUpTo = 0;
  private flushCount = 0;
  private readonly recordsArrived: Signal;
  private readonly buffered = new FifoQueue<BufferedRecord>();
  /**
   * The commits waiting for durability: the first `waiterCount`, the free slots null (the
   * array keeps its room; emptying it would drop it, and the next waiter would make another).
   */
  private readonly waiters: (DurabilityWaiter | null)[] = [];
  private waiterCount = 0;
  private readonly groupTimerUs: number;
  private readonly periodUs: number;
  private readonly maxPerFlush: number;
  /** One flush per record, started at once (a device that takes writes concurrently). */
  private readonly concurrent: boolean;
  /** Flushes finished out of order, waiting for the durable prefix to reach them. */
  private readonly finished = new Map<number, number>();
  /** Set while the flusher gathers records; enough records (the threshold) cut it short. */
  private gathering: Deferred<boolean> | null = null;
  private gatherThreshold = Infinity;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly device: LogDevice,
    private readonly spec: LogSpec,
  ) {
    this.recordsArrived = new Signal(sim);
    const grouped = spec.groupCommit && spec.flushPolicy !== 'per-commit';
    this.groupTimerUs =
      grouped && spec.flushPolicy === 'when-idle' ? msToDuration(spec.groupTimerMs) : 0;
    this.periodUs = Math.max(1, msToDuration(spec.flushPeriodMs));
    this.maxPerFlush = grouped ? spec.maxGroupRecords : 1;
    this.concurrent = !grouped && device.concurrentWrites;
    if (!this.concurrent) sim.start(this.flusher(), 'log-flusher');
  }

  get durableLsn(): number {
    return this.durable;
  }

  /** The LSN of the last record appended. */
  get tailLsn(): number {
    return this.lastLsn;
  }

  get flushes(): number {
    return this.flushCount;
  }

  /** Appends a commit record of `bytes` to the log buffer and returns its LSN. */
  append(owner: number, bytes: number): number {
    const lsn = ++this.lastLsn;
    this.buffered.push({ txn: owner, bytes, appendedUs: this.sim.now });
    this.trace.emit({ kind: 'log.append', t: this.sim.now, txn: owner, lsn });
    if (this.concurrent) {
      this.sim.start(this.write(this.startFlush()), 'log-write');
      return lsn;
    }
    this.recordsArrived.notifyAll();
    if (this.gathering !== null && this.buffered.length >= this.gatherThreshold) {
      this.gathering.resolve(true);
    }
    return lsn;
  }

  /** A Wait that resumes once the log is durable up to `lsn`; null when it already is. */
  waitDurable(lsn: number): Wait | null {
    if (lsn <= this.durable) return null;
    const waiter = new DurabilityWaiter(this.sim, lsn);
    this.waiters[this.waiterCount++] = waiter;
    return waiter;
  }

  /** `yield* log.commit(txn)`: appends the commit record; waits for it if synchronous. */
  *commit(owner: number, bytes = this.spec.recordBytes): Generator<Wait, number, unknown> {
    const lsn = this.append(owner, bytes);
    if (this.spec.commit === 'asynchronous') return lsn;
    const wait = this.waitDurable(lsn);
    if (wait !== null) yield wait;
    return lsn;
  }

  private *flusher(): Generator<Wait, void, unknown> {
    const policy = this.spec.flushPolicy;
    for (;;) {
      if (this.buffered.length === 0) {
        yield this.recordsArrived;
        if (this.groupTimerUs > 0) {
          yield* this.gather(this.sim.now + this.groupTimerUs, this.spec.maxGroupRecords);
        }
        continue;
      }
      if (policy === 'timer') {
        const now = this.sim.now;
        yield* sleep(Math.ceil(now / this.periodUs) * this.periodUs - now);
      } else if (policy === 'batch' && this.buffered.length < this.spec.batchRecords) {
        const deadline = this.buffered.peek()!.appendedUs + this.periodUs;
        if (deadline > this.sim.now) yield* this.gather(deadline, this.spec.batchRecords);
      }
      // A flush that is one wait is yielded here (no generator per flush).
      const started = this.startFlush();
      const wait = this.device.writeWait?.(started.flush, started.bytes) ?? null;
      if (wait === null) yield* this.write(started);
      else {
        yield wait;
        this.finishFlush(started, null);
      }
    }
  }

  /** Takes the next flush's records from the buffer and traces its start. */
  private startFlush(): StartedFlush {
    const records = Math.min(this.buffered.length, this.maxPerFlush);
    // Made at its size (the trace keeps it; pushes would give it room for 17).
    const txns = new Array<number>(records);
    let bytes = 0;
    for (let i = 0; i < records; i++) {
      const record = this.buffered.shift()!;
      txns[i] = record.txn;
      bytes += record.bytes;
    }
    const upTo = this.flushedUpTo + records;
    this.flushedUpTo = upTo;
    const flush = ++this.flushCount;
    this.trace.emit({
      kind: 'log.flush.start',
      t: this.sim.now,
      flush,
      records,
      upToLsn: upTo,
      txns,
      bytes,
    });
    return { flush, bytes, from: upTo - records, upTo };
  }

  /** Writes a started flush; the durable LSN then moves over every flush finished in order. */
  private *write(started: StartedFlush): Generator<Wait, void, unknown> {
    const medium = yield* this.device.write(started.flush, started.bytes);
    this.finishFlush(started, medium);
  }

  /** A flush is written: the durable LSN moves, the flush end is traced, waiters resume. */
  private finishFlush({ flush, from, upTo }: StartedFlush, medium: StorageMedium | null): void {
    if (from === this.durable && this.finished.size === 0) {
      // In order (always so for a serial flusher): the durable LSN moves to this flush's end.
      this.durable = upTo;
    } else {
      this.finished.set(from, upTo);
      for (let next = this.finished.get(this.durable); next !== undefined;) {
        this.finished.delete(this.durable);
        this.durable = next;
        next = this.finished.get(next);
      }
    }
    const t = this.sim.now;
    const durableLsn = this.durable;
    this.trace.emit(
      medium === null
        ? { kind: 'log.flush.end', t, flush, durableLsn }
        : { kind: 'log.flush.end', t, flush, durableLsn, medium },
    );
    // The waiters still short of the durable LSN stay, in order, in the same array.
    const waiters = this.waiters;
    const count = this.waiterCount;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const w = waiters[i]!;
      if (w.lsn <= durableLsn) w.resolve(true);
      else waiters[kept++] = w;
    }
    for (let i = kept; i < count; i++) waiters[i] = null;
    this.waiterCount = kept;
  }

  /** Waits until `deadlineUs`, or less if `threshold` records are buffered first. */
  private *gather(deadlineUs: number, threshold: number): Generator<Wait, void, unknown> {
    if (this.buffered.length >= threshold) return;
    const gathering = new Deferred<boolean>(this.sim);
    this.gathering = gathering;
    this.gatherThreshold = threshold;
    this.sim.schedule(deadlineUs - this.sim.now, { fire: () => gathering.resolve(true) });
    yield gathering;
    this.gathering = null;
    this.gatherThreshold = Infinity;
  }
}
