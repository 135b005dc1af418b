/**
 * A small cooperative scheduler for the main thread: runs a list of steps in order, as many
 * as fit in a slice of about SLICE_MS, then yields to the browser (a MessageChannel message,
 * which is not clamped like nested timers) before the next slice, so no task grows long.
 * A step is never split: a step longer than a slice is one task. Stops early, without
 * running the rest, once `cancelled()` says so. Leaves out priorities and
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
