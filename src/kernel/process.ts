/**
 * Generator processes. A process body is a generator that yields `Wait`s: things that will
 * resume it later with a value (a timeout, a server's completion, a lock grant). Sub-steps
 * compose with `yield*`, so a transaction reads like the textbook:
 * `yield cpu.request(...)`, `const granted = yield* locks.acquire(...)`.
 *
 * Typed waits: a `Wait<T>` resumes its process with a T. A bare `yield w` gives `unknown`
 * (a generator has one resumption type for all its yields), so `yield* wait(w)` is the
 * typed form: it returns the T.
 *
 * Interrupts, as SimPy's `Process.interrupt`: `process.interrupt(cause)` makes the wait the
 * process is on forget it (its `cancel`), and at the current instant, ahead of ordinary
 * events, throws an `Interrupt` carrying the cause into the body at its `yield`. A body
 * that expects interrupts catches it (or uses `waitOrInterrupt`); an uncaught one ends the
 * run with the error, as a bug should. A process whose resumption is already under way
 * (its wait has resolved and the wake-up is queued), or that has not started yet, gets the
 * interrupt at its next `yield` instead, before it begins that wait. Interrupting a
 * finished process is a no-op that returns false; so is a second interrupt while one is
 * pending. Interrupting a process that waits on something without `cancel` is an error.
 */
import type { EventTarget } from './event-queue.ts';
import type { Simulation } from './simulation.ts';

export { pause, sleep } from './sleep.ts';

/**
 * The process as a wait sees it: it resumes the process with a T, through the event list
 * (`sim.scheduleNow(process, value)`) or directly (`process.fire(value)`).
 */
export interface Resumable<T> extends EventTarget {
  readonly sim: Simulation;
  readonly name: string;
  fire(value: T): void;
}

/** Something a process can wait for, which resumes it with a T. */
export interface Wait<T = unknown> {
  /** Arranges for `process.fire(value)` later (or at once through the event list). */
  begin(process: Resumable<T>): void;
  /**
   * Forgets a process that began waiting here: it will not be resumed by this wait.
   * Returns false when it cannot any more (the wake-up is already queued). Waits without
   * it cannot be interrupted.
   */
  cancel?(process: Resumable<T>): boolean;
}

export type ProcessBody<T> = Generator<Wait, T, unknown>;

/** What an interrupted process receives (thrown at its `yield`), with the interrupter's cause. */
export class Interrupt extends Error {
  constructor(override readonly cause: unknown) {
    super(`interrupted: ${String(cause)}`);
    this.name = 'Interrupt';
  }
}

/** `yield* wait(w)`: waits for w and returns what it resumes the process with, typed. */
export function* wait<T>(w: Wait<T>): Generator<Wait, T, unknown> {
  return resumedBy(w, yield w);
}

/**
 * `resumedBy(w, yield w)`: what w resumed the process with, typed, for hot paths that yield
 * a wait directly rather than through `wait`'s generator.
 */
export function resumedBy<T>(_w: Wait<T>, value: unknown): T {
  // The one cast of resumption values: a Wait<T> resumes its process with a T.
  return value as T;
}

/**
 * `resumedBy(c, yield c)` with `c = call(body)`: runs a sub-body as `yield* body` would (at
 * once, no event, its result or error returned at the yield), but as a frame of its own:
 * the process resumes the innermost body directly rather than through every body that
 * delegates to it, so each wait inside costs a step less. For sub-bodies that wait often.
 */
export function call<T>(body: Generator<Wait, T, unknown>): Wait<T> {
  return (callPool.pop() ?? new Call()).of(body);
}

/** A pending `call`: the process enters its body when it begins the wait. Pooled. */
class Call implements Wait<unknown> {
  private body: ProcessBody<unknown> | null = null;

  of(body: ProcessBody<unknown>): this {
    this.body = body;
    return this;
  }

  begin(process: Resumable<unknown>): void {
    if (!(process instanceof Process)) throw new Error('a call runs only in a process');
    const body = this.body!;
    this.body = null;
    callPool.push(this);
    process.enter(body);
  }
}

const callPool: Call[] = [];

/**
 * `yield* returning(value)`: a step that waits for nothing and returns `value` (a validation
 * with nothing to check). Stateless, so one can be made once and shared.
 */
export function returning<T>(value: T): Iterable<Wait, T, unknown> {
  const done: IteratorReturnResult<T> = { done: true, value };
  const iterator: Iterator<Wait, T, unknown> = { next: () => done };
  return { [Symbol.iterator]: () => iterator };
}

