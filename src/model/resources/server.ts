/**
 * A service centre with k identical units: a CPU pool, a disk, a log device. A request
 * waits in one FIFO queue until a unit is free, holds it for its service time, then
 * resumes its process. With a quantum (round robin, as a time-sharing CPU), a request
 * holds a unit at most one quantum at a time and goes to the back of the queue when others
 * wait; with nobody waiting it keeps the unit without a trace event. Queueing and service
 * are traced, so utilization and queue length are folds of the trace. With an
 * oversubscription penalty k (a CPU pool with more runnable threads than contexts), a
 * request's service is stretched, when it first starts, by 1 + k * max(0, r - P) / P, where
 * r counts the requests in service or queued and P the units: context switching. Priorities
 * and exact processor sharing are left out (a small quantum approximates the latter).
 * An interrupted process is forgotten: a queued request leaves the queue (queue.leave), a
 * request in service ends its service at once (service.end) and frees its unit. Completed
 * request objects are pooled and reused, so the hottest wait allocates nothing.
 */
import type { Resumable, Wait } from '../../kernel/process.ts';
import { FifoQueue } from '../../kernel/fifo-queue.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { EventTarget } from '../../kernel/event-queue.ts';
import type { DeviceInfo, WorkKind } from '../../trace/trace-event.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { emptyArray } from '../../kernel/young-allocation.ts';

class ServiceRequest implements Wait<void>, EventTarget {
  process: Resumable<void> | null = null;
  unit = -1;
  /** In the queue (not in service), so an interrupt takes it out of the queue. */
  queued = false;
  /** Service still owed; the current slice's length while in service. */
  remainingUs: number;
  sliceUs = 0;
  stretched = false;

  constructor(
    private readonly server: Server,
    public owner: number,
    durationUs: number,
    public work: WorkKind,
  ) {
    this.remainingUs = durationUs;
  }

  /**
   * Makes a finished request (back from the server's pool) a new one. Its unit, slice and
   * queued flag are set again when it arrives (a finished request is not queued).
   */
  reuse(owner: number, durationUs: number, work: WorkKind): this {
    this.owner = owner;
    this.work = work;
    this.remainingUs = durationUs;
    this.stretched = false;
    return this;
  }

  begin(process: Resumable<void>): void {
    this.process = process;
    this.server.arrive(this);
  }

  cancel(process: Resumable<void>): boolean {
    if (this.process !== process) return false;
    this.process = null;
    this.server.withdraw(this);
    return true;
  }

  /** Service (or its current slice) completes; nothing when the request was withdrawn. */
  fire(): void {
    if (this.process !== null) this.server.complete(this);
  }
}

/**
 * True when `wait` is a request in service on some server: interrupting it would cut the
 * service short (a caller that wants only queue waits forgotten checks this first).
 */
export function isInService(wait: Wait): boolean {
  return wait instanceof ServiceRequest && wait.process !== null && !wait.queued;
}

export class Server {
  private readonly freeUnits: number[] = emptyArray();
  private readonly queue = new FifoQueue<ServiceRequest>();
  /**
   * Requests whose service completed, reused by `request`: nothing refers to one once its
   * process resumes (a withdrawn request is never pooled, as its completion event may
   * still be queued).
   */
  private readonly pool: ServiceRequest[] = emptyArray();

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    readonly info: DeviceInfo,
    /** Round robin: the most service a request gets before others waiting take a turn. */
    private readonly quantumUs = Infinity,
    /** Stretch of a burst per oversubscribed share of the units (0: none). */
    private readonly oversubscriptionPenalty = 0,
  ) {
    for (let u = info.units - 1; u >= 0; u--) this.freeUnits.push(u);
  }

  get id(): string {
    return this.info.id;
  }

  get queueLength(): number {
    return this.queue.length;
  }

  get busyUnits(): number {
    return this.info.units - this.freeUnits.length;
  }

  /**
   * `yield server.request(owner, d, work)`: queue for a unit and hold it d microseconds
   * (d > 0). Yielded directly rather than through a sub-generator: it is the hottest step.
   */
  request(owner: number, durationUs: number, work: WorkKind): Wait<void> {
    const spare = this.pool.pop();
    return spare === undefined
      ? new ServiceRequest(this, owner, durationUs, work)
      : spare.reuse(owner, durationUs, work);
  }

  /** @internal */
  arrive(request: ServiceRequest): void {
    const unit = this.freeUnits.pop();
    if (unit === undefined) {
      this.trace.emitQueueEnter(this.sim.now, this.info.id, request.owner);
      request.queued = true;
      this.queue.push(request);
    } else {
      this.startService(request, unit, false);
    }
  }

  /** @internal An interrupted request: out of the queue, or its service ends now. */
  withdraw(request: ServiceRequest): void {
    const t = this.sim.now;
    if (request.queued) {
      request.queued = false;
      this.queue.remove(request);
      this.trace.emitQueueLeave(t, this.info.id, request.owner);
      return;
    }
    this.finishService(request, t);
  }

  /** Ends a request's service and hands its unit to the next in the queue, or frees it. */
  private finishService(request: ServiceRequest, t: number): void {
    this.trace.emitServiceEnd(t, this.info.id, request.unit, request.owner);
    const next = this.queue.shift();
    if (next === undefined) this.freeUnits.push(request.unit);
    else this.startService(next, request.unit, true);
  }

  /** @internal */
  complete(request: ServiceRequest): void {
    const t = this.sim.now;
    request.remainingUs -= request.sliceUs;
    if (request.remainingUs > 0) {
      if (this.queue.length === 0) {
        this.scheduleSlice(request);
        return;
      }
      this.trace.emitServiceEnd(t, this.info.id, request.unit, request.owner);
      this.trace.emitQueueEnter(t, this.info.id, request.owner);
      request.queued = true;
      this.queue.push(request);
      this.startService(this.queue.shift()!, request.unit, true);
      return;
    }
    this.finishService(request, t);
    const process = request.process!;
    request.process = null;
    this.pool.push(request);
    process.fire(undefined);
  }

  private startService(request: ServiceRequest, unit: number, fromQueue: boolean): void {
    request.unit = unit;
    request.queued = false;
    if (this.oversubscriptionPenalty > 0 && !request.stretched) {
      request.stretched = true;
      const units = this.info.units;
      const runnable = units - this.freeUnits.length + this.queue.length;
      const over = Math.max(0, runnable - units) / units;
      if (over > 0) {
        request.remainingUs = Math.max(
          1,
          Math.round(request.remainingUs * (1 + this.oversubscriptionPenalty * over)),
        );
      }
    }
    this.trace.emitServiceStart(
      this.sim.now,
      this.info.id,
      unit,
      request.owner,
      request.work,
      fromQueue,
    );
    this.scheduleSlice(request);
  }

  private scheduleSlice(request: ServiceRequest): void {
    request.sliceUs = Math.min(request.remainingUs, this.quantumUs);
    this.sim.scheduleAfter(request.sliceUs, request);
  }
}
