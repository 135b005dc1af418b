/**
 * The future-event list: a binary min-heap ordered by (time, priority, seq). Priority lets
 * wake-ups at the current instant run before new work at that instant; seq (insertion
 * order) breaks every remaining tie, which makes the order of events fully deterministic.
 *
 * `fireTop` lets the kernel's loop fire the earliest event while leaving its entry in place:
 * the next `push` (most events schedule one more) reuses that entry at the root and sifts it
 * down once, instead of a pop's sift-down and a push's sift-up; with no push, `settle`
 * removes it as `pop` would. The heap holds the same entries either way, so the order of
 * events is the same.
 */

export interface EventTarget {
  /** Called when the event fires, with the value it was scheduled with. */
  fire(value: unknown): void;
}

/** A pending event (a class, not a literal: see young-allocation.ts). */
export class Entry {
  constructor(
    public time: number,
    /** priority * 2^40 + seq: one number to compare instead of two. */
    public order: number,
    public target: EventTarget,
    public value: unknown,
  ) {}
}

const SEQ_SPAN = 2 ** 40;

export class EventQueue {
  private readonly heap: Entry[] = [];
  /** Entries handed back after firing, reused so the hot loop allocates nothing. */
  private readonly spare: Entry[] = [];
  private seq = 0;
  /** The root has fired (see `fireTop`) and is waiting to be replaced or removed. */
  private topFired = false;

  get size(): number {
    return this.topFired ? this.heap.length - 1 : this.heap.length;
  }

  /** The earliest event without removing it, or undefined when empty. */
  peek(): Entry | undefined {
    if (this.topFired) this.settle();
    return this.heap[0];
  }

  /** Time of the earliest event, or Infinity when empty. */
  peekTime(): number {
    const top = this.peek();
    return top === undefined ? Infinity : top.time;
  }

  /**
   * The earliest event, counted as gone but left at the root until the next `push`
   * replaces it or `settle` removes it; the caller reads its fields before either. The
   * caller checks (with `peek`) that there is one.
   */
  fireTop(): Entry {
    this.topFired = true;
    return this.heap[0]!;
  }

  /** Removes a fired root that no `push` replaced. */
  settle(): void {
    if (!this.topFired) return;
    this.topFired = false;
    this.recycle(this.pop());
  }

  push(time: number, priority: number, target: EventTarget, value: unknown): void {
    const order = priority * SEQ_SPAN + this.seq++;
    if (this.topFired) {
      this.topFired = false;
      this.replaceTop(time, order, target, value);
      return;
    }
    let entry = this.spare.pop();
    if (entry === undefined) entry = new Entry(time, order, target, value);
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

  /**
   * `push` at normal priority (1), the kernel's common case. It is kept small (the rare
   * insertion is out of line) so that fire methods that schedule can inline it, and it
   * passes no fractional number to a call (each would be boxed in a new heap number): the
   * root entry gets its fields here, and the insertion gets the seq, an integer.
   */
  pushNormal(time: number, target: EventTarget, value: unknown): void {
    const seq = this.seq++;
    if (!this.topFired) {
      this.insertNormal(time, seq, target, value);
      return;
    }
    this.topFired = false;
    const entry = this.heap[0]!;
    entry.time = time;
    entry.order = SEQ_SPAN + seq;
    entry.target = target;
    entry.value = value;
    this.siftDownFromRoot(entry);
  }

  /** Adds an entry at normal priority (a spare one when there is one) and sifts it up. */
  private insertNormal(time: number, seq: number, target: EventTarget, value: unknown): void {
    const order = SEQ_SPAN + seq;
    let entry = this.spare.pop();
    if (entry === undefined) entry = new Entry(time, order, target, value);
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
      if (parent.time < time || (parent.time === time && parent.order < order)) break;
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
    if (this.topFired) this.settle();
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) this.siftDownFromRoot(last);
    return top;
  }

  /** Puts a new event in the fired root's entry and sifts it down to its place. */
  private replaceTop(time: number, order: number, target: EventTarget, value: unknown): void {
    const entry = this.heap[0]!;
    entry.time = time;
    entry.order = order;
    entry.target = target;
    entry.value = value;
    this.siftDownFromRoot(entry);
  }

  /** Places `entry` at the root's slot, then moves it down past every earlier child. */
  private siftDownFromRoot(entry: Entry): void {
    const heap = this.heap;
    const n = heap.length;
    const time = entry.time;
    const order = entry.order;
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
      if (time < c.time || (time === c.time && order < c.order)) break;
      heap[i] = c;
      i = child;
    }
    heap[i] = entry;
  }
}