export type WaitOutcome<T> =
  { interrupted: false; value: T } | { interrupted: true; cause: unknown };

/** `yield* waitOrInterrupt(w)`: as `wait`, but an interrupt is returned instead of thrown. */
export function* waitOrInterrupt<T>(w: Wait<T>): Generator<Wait, WaitOutcome<T>, unknown> {
  try {
    return { interrupted: false, value: yield* wait(w) };
  } catch (e) {
    if (e instanceof Interrupt) return { interrupted: true, cause: e.cause };
    throw e;
  }
}

/** Throws a pending interrupt into its process at the instant it was raised. */
class InterruptDelivery implements EventTarget {
  constructor(
    private readonly process: Process<unknown>,
    readonly interrupt: Interrupt,
  ) {}

  fire(): void {
    this.process.deliver(this.interrupt);
  }
}

export class Process<T = unknown> implements EventTarget {
  private finished = false;
  /** The wait the body is on; null while running, before the start and once a wake-up is queued. */
  private waitingOn: Wait | null = null;
  /** An interrupt raised while the process was not waiting: thrown at its next yield. */
  private pendingInterrupt: Interrupt | null = null;
  /** An interrupt whose delivery is queued. */
  private deliveryQueued = false;

  /** The innermost body running (the process's own, or a `call`'s sub-body). */
  private body: ProcessBody<unknown>;
  /**
   * The bodies waiting for a sub-body to return: the first `depth`, innermost last. Made
   * with room for a transaction's usual nesting (attempt, commit) and kept at its length,
   * the free slots null: an empty array would grow to 17 slots on its first push and keep
   * them for the whole run, in each of a thousand terminals. Made by `Array.of`, not as a
   * literal (see young-allocation.ts).
   */
  private readonly callers: (ProcessBody<unknown> | null)[] = Array.of(null, null, null);
  private depth = 0;

  constructor(
    readonly sim: Simulation,
    body: ProcessBody<T>,
    readonly name: string,
    private readonly onExit?: (result: T) => void,
  ) {
    this.body = body;
  }

  get isFinished(): boolean {
    return this.finished;
  }

  /**
   * The wait the body is on, or null (running, not started, finished, or its wake-up or an
   * interrupt already queued). Lets an interrupter look before it interrupts.
   */
  get currentWait(): Wait | null {
    return this.deliveryQueued ? null : this.waitingOn;
  }

  /** Resumes the body with the value its last Wait produced. */
  fire(value: unknown): void {
    if (this.finished) throw new Error(`process ${this.name} resumed after it finished`);
    this.waitingOn = null;
    this.resume(value, false);
  }

  /**
   * @internal Runs a sub-body (a `call`) from the current instant, as `yield*` would: the
   * body that yielded the call resumes with what the sub-body returns, or with what it
   * throws.
   */
  enter(sub: ProcessBody<unknown>): void {
    this.waitingOn = null;
    if (this.depth === this.callers.length) this.callers.push(null);
    this.callers[this.depth++] = this.body;
    this.body = sub;
    this.resume(undefined, false);
  }

  /**
   * Steps the innermost body with a value (or throws into it), then returns each finished
   * sub-body's result (or its error) to its caller, until a body yields a wait.
   */
  private resume(input: unknown, throwing: boolean): void {
    const sim = this.sim;
    const outer = sim.activeProcess;
    sim.activeProcess = this as Process<unknown>;
    let body = this.body;
    let step: IteratorResult<Wait, unknown>;
    for (;;) {
      try {
        step = throwing ? body.throw(input) : body.next(input);
      } catch (error) {
        if (this.depth === 0) throw error;
        body = this.popCaller();
        input = error;
        throwing = true;
        continue;
      }
      if (!step.done || this.depth === 0) break;
      body = this.popCaller();
      input = step.value;
      throwing = false;
    }
    sim.activeProcess = outer;
    this.advance(step as IteratorResult<Wait, T>);
  }

  /** The innermost waiting caller becomes the running body again; its slot is cleared. */
  private popCaller(): ProcessBody<unknown> {
    const at = --this.depth;
    const body = this.callers[at]!;
    this.callers[at] = null;
    this.body = body;
    return body;
  }

