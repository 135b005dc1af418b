/**
 * The wait roots' counts as one list while some waiters are parked (wait-roots.ts): the
 * forest's roots (but the parked, whose trees the forest does not count) and direct
 * blockers, merged with those of the parked trees (wait-loops.ts), a slot in both counted
 * once with the sum. Built when first asked for after a refresh, on typed arrays marked
 * with a generation number. Leaves out keeping either count.
 */
import type { WaitForest } from './wait-forest.ts';
import { grown } from './wait-loop-walks.ts';
import type { ParkedCounts } from './wait-loops.ts';

/** One merged list: slots and their counts, dense. */
export class CountList {
  private slots = new Int32Array(64);
  private counts = new Int32Array(64);
  total = 0;
  fresh = false;

  slotAt(i: number): number {
    return this.slots[i]!;
  }

  countAt(i: number): number {
    return this.counts[i]!;
  }

  add(s: number, count: number): void {
    this.slots[this.total] = s;
    this.counts[this.total++] = count;
  }

  grow(size: number): void {
    this.slots = grown(this.slots, size);
    this.counts = grown(this.counts, size);
  }
}

export class MergedCounts {
  private readonly rootList = new CountList();
  private readonly directList = new CountList();

  /** The counts changed: build the lists again when next asked. */
  stale(): void {
    this.rootList.fresh = false;
    this.directList.fresh = false;
  }

  /** Roots and their waiters; `parkedPos` is -1 for slots not parked. */
  roots(f: WaitForest, loops: ParkedCounts, parkedPos: Int32Array): CountList {
    const list = this.rootList;
    if (list.fresh) return list;
    list.fresh = true;
    list.total = 0;
    for (let i = 0; i < f.rootTotal; i++) {
      const s = f.rootAt(i);
      if (parkedPos[s] === -1) list.add(s, f.rootCountOf(s) + loops.rootCountOf(s));
    }
    for (let i = 0; i < loops.rootTotal; i++) {
      const s = loops.rootAt(i);
      if (!f.isListedRoot(s) || parkedPos[s] !== -1) list.add(s, loops.rootCountOf(s));
    }
    return list;
  }

  /** Direct blockers and their waiters. */
  directs(f: WaitForest, loops: ParkedCounts): CountList {
    const list = this.directList;
    if (list.fresh) return list;
    list.fresh = true;
    list.total = 0;
    for (let i = 0; i < f.directTotal; i++) {
      const s = f.directAt(i);
      list.add(s, f.directCountOf(s) + loops.directCountOf(s));
    }
    for (let i = 0; i < loops.directTotal; i++) {
      const s = loops.directAt(i);
      if (f.directCountOf(s) === 0) list.add(s, loops.directCountOf(s));
    }
    return list;
  }

  /** Room for `size` slots (each list holds each slot at most once). */
  grow(size: number): void {
    this.rootList.grow(size);
    this.directList.grow(size);
  }
}
