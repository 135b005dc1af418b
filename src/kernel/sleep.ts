/**
 * `yield* sleep(d)`: a process pauses for d microseconds. The timeout is the queued event;
 * its `cancel` lets an interrupt wake the process early (the event still fires later and
 * finds nobody to wake).
 *
 * Nothing is allocated per sleep once warm: a sleep is a small iterator (not a generator)
 * that yields its timeout once, and both are pooled. An iterator goes back to its pool when
 * it finishes (completed, or an interrupt thrown through it); a timeout when its event fires,
 * woken process or not, the only moment nothing else holds it. `yield*` reads each result
 * before the next step, so an iterator reuses one result object. The pools are
 * module-wide and only ever hold idle objects, so runs (even interleaved) do not share state.
 * Leaves out: `return` on a sleep that is still waiting leaves its timeout queued, as a
 * generator's would.
 */
import type { SimDuration } from '../base/time.ts';
import type { EventTarget } from './event-queue.ts';
import type { Resumable, Wait } from './process.ts';

/** Waits a fixed span of simulated time; the timeout itself is the queued event. */
class Timeout implements Wait<void>, EventTarget {
  private process: Resumable<void> | null = null;
  delay = 0;

  begin(process: Resumable<void>): void {
    this.process = process;
    process.sim.scheduleAfter(this.delay, this);
  }

  /** The span has passed. */
  fire(): void {
    const process = this.process;
    this.process = null;
    timeoutPool.push(this);
    if (process !== null) process.fire(undefined);
  }

  cancel(process: Resumable<void>): boolean {
    if (this.process !== process) return false;
    this.process = null;
    return true;
  }
}

const timeoutPool: Timeout[] = [];

/**
 * One `yield* sleep(d)`: an iterator that yields its timeout once, then is done. Pooled
 * with its result object (the `yield*` reads each result before the next step), so a sleep
 * allocates nothing once the pools are warm; it goes back to the pool when it finishes,
 * by completing or by an interrupt thrown through it.
 */
class Sleep implements Iterator<Wait, void, unknown> {
  private readonly result: { done: boolean; value: Wait | undefined } = {
    done: false,
    value: undefined,
  };
  /** The timeout is out (or there is none to wait for): the next step finishes. */
  private yielded = false;
  private delay = 0;
  private pooled = false;

  /** Readies a pooled or new sleep for `delay` µs. */
  start(delay: number): this {
    this.pooled = false;
    this.delay = delay;
    this.yielded = !(delay > 0);
    return this;
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<Wait, void> {
    const result = this.result;
    if (this.yielded) {
      result.done = true;
      result.value = undefined;
      this.release();
    } else {
      this.yielded = true;
      const timeout = timeoutPool.pop() ?? new Timeout();
      timeout.delay = this.delay;
      result.done = false;
      result.value = timeout;
    }
    return result as IteratorResult<Wait, void>;
  }

  return(): IteratorResult<Wait, void> {
    this.release();
    return { done: true, value: undefined };
  }

  throw(error: unknown): IteratorResult<Wait, void> {
    this.release();
    throw error;
  }

  private release(): void {
    if (this.pooled) return;
    this.pooled = true;
    this.result.value = undefined;
    sleepPool.push(this);
  }
}

const sleepPool: Sleep[] = [];

/**
 * `const t = pause(d); if (t !== null) yield t;`: sleep's timeout yielded directly, without
 * the iterator (for hot paths); null when there is nothing to wait for (d <= 0).
 */
export function pause(delay: SimDuration | number): Wait<void> | null {
  if (!(delay > 0)) return null;
  const timeout = timeoutPool.pop() ?? new Timeout();
  timeout.delay = delay;
  return timeout;
}

/** `yield* sleep(d)`: pauses the calling process for d microseconds (no wait when d <= 0). */
export function sleep(delay: SimDuration | number): Iterable<Wait, void, unknown> {
  return (sleepPool.pop() ?? new Sleep()).start(delay);
}
