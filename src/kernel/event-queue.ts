/**
 * The future-event list: a binary min-heap ordered by (time, priority, seq). Priority lets
 * wake-ups at the current instant run before new work at that instant; seq (insertion
 * order) breaks every remaining tie, which makes the order of events fully deterministic.
 */

export interface EventTarget {
  /** Called when the event fires, with the value it was scheduled with. */
  fire(value: unknown): void;
}

export interface Entry {
  time: number;
  /** priority * 2^40 + seq: one number to compare instead of two. */
  order: number;
  target: EventTarget;
  value: unknown;
}

const SEQ_SPAN = 2 ** 40;

export class EventQueue {
  private readonly heap: Entry[] = [];
  /** Entries handed back after firing, reused so the hot loop allocates nothing. */
  private readonly spare: Entry[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  /** The earliest event without removing it, or undefined when empty. */
  peek(): Entry | undefined {
    return this.heap[0];
  }

  /** Time of the earliest event, or Infinity when empty. */
  peekTime(): number {
    const top = this.heap[0];
    return top === undefined ? Infinity : top.time;
  }

  push(time: number, priority: number, target: EventTarget, value: unknown): void {
    const order = priority * SEQ_SPAN + this.seq++;
    let entry = this.spare.pop();
    if (entry === undefined) entry = { time, order, target, value };
    else {
      entry.time = time;
      entry.order = order;
      entry.target = target;
      entry.value = value;
    }
    const heap = this.heap;
    let i = heap.length;
    heap.push(entry);
    while (i > 0) {
      const parentIndex = (i - 1) >> 1;
      const parent = heap[parentIndex]!;
      if (parent.time < time || (parent.time === time && parent.order < entry.order)) break;
      heap[i] = parent;
      i = parentIndex;
    }
    heap[i] = entry;
  }

  /** Takes back a popped entry once its event has fired. */
  recycle(entry: Entry): void {
    entry.value = undefined;
    this.spare.push(entry);
  }

  /** Removes and returns the earliest event; the caller checks size first. */
  pop(): Entry {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    const n = heap.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        let child = left;
        let c = heap[left]!;
        if (right < n) {
          const r = heap[right]!;
          if (r.time < c.time || (r.time === c.time && r.order < c.order)) {
            child = right;
            c = r;
          }
        }
        if (last.time < c.time || (last.time === c.time && last.order < c.order)) break;
        heap[i] = c;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}
