/**
 * The iterator plumbing of a process body written by hand as a state machine instead of a
 * generator (the model's hottest bodies: a terminal's transaction loop, the conventional
 * attempt). A subclass writes `run(point, input)`: from a resume point to the end
 * (`finish`), or to the next wait it yields or sub-step it starts (both through `suspend`).
 * This class does the rest as a generator would: `next` resumes at the stored point, a sub-step runs
 * as `yield*` runs it (every `next(v)` and `throw(e)` forwarded to it until it is done, its
 * return value the input at the stored point), an error thrown in goes out unless the
 * subclass takes it up (`thrownIn`), and an error going out or a `return()` ends the body
 * (`abandon`, which a subclass extends with its `finally`). One result object is reused:
 * the process reads each result before it steps the body again.
 * Leaves out: a sub-step that refuses to finish on `return()` is not waited for.
 */
import type { Wait } from './process.ts';

/** The point of a finished body: returned, or an error went out. */
export const BODY_DONE = -1;

/** A sub-step run as `yield*` runs it. */
export type SubStep = Iterator<Wait, unknown, unknown>;

/** The result a body hands back from each step (a class, not a literal: see young-allocation.ts). */
class StepResult<T> {
  done = false;
  value: T | undefined = undefined;
}

export abstract class HandWrittenBody<R> implements Generator<Wait, R, unknown> {
  private readonly result = new StepResult<Wait | R>();
  /** Where the next step goes on from: a point of the subclass, or BODY_DONE. */
  protected at: number;
  /** The sub-step running, when the body is inside a `yield*`. */
  private sub: SubStep | null = null;
  /** The return value of a sub-step `suspend` found done at once. */
  protected delegatedValue: unknown = undefined;

  constructor(start: number) {
    this.at = start;
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(input?: unknown): IteratorResult<Wait, R> {
    try {
      const sub = this.sub;
      return sub === null ? this.run(this.at, input) : this.forward(sub.next(input));
    } catch (error) {
      this.abandon();
      throw error;
    }
  }

  /** An error thrown in at the wait: to the sub-step, else to `thrownIn`; out, ending the body. */
  throw(error: unknown): IteratorResult<Wait, R> {
    try {
      const sub = this.sub;
      if (sub === null) return this.thrownIn(error);
      if (sub.throw === undefined) {
        // As `yield*` does with an iterator that cannot take an error.
        sub.return?.();
        throw new TypeError('the sub-step cannot take a thrown error');
      }
      return this.forward(sub.throw(error));
    } catch (thrown) {
      this.abandon();
      throw thrown;
    }
  }

  return(value: R): IteratorResult<Wait, R> {
    this.sub?.return?.();
    this.abandon();
    return { done: true, value };
  }

  /** Runs from `point` (with `input` there) to the next wait or the end. */
  protected abstract run(point: number, input: unknown): IteratorResult<Wait, R>;

  /** An error thrown in while no sub-step runs, at `at`: out, unless a subclass takes it up. */
  protected thrownIn(error: unknown): IteratorResult<Wait, R> {
    throw error;
  }

  /** The body ends by an error going out or by `return()` (a subclass adds its `finally`). */
  protected abandon(): void {
    this.sub = null;
    this.at = BODY_DONE;
  }

  /**
   * Leaves `run` at a wait or a sub-step, resuming at `point`: yields `wait`, or starts `sub`
   * as `yield*` would and yields its first wait. Null when `sub` was done at once: `run`
   * then goes on at `point` with the sub-step's return value, `delegatedValue`.
   */
  protected suspend(
    point: number,
    wait: Wait | null,
    sub: SubStep | null,
  ): IteratorResult<Wait, R> | null {
    this.at = point;
    if (wait !== null) return this.yielding(wait);
    const step = sub!.next(undefined);
    if (!step.done) {
      this.sub = sub;
      return this.yielding(step.value);
    }
    this.delegatedValue = step.value;
    return null;
  }

  protected yielding(wait: Wait): IteratorResult<Wait, R> {
    const result = this.result;
    result.done = false;
    result.value = wait;
    return result as IteratorResult<Wait, R>;
  }

  /** Returns `value`: the body is done. */
  protected finish(value: R): IteratorResult<Wait, R> {
    this.at = BODY_DONE;
    const result = this.result;
    result.done = true;
    result.value = value;
    return result as IteratorResult<Wait, R>;
  }

  /** Stepped again once done: as a finished generator, done with no value. */
  protected ended(): IteratorResult<Wait, R> {
    const result = this.result;
    result.done = true;
    result.value = undefined;
    return result as IteratorResult<Wait, R>;
  }

  /** A sub-step's step: its wait yielded on, or its return value taken up at `at`. */
  private forward(step: IteratorResult<Wait, unknown>): IteratorResult<Wait, R> {
    if (!step.done) return this.yielding(step.value);
    this.sub = null;
    return this.run(this.at, step.value);
  }
}
