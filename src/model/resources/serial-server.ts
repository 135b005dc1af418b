/**
 * A serial server held for a span of work rather than for a fixed time: the locking
 * testbed's file server, which owns the lock table and does every page read. A caller
 * takes the server (queueing FIFO behind earlier callers), does its work there (CPU bursts
 * on the shared CPUs, a disk access, a lock request, an added delay), then releases it.
 * It is traced like any device (queue.enter, service.start, service.end); the CPU and
 * disk work done while holding it appear as their own services inside that span.
 * An interrupted caller still in line leaves the queue (queue.leave). Priorities and more
 * than one server thread are left out.
 */
import type { Resumable, Wait } from '../../kernel/process.ts';
import { FifoQueue } from '../../kernel/fifo-queue.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { DeviceInfo, WorkKind } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';

class ServerTurn implements Wait<void> {
  process: Resumable<void> | null = null;

  constructor(
    private readonly server: SerialServer,
    readonly owner: number,
    readonly work: WorkKind,
  ) {}

  begin(process: Resumable<void>): void {
    this.process = process;
    this.server.enqueue(this);
  }

  cancel(process: Resumable<void>): boolean {
    if (this.process !== process) return false;
    this.process = null;
    this.server.withdraw(this);
    return true;
  }
}

export class SerialServer {
  private holder: number | null = null;
  private readonly queue = new FifoQueue<ServerTurn>();

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    readonly info: DeviceInfo,
  ) {}

  get id(): string {
    return this.info.id;
  }

  get busy(): boolean {
    return this.holder !== null;
  }

  /** True while `owner` holds the server (its turn is under way). */
  holds(owner: number): boolean {
    return this.holder === owner;
  }

  get queueLength(): number {
    return this.queue.length;
  }

  /** `yield* server.take(txn, work)`: returns once `txn` holds the server. */
  *take(owner: number, work: WorkKind): Generator<Wait, void, unknown> {
    if (this.holder === null && this.queue.length === 0) {
      this.start(owner, work, false);
      return;
    }
    yield new ServerTurn(this, owner, work);
  }

  /** Ends the holder's turn and hands the server to the next caller in line. */
  release(owner: number): void {
    if (this.holder !== owner) throw new Error(`T${owner} releases ${this.id} it does not hold`);
    this.trace.emit({ kind: 'service.end', t: this.sim.now, device: this.id, unit: 0, txn: owner });
    this.holder = null;
    const next = this.queue.shift();
    if (next !== undefined) {
      this.start(next.owner, next.work, true);
      const process = next.process!;
      next.process = null;
      this.sim.scheduleNow(process, undefined);
    }
  }

  /** @internal An interrupted caller leaves the line. */
  withdraw(turn: ServerTurn): void {
    this.queue.remove(turn);
    this.trace.emit({ kind: 'queue.leave', t: this.sim.now, device: this.id, txn: turn.owner });
  }

  /** @internal */
  enqueue(turn: ServerTurn): void {
    this.trace.emit({ kind: 'queue.enter', t: this.sim.now, device: this.id, txn: turn.owner });
    this.queue.push(turn);
  }

  private start(owner: number, work: WorkKind, fromQueue: boolean): void {
    this.holder = owner;
    this.trace.emit({
      kind: 'service.start',
      t: this.sim.now,
      device: this.id,
      unit: 0,
      txn: owner,
      work,
      fromQueue,
    });
  }
}