  /**
   * Interrupts the process with a cause (see the header): true when the interrupt will be
   * delivered, false when the process has finished or an interrupt is already pending.
   */
  interrupt(cause: unknown): boolean {
    if (this.finished || this.deliveryQueued || this.pendingInterrupt !== null) return false;
    const interrupt = new Interrupt(cause);
    const waitingOn = this.waitingOn;
    if (waitingOn === null) {
      this.pendingInterrupt = interrupt;
      return true;
    }
    if (waitingOn.cancel === undefined)
      throw new Error(`process ${this.name} waits on something that cannot be interrupted`);
    if (waitingOn.cancel(this)) this.queueDelivery(interrupt);
    else this.pendingInterrupt = interrupt;
    this.waitingOn = null;
    return true;
  }

  /**
   * Interrupts the process only if the wait it is on forgets it now (its `cancel` succeeds):
   * true when the interrupt will be delivered at this instant; false, with nothing changed,
   * when the process is running, finished, already resuming or already interrupted, or its
   * wait cannot forget it. Unlike `interrupt`, it never leaves an interrupt pending.
   */
  interruptWait(cause: unknown): boolean {
    if (this.finished || this.deliveryQueued || this.pendingInterrupt !== null) return false;
    const waitingOn = this.waitingOn;
    if (waitingOn === null || waitingOn.cancel === undefined || !waitingOn.cancel(this))
      return false;
    this.waitingOn = null;
    this.queueDelivery(new Interrupt(cause));
    return true;
  }

  /** @internal Throws the interrupt into the body (from the queued delivery). */
  deliver(interrupt: Interrupt): void {
    this.deliveryQueued = false;
    if (this.finished) return;
    this.resume(interrupt, true);
  }

  private advance(step: IteratorResult<Wait, T>): void {
    if (step.done) {
      this.finished = true;
      this.pendingInterrupt = null;
      this.onExit?.(step.value);
      return;
    }
    const pending = this.pendingInterrupt;
    if (pending !== null) {
      // A call starts its sub-body first (as `yield*` would): the interrupt waits for its wait.
      if (step.value instanceof Call) {
        step.value.begin(this as Process<unknown>);
        return;
      }
      this.pendingInterrupt = null;
      this.queueDelivery(pending);
      return;
    }
    this.waitingOn = step.value;
    step.value.begin(this);
  }

  private queueDelivery(interrupt: Interrupt): void {
    this.deliveryQueued = true;
    this.sim.scheduleNow(new InterruptDelivery(this as Process<unknown>, interrupt));
  }
}

/**
 * A condition that processes wait on until someone signals it; every waiter is resumed, in
 * the order it began waiting, with the signalled value.
 */
export class Signal<T = void> implements Wait<T> {
  /**
   * The waiters are the first `count` (the free slots null): the array keeps its room, where
   * emptying it (`length = 0`) would drop it and the next waiter would make another.
   */
  private waiters: (Resumable<T> | null)[] = [];
  private count = 0;
  /** An empty array that takes the waiters' place at the next signal (none is made per signal). */
  private spare: (Resumable<T> | null)[] = [];

  constructor(private readonly sim: Simulation) {}

  get waiting(): number {
    return this.count;
  }

  begin(process: Resumable<T>): void {
    this.waiters[this.count++] = process;
  }

  cancel(process: Resumable<T>): boolean {
    const waiters = this.waiters;
    const last = this.count - 1;
    let i = 0;
    while (i <= last && waiters[i] !== process) i++;
    if (i > last) return false;
    for (; i < last; i++) waiters[i] = waiters[i + 1]!;
    waiters[last] = null;
    this.count = last;
    return true;
  }

  notifyAll(value: T): void {
    const count = this.count;
    if (count === 0) return;
    const waiters = this.waiters;
    this.waiters = this.spare;
    this.count = 0;
    for (let i = 0; i < count; i++) {
      this.sim.scheduleNow(waiters[i]!, value);
      waiters[i] = null;
    }
    this.spare = waiters;
  }
}

/** A Wait that resolves when some component calls `resolve` (one waiter). */
export class Deferred<T = void> implements Wait<T> {
  private waiter: Resumable<T> | null = null;
  private settled = false;
  private settledValue: T | undefined;

  constructor(private readonly sim: Simulation) {}

  begin(process: Resumable<T>): void {
    if (this.settled) this.sim.scheduleNow(process, this.settledValue);
    else this.waiter = process;
  }

  cancel(process: Resumable<T>): boolean {
    if (this.waiter !== process) return false;
    this.waiter = null;
    return true;
  }

  resolve(value: T): void {
    if (this.settled) return;
    this.settled = true;
    this.settledValue = value;
    if (this.waiter !== null) {
      this.sim.scheduleNow(this.waiter, value);
      this.waiter = null;
    }
  }
}
