/**
 * The discrete-event simulation kernel, shaped like SimPy: one clock in whole microseconds,
 * one future-event list, and generator processes that yield what they wait for. It runs in
 * bounded slices (a number of events or an amount of simulated time), so a caller such as a
 * Web Worker can pause, cancel or stream results between slices. It knows nothing of
 * databases; the models build on it.
 *
 * Wake-ups at the current instant (`scheduleNow`) skip the heap: they go to a FIFO ring
 * that the loop drains before it pops the heap. That is exactly the heap's order for them
 * (urgent before ordinary events of the instant, in the order scheduled), at O(1) instead
 * of O(log n), and each still counts as one event.
 */
import type { SimDuration, SimTime } from '../base/time.ts';
import { EventQueue, type EventTarget } from './event-queue.ts';
import { NowQueue } from './now-queue.ts';
import { Process, type ProcessBody } from './process.ts';

/** Wake-ups of waiting processes run before ordinary events at the same instant. */
export const PRIORITY_URGENT = 0;
export const PRIORITY_NORMAL = 1;

export interface SliceLimits {
  /** Stop after this many events in this slice. */
  maxEvents?: number;
  /** Run every event at or before this instant, then stop with the clock there. */
  untilTime?: number;
}

/** Out of line, so the methods that check for it stay small enough to inline. */
function pastDelay(delay: number): never {
  throw new RangeError(`cannot schedule into the past (delay ${delay})`);
}

export type SliceOutcome = 'until-reached' | 'event-limit' | 'idle';

export class Simulation {
  private clock = 0;
  private readonly queue = new EventQueue();
  /** Urgent events at the current instant, in the order scheduled. */
  private readonly nowQueue = new NowQueue();
  private processed = 0;
  /** The process whose body is running now (SimPy's active_process), or null between steps. */
  activeProcess: Process<unknown> | null = null;

  get now(): SimTime {
    return this.clock as SimTime;
  }

  /** Events fired since the start. */
  get eventsProcessed(): number {
    return this.processed;
  }

  get pendingEvents(): number {
    return this.queue.size + this.nowQueue.length;
  }

  /** Fires `target` after `delay` microseconds. */
  schedule(
    delay: SimDuration | number,
    target: EventTarget,
    value?: unknown,
    priority = PRIORITY_NORMAL,
  ): void {
    if (!(delay >= 0)) pastDelay(delay);
    if (priority === PRIORITY_NORMAL) this.queue.pushNormal(this.clock + delay, target, value);
    else if (delay === 0 && priority === PRIORITY_URGENT) this.nowQueue.push(target, value);
    else this.queue.push(this.clock + delay, priority, target, value);
  }

  /**
   * Fires `target` after `delay` microseconds at normal priority: `schedule(delay, target,
   * value)` without the optional priority, for the hot paths.
   */
  scheduleAfter(delay: SimDuration | number, target: EventTarget, value?: unknown): void {
    if (!(delay >= 0)) pastDelay(delay);
    this.queue.pushNormal(this.clock + delay, target, value);
  }

  /** Fires `target` at the current instant, before ordinary events of this instant. */
  scheduleNow(target: EventTarget, value?: unknown): void {
    this.nowQueue.push(target, value);
  }

  /** Starts a generator process at the current instant. */
  start<T>(body: ProcessBody<T>, name: string, onExit?: (result: T) => void): Process<T> {
    const process = new Process(this, body, name, onExit);
    this.scheduleNow(process, undefined);
    return process;
  }

  /** Runs events until a limit is reached or nothing is left to do. */
  runSlice(limits: SliceLimits): SliceOutcome {
    const until = limits.untilTime ?? Infinity;
    const maxEvents = limits.maxEvents ?? Infinity;
    const queue = this.queue;
    const nowQueue = this.nowQueue;
    const before = this.processed;
    // `processed` counts as events fire (a body may read it), and bounds the slice.
    const limit = before + maxEvents;
    for (;;) {
      if (nowQueue.length > 0) {
        if (this.processed >= limit) return 'event-limit';
        this.processed++;
        nowQueue.fireFirst();
        continue;
      }
      const next = queue.peek();
      if (next === undefined) break;
      if (next.time > until) {
        this.clock = until;
        return 'until-reached';
      }
      if (this.processed >= limit) return 'event-limit';
      // The entry stays at the root while it fires: the event it schedules replaces it.
      const event = queue.fireTop();
      this.clock = event.time;
      this.processed++;
      const target = event.target;
      const value = event.value;
      target.fire(value);
      queue.settle();
    }
    if (until !== Infinity) this.clock = Math.max(this.clock, until);
    return 'idle';
  }
}
