/**
 * A small cooperative scheduler for the main thread: runs a list of steps in order, as many
 * as fit in a slice of about SLICE_MS, then yields to the browser (a MessageChannel message,
 * which is not clamped like nested timers) before the next slice, so no task grows long.
 * A step is never split: a step longer than a slice is one task. Stops early, without
 * running the rest, once `cancelled()` says so. A queue can be held until a promise settles
 * (`holdUntil`), so urgent work (the first frame) goes first. Leaves out priorities and
 * `scheduler.yield` (not everywhere yet).
 */

/** How long one slice may run before it yields, in ms. */
export const SLICE_MS = 12;

export type Step = () => void;

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.addEventListener(
      'message',
      () => {
        channel.port1.close();
        resolve();
      },
      { once: true },
    );
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has drawn `frames` more frames (then one task later), or after
 * `timeoutMs` whichever is first: a hidden page draws none.
 */
export function afterFrames(frames = 3, timeoutMs = 300): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, timeoutMs);
    let left = frames;
    const tick = (): void => {
      left--;
      if (left > 0) {
        requestAnimationFrame(tick);
        return;
      }
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    requestAnimationFrame(tick);
  });
}

/** Runs every step in order, yielding between slices; true when all ran (not cancelled). */
export async function runSliced(
  steps: readonly Step[],
  cancelled: () => boolean = () => false,
  sliceMs = SLICE_MS,
): Promise<boolean> {
  let sliceStart = performance.now();
  for (const step of steps) {
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
    if (cancelled()) return false;
    step();
  }
  return !cancelled();
}

/**
 * A queue of steps drained in slices, in the order they were pushed; steps pushed while it
 * drains join the same drain. `cancel()` drops whatever is left.
 */
export class SlicedQueue {
  private readonly steps: Step[] = [];
  private draining: Promise<void> = Promise.resolve();
  /** Set while a drain runs (which may end before push returns, with no await). */
  private running = false;
  private cancelled = false;
  /** Steps wait for this before the next one runs; null when not held. */
  private held: Promise<void> | null = null;

  constructor(private readonly sliceMs = SLICE_MS) {}

  push(...steps: Step[]): void {
    if (this.cancelled) return;
    this.steps.push(...steps);
    if (this.running) return;
    this.running = true;
    this.draining = this.drain();
  }

  /** No step runs before `until` settles (steps pushed meanwhile wait too). */
  holdUntil(until: Promise<void>): void {
    const before = this.held;
    this.held = before === null ? until : Promise.all([before, until]).then(() => undefined);
  }

  cancel(): void {
    this.cancelled = true;
    this.steps.length = 0;
  }

  /** Resolves once every step pushed so far has run (or the queue was cancelled). */
  async idle(): Promise<void> {
    while (this.running) await this.draining;
  }

  private async drain(): Promise<void> {
    let sliceStart = performance.now();
    // Steps may be pushed while awaiting; the loop picks them up.
    for (let step = this.steps.shift(); step !== undefined; step = this.steps.shift()) {
      if (this.held !== null) {
        const held = this.held;
        this.held = null;
        await held;
        sliceStart = performance.now();
        if (this.cancelled) break;
      }
      if (performance.now() - sliceStart >= this.sliceMs) {
        await nextTask();
        sliceStart = performance.now();
        if (this.cancelled) break;
      }
      step();
    }
    this.running = false;
  }
}
