/**
 * The wake-ups scheduled for the current instant, first in first out: a ring of targets
 * and their values that grows by doubling and never shrinks, so the hot loop allocates
 * nothing. Leaves out time and priority: everything in it is urgent and due now.
 */
import type { EventTarget } from './event-queue.ts';

export class NowQueue {
  private targets: (EventTarget | undefined)[] = new Array<EventTarget | undefined>(16);
  private values: unknown[] = new Array<unknown>(16);
  private head = 0;
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(target: EventTarget, value: unknown): void {
    if (this.count === this.targets.length) this.grow();
    const i = (this.head + this.count) & (this.targets.length - 1);
    this.targets[i] = target;
    this.values[i] = value;
    this.count++;
  }

  /** Takes the first wake-up off the ring and fires it; the caller checks length first. */
  fireFirst(): void {
    const i = this.head;
    const target = this.targets[i]!;
    const value = this.values[i];
    this.targets[i] = undefined;
    this.values[i] = undefined;
    this.head = (i + 1) & (this.targets.length - 1);
    this.count--;
    target.fire(value);
  }

  private grow(): void {
    const size = this.targets.length;
    const targets = new Array<EventTarget | undefined>(2 * size);
    const values = new Array<unknown>(2 * size);
    for (let k = 0; k < this.count; k++) {
      targets[k] = this.targets[(this.head + k) & (size - 1)];
      values[k] = this.values[(this.head + k) & (size - 1)];
    }
    this.targets = targets;
    this.values = values;
    this.head = 0;
  }
}
