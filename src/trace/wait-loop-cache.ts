/**
 * What each loop slot's count found (wait-loops.ts), kept from one refresh to the next and
 * given again while nothing it read has changed. A loop slot's count reads two things: its
 * region of the forest (its subtree but for that of the loop slot under it: who reaches the
 * loop there, at what depth) and the walks it took (each step reads one slot's parent,
 * blocker list and its blockers' active flags). So an entry is dropped when the forest
 * changes under a slot of its region (a waiter cut from or linked under it) or when a slot
 * its walks stepped from changes (its parent, its list, or the activity of a slot it names).
 * At most 32 entries (a bit each in a per-slot mask of the walks that stepped from it); the
 * loop slots past those are counted afresh each time. Leaves out the counting itself.
 */
import { grown } from './wait-loop-walks.ts';

/** How many loop slots' counts are kept. */
const ENTRIES = 32;

/** The slots a walk stepped from, in order (repeats allowed), for the entry being filled. */
export class Trail {
  slots = new Int32Array(256);
  length = 0;

  push(s: number): void {
    if (this.length === this.slots.length) this.slots = grown(this.slots, 2 * this.length);
    this.slots[this.length++] = s;
  }
}

export class LoopSlotCache {
  readonly trail = new Trail();
  /** Per entry: its loop slot (-1 when free), the loop slot under it, the count it was last used in. */
  private readonly slotOf = new Int32Array(ENTRIES).fill(-1);
  private readonly belowOf = new Int32Array(ENTRIES);
  private readonly usedIn = new Uint32Array(ENTRIES);
  /** Per entry: the roots it found, as (slot, waiters) pairs, and the slots its walks stepped from. */
  private readonly results: Int32Array[] = [];
  private readonly resultLength = new Int32Array(ENTRIES);
  private readonly feet: Int32Array[] = [];
  private readonly footLength = new Int32Array(ENTRIES);
  /** Entries something they read has changed since they were filled (a bit each). */
  private stale = 0;
  /** Per slot: the entry kept for it as a loop slot (-1 when none). */
  private entryOf = new Int32Array(64).fill(-1);
  /** Per slot: the entries whose walks stepped from it (a bit each). */
  private footMask = new Uint32Array(64);
  /** Slots under which the forest changed since the last count, each once. */
  private changed = new Int32Array(64);
  private changedCount = 0;
  private changedStamp = new Uint32Array(64);
  private changedRound = 1;
  /** Entries in use (a bit each). */
  private live = 0;
  /** How many loop slots' counts were given again instead of counted. */
  reused = 0;

  constructor() {
    for (let i = 0; i < ENTRIES; i++) {
      this.results.push(new Int32Array(16));
      this.feet.push(new Int32Array(64));
    }
  }

  /** Slot `s`'s parent, list or the activity of one it names changed. */
  walkChanged(s: number): void {
    this.stale |= this.footMask[s]!;
  }

  /** A waiter was cut from under slot `s`, or linked under it. */
  regionChanged(s: number): void {
    if (this.live === 0 || this.changedStamp[s] === this.changedRound) return;
    this.changedStamp[s] = this.changedRound;
    if (this.changedCount === this.changed.length) {
      this.changed = grown(this.changed, 2 * this.changedCount);
    }
    this.changed[this.changedCount++] = s;
  }

  /** How many slots the forest changed under since the last count; each with `changedAt`. */
  get changedTotal(): number {
    return this.changedCount;
  }

  changedAt(i: number): number {
    return this.changed[i]!;
  }

  /** The forest changed in loop slot `e`'s region: its entry is stale. */
  regionOfChanged(e: number): void {
    const at = this.entryOf[e]!;
    if (at !== -1) this.stale |= 1 << at;
  }

  /** The changed slots were handed to `regionOfChanged` (by their loop slots). */
  changesSeen(): void {
    this.changedCount = 0;
    this.changedRound++;
  }

  /** The entry still valid for loop slot `e` above `below` in count `gen`, or -1. */
  valid(e: number, below: number, gen: number): number {
    const at = this.entryOf[e]!;
    if (at === -1 || this.belowOf[at] !== below || this.usedIn[at] === gen) return -1;
    if ((this.stale & (1 << at)) !== 0) return -1;
    this.usedIn[at] = gen;
    this.reused++;
    return at;
  }

  /** How many (slot, waiters) pairs entry `at` holds; read them with `resultAt`. */
  resultsOf(at: number): number {
    return this.resultLength[at]!;
  }

  resultAt(at: number, i: number): number {
    return this.results[at]![i]!;
  }

  /**
   * Starts filling an entry for loop slot `e` above `below` in count `gen` (its old one, or
   * a free one): its index, or -1 when none is free. The trail starts empty.
   */
  open(e: number, below: number, gen: number): number {
    this.trail.length = 0;
    let at = this.entryOf[e]!;
    if (at !== -1 && this.usedIn[at] === gen) return -1;
    if (at === -1) {
      if (this.live === -1) return -1;
      at = 31 - Math.clz32(~this.live & (this.live + 1));
      this.live |= 1 << at;
      this.entryOf[e] = at;
      this.slotOf[at] = e;
    } else this.forgetFeet(at);
    this.belowOf[at] = below;
    this.usedIn[at] = gen;
    this.resultLength[at] = 0;
    this.stale &= ~(1 << at);
    return at;
  }

  /** Entry `at` found `k` waiters with root `s`. */
  record(at: number, s: number, k: number): void {
    let r = this.results[at]!;
    const n = this.resultLength[at]!;
    if (n + 2 > r.length) r = this.results[at] = grown(r, 2 * r.length);
    r[n] = s;
    r[n + 1] = k;
    this.resultLength[at] = n + 2;
  }

  /** Entry `at` is filled: its walks stepped from the trail's slots. */
  close(at: number): void {
    const { slots, length } = this.trail;
    let foot = this.feet[at]!;
    if (length > foot.length) foot = this.feet[at] = grown(foot, 2 * length);
    const bit = 1 << at;
    const mask = this.footMask;
    let n = 0;
    for (let i = 0; i < length; i++) {
      const s = slots[i]!;
      if ((mask[s]! & bit) !== 0) continue;
      mask[s]! |= bit;
      foot[n++] = s;
    }
    this.footLength[at] = n;
  }

  /** Drops the entries count `gen` did not use. */
  endCount(gen: number): void {
    for (let at = 0; at < ENTRIES; at++) {
      if ((this.live & (1 << at)) !== 0 && this.usedIn[at] !== gen) this.drop(at);
    }
  }

  /** Drops every entry (no waiter is parked). */
  clear(): void {
    if (this.live === 0) return;
    for (let at = 0; at < ENTRIES; at++) if ((this.live & (1 << at)) !== 0) this.drop(at);
    this.changedCount = 0;
    this.changedRound++;
    this.stale = 0;
  }

  private drop(at: number): void {
    this.forgetFeet(at);
    this.entryOf[this.slotOf[at]!] = -1;
    this.slotOf[at] = -1;
    this.live &= ~(1 << at);
    this.stale &= ~(1 << at);
  }

  private forgetFeet(at: number): void {
    const foot = this.feet[at]!;
    const keep = ~(1 << at);
    for (let i = 0; i < this.footLength[at]!; i++) this.footMask[foot[i]!]! &= keep;
    this.footLength[at] = 0;
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.entryOf = grown(this.entryOf, size, -1);
    this.footMask = grown(this.footMask, size);
    this.changedStamp = grown(this.changedStamp, size);
  }
}
