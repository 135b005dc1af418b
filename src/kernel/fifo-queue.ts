/**
 * A first-in first-out queue with O(1) push and shift: a ring buffer whose size is always a
 * power of two (it starts at 8 and doubles), so positions wrap with a mask, not a division.
 */
import { arrayOfUndefined } from './young-allocation.ts';

export class FifoQueue<T> {
  private items: (T | undefined)[] = arrayOfUndefined(8);
  private head = 0;
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T): void {
    if (this.count === this.items.length) this.grow();
    this.items[(this.head + this.count) & (this.items.length - 1)] = item;
    this.count++;
  }

  shift(): T | undefined {
    if (this.count === 0) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined;
    this.head = (this.head + 1) & (this.items.length - 1);
    this.count--;
    return item;
  }

  /** Removes one occurrence of the item (O(n)); false when it is not queued. */
  remove(item: T): boolean {
    const n = this.items.length;
    let i = 0;
    while (i < this.count && this.items[(this.head + i) % n] !== item) i++;
    if (i === this.count) return false;
    for (; i < this.count - 1; i++) {
      this.items[(this.head + i) % n] = this.items[(this.head + i + 1) % n];
    }
    this.items[(this.head + this.count - 1) % n] = undefined;
    this.count--;
    return true;
  }

  peek(): T | undefined {
    return this.count === 0 ? undefined : this.items[this.head];
  }

  private grow(): void {
    const next = new Array<T | undefined>(this.items.length * 2);
    for (let i = 0; i < this.count; i++) next[i] = this.items[(this.head + i) % this.items.length];
    this.items = next;
    this.head = 0;
  }
}
