/**
 * Generator processes. A process body is a generator that yields `Wait`s: things that will
 * resume it later with a value (a timeout, a server's completion, a lock grant). Sub-steps
 * compose with `yield*`, so a transaction reads like the textbook:
 * `yield cpu.request(...)`, `const granted = yield* locks.acquire(...)`.
 */
import type { SimDuration } from '../base/time.ts';
import type { EventTarget } from './event-queue.ts';
import type { Simulation } from './simulation.ts';

/** Something a process can wait for. `begin` arranges for `process.fire(value)` later. */
export interface Wait {
  begin(process: Process<unknown>): void;
}

export type ProcessBody<T> = Generator<Wait, T, unknown>;

export class Process<T = unknown> implements EventTarget {
  private finished = false;

  constructor(
    readonly sim: Simulation,
    private readonly body: ProcessBody<T>,
    readonly name: string,
    private readonly onExit?: (result: T) => void,
  ) {}

  get isFinished(): boolean {
    return this.finished;
  }

  /** Resumes the body with the value its last Wait produced. */
  fire(value: unknown): void {
    if (this.finished) throw new Error(`process ${this.name} resumed after it finished`);
    const step = this.body.next(value);
    if (step.done) {
      this.finished = true;
      this.onExit?.(step.value);
    } else {
      step.value.begin(this as Process<unknown>);
    }
  }
}

/** Waits a fixed span of simulated time. */
export class Timeout implements Wait {
  constructor(private readonly delay: SimDuration | number) {}
  begin(process: Process<unknown>): void {
    process.sim.schedule(this.delay, process);
  }
}

/** `yield* sleep(d)`: pauses the calling process for d microseconds. */
export function* sleep(delay: SimDuration | number): Generator<Wait, void, unknown> {
  if (delay > 0) yield new Timeout(delay);
}

/**
 * A condition that processes wait on until someone signals it; every waiter is resumed, in
 * the order it began waiting, with the signalled value.
 */
export class Signal implements Wait {
  private waiters: Process<unknown>[] = [];

  constructor(private readonly sim: Simulation) {}

  get waiting(): number {
    return this.waiters.length;
  }

  begin(process: Process<unknown>): void {
    this.waiters.push(process);
  }

  notifyAll(value?: unknown): void {
    const waiters = this.waiters;
    if (waiters.length === 0) return;
    this.waiters = [];
    for (const w of waiters) this.sim.scheduleNow(w, value);
  }
}

/** A Wait that resolves when some component calls `resolve` (one waiter). */
export class Deferred implements Wait {
  private waiter: Process<unknown> | null = null;
  private settled = false;
  private settledValue: unknown;

  constructor(private readonly sim: Simulation) {}

  begin(process: Process<unknown>): void {
    if (this.settled) this.sim.scheduleNow(process, this.settledValue);
    else this.waiter = process;
  }

  resolve(value: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.settledValue = value;
    if (this.waiter !== null) {
      this.sim.scheduleNow(this.waiter, value);
      this.waiter = null;
    }
  }
}
