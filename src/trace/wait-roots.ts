/**
 * The root of every waiting transaction's wait chain, and how many waiters share each root
 * and each direct blocker, exactly as `waitChain` (wait-chain.ts) walked from each waiter
 * finds them. Counts how many waiters share each root, so a measure asks once per root.
 * Leaves out what transactions do (I/O, CPU): callers ask that of the roots.
 *
 * The counts are kept change by change in a forest (wait-forest.ts): each waiter's parent
 * is its first still-blocking blocker, and a change costs the walks up the paths of the
 * waiters whose parent it moves, found through an index of who names whom (the graph,
 * wait-graph-slots.ts). A waiter whose parent would close a loop (a deadlock not yet
 * broken: a blocker that released all its locks leaves the lists) or put a waiter past
 * the walk limit stays a root of its own, parked; each refresh tries to link the parked
 * again and counts the roots of their trees with a walk per loop slot (wait-loops.ts), so
 * the work grows with the loops and the changes, not with the waiters. A loop slot's count
 * is kept until the forest changes in its region or a slot its walks stepped from changes
 * (wait-loop-cache.ts): this class tells the cache of each cut, link and list change.
 *
 * Cost: the work is on typed arrays indexed by slot, marked with a generation number
 * instead of being cleared, so it allocates nothing per change or refresh.
 */
import { MAX_CHAIN } from './wait-chain.ts';
import { Link, WaitForest } from './wait-forest.ts';
import { WaitGraphSlots } from './wait-graph-slots.ts';
import { grown } from './wait-loop-walks.ts';
import { ParkedCounts } from './wait-loops.ts';
import { MergedCounts } from './wait-merged-counts.ts';

export class WaitRoots extends WaitGraphSlots {
  private readonly forest = new WaitForest();
  private readonly loops = new ParkedCounts();
  private readonly merged = new MergedCounts();
  /** Parked waiters, dense; `parkedPos` is each one's index (-1 when not parked). */
  private parked = new Int32Array(64);
  private parkedPos = new Int32Array(64).fill(-1);
  private parkedCount = 0;
  /** The parked trees' counts are in use (some waiter was parked at the last refresh). */
  private counting = false;
  /** Waiters whose parent in the forest may have changed since the last refresh. */
  private queue = new Int32Array(64);
  private queued = new Uint8Array(64);
  private queueLength = 0;
  /** Scratch of `heightBelow`: the slots found so far. */
  private level = new Int32Array(64);

  /** Root -> how many waiters have it (waiters without a root left out), refreshed first. */
  get rootCounts(): Map<number, number> {
    this.refresh();
    const m = new Map<number, number>();
    for (let i = 0; i < this.rootsCounted; i++) m.set(this.rootAt(i), this.waitersOfRootAt(i));
    return m;
  }

  /**
   * First still-blocking blocker -> how many waiters have it (holders come first in a
   * blocker list, so this is the holder a waiter waits for directly), refreshed first.
   */
  get directCounts(): Map<number, number> {
    this.refresh();
    const m = new Map<number, number>();
    for (let i = 0; i < this.directsCounted; i++) {
      m.set(this.directAt(i), this.waitersOfDirectAt(i));
    }
    return m;
  }

  /** How many distinct roots and direct blockers there are (call `refresh` first). */
  get rootsCounted(): number {
    if (!this.counting) return this.forest.rootTotal;
    return this.merged.roots(this.forest, this.loops, this.parkedPos).total;
  }

  get directsCounted(): number {
    if (!this.counting) return this.forest.directTotal;
    return this.merged.directs(this.forest, this.loops).total;
  }

  /**
   * `rootsCounted + directsCounted <= limit`, without merging the counts when the forest's
   * own already exceed it (call `refresh` first).
   */
  countedAtMost(limit: number): boolean {
    const f = this.forest;
    if (f.directTotal + Math.max(0, f.rootTotal - this.parkedCount) > limit) return false;
    return this.rootsCounted + this.directsCounted <= limit;
  }

  /** The `i`th root and its waiters, below `rootsCounted` (call `refresh` first). */
  rootAt(i: number): number {
    if (!this.counting) return this.txnOf[this.forest.rootAt(i)]!;
    return this.txnOf[this.merged.roots(this.forest, this.loops, this.parkedPos).slotAt(i)]!;
  }

  waitersOfRootAt(i: number): number {
    if (!this.counting) return this.forest.rootCountOf(this.forest.rootAt(i));
    return this.merged.roots(this.forest, this.loops, this.parkedPos).countAt(i);
  }

  /** The `i`th direct blocker and its waiters, below `directsCounted`. */
  directAt(i: number): number {
    if (!this.counting) return this.txnOf[this.forest.directAt(i)]!;
    return this.txnOf[this.merged.directs(this.forest, this.loops).slotAt(i)]!;
  }

  waitersOfDirectAt(i: number): number {
    if (!this.counting) return this.forest.directCountOf(this.forest.directAt(i));
    return this.merged.directs(this.forest, this.loops).countAt(i);
  }

  /** How many waiters have `txn` as their root, refreshed first (0 when none). */
  rootCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === -1) return 0;
    if (!this.counting) return this.forest.rootCountOf(s);
    const tree = this.parkedPos[s] === -1 ? this.forest.rootCountOf(s) : 0;
    return tree + this.loops.rootCountOf(s);
  }

  /** How many waiters wait directly for `txn`, refreshed first (0 when none). */
  directCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === -1) return 0;
    const tree = this.forest.directCountOf(s);
    return this.counting ? tree + this.loops.directCountOf(s) : tree;
  }

  /** Waiters parked now (their first blocker closes a loop or hangs their tree too deep). */
  get parkedWaiters(): number {
    return this.parkedCount;
  }

  /** How many waiters were walked on their own (below a loop, where the shared walks differ). */
  get ownWalks(): number {
    return this.loops.ownWalks;
  }

  /** How many loop slots' counts were given again from the last refresh (wait-loop-cache.ts). */
  get loopSlotsReused(): number {
    return this.loops.cache.reused;
  }

  /**
   * Brings the counts up to date with the graph: moves the waiters whose parent changed in
   * the forest, tries the parked ones again and counts their trees. True when anything
   * changed.
   */
  refresh(): boolean {
    if (!this.dirty) return false;
    this.dirty = false;
    if (this.queueLength === 0 && !this.counting) return false;
    this.moveQueued();
    if (this.parkedCount > 0) this.retryParked();
    this.counting = this.parkedCount > 0;
    if (this.counting) this.loops.count(this, this.forest, this.parked, this.parkedCount);
    else this.loops.cache.clear();
    this.merged.stale();
    return true;
  }

  protected listChanged(s: number): void {
    this.cut(s);
    this.unpark(s);
    if (this.position[s] !== -1) this.enqueue(s);
  }

  /** The waiters naming `s` may now wait on someone else first. */
  protected activeChanged(s: number): void {
    for (let j = this.namerHead[s]!; j !== -1; j = this.namerNext[j]!) {
      const w = this.entryOwner[j]!;
      this.loops.cache.walkChanged(w);
      this.enqueue(w);
    }
  }

  protected slotTaken(s: number): void {
    this.loops.cache.walkChanged(s);
    this.forest.clear(s);
  }

  /** Takes `w` out from under its parent, telling the loop counts' cache what changed. */
  private cut(w: number): void {
    const cache = this.loops.cache;
    cache.walkChanged(w);
    const p = this.forest.parent[w]!;
    if (p === -1) return;
    cache.regionChanged(p);
    this.forest.cut(w);
  }

  private enqueue(w: number): void {
    if (this.queued[w] === 1) return;
    this.queued[w] = 1;
    if (this.queueLength === this.queue.length)
      this.queue = grown(this.queue, 2 * this.queueLength);
    this.queue[this.queueLength++] = w;
  }

  /** Moves each queued waiter under its first still-blocking blocker, or parks it. */
  private moveQueued(): void {
    const { queue, queued, position, forest } = this;
    const n = this.queueLength;
    this.queueLength = 0;
    for (let i = 0; i < n; i++) {
      const w = queue[i]!;
      queued[w] = 0;
      if (position[w] === -1) continue;
      const to = this.firstBlocking(w);
      if (this.parkedPos[w] !== -1) this.unpark(w);
      else if (to === forest.parent[w]) continue;
      else this.cut(w);
      if (to !== -1 && !this.linked(w, to)) this.park(w);
    }
  }

  /** Links each parked waiter that now can be; again while any could. */
  private retryParked(): void {
    for (let again = true; again;) {
      again = false;
      for (let i = 0; i < this.parkedCount;) {
        const p = this.parked[i]!;
        const to = this.firstBlocking(p);
        if (to === -1 || this.linked(p, to)) {
          this.unpark(p);
          again = true;
        } else i++;
      }
    }
  }

  /** Puts root `w` under `to` in the forest; false when that would loop or run too deep. */
  private linked(w: number, to: number): boolean {
    let result = this.forest.link(w, to);
    if (result === Link.MaybeTooDeep) {
      this.forest.tighten(w, this.heightBelow(w));
      result = this.forest.link(w, to);
    }
    if (result !== Link.Done) return false;
    this.loops.cache.walkChanged(w);
    this.loops.cache.regionChanged(to);
    return true;
  }

  private park(w: number): void {
    this.parkedPos[w] = this.parkedCount;
    this.parked[this.parkedCount++] = w;
  }

  private unpark(w: number): void {
    const at = this.parkedPos[w]!;
    if (at === -1) return;
    const last = this.parked[--this.parkedCount]!;
    this.parked[at] = last;
    this.parkedPos[last] = at;
    this.parkedPos[w] = -1;
  }

  /** How many steps below `w` its furthest waiter in the forest is (stops past MAX_CHAIN). */
  private heightBelow(w: number): number {
    const { firstChild, nextSibling } = this.forest;
    let level = this.level;
    level[0] = w;
    let from = 0;
    let to = 1;
    let height = 0;
    for (;;) {
      let end = to;
      for (let i = from; i < to; i++) {
        for (let c = firstChild[level[i]!]!; c !== -1; c = nextSibling[c]!) {
          if (end === level.length) level = this.level = grown(level, 2 * end);
          level[end++] = c;
        }
      }
      if (end === to || height > MAX_CHAIN) break;
      height++;
      from = to;
      to = end;
    }
    return height;
  }

  protected grow(size: number): void {
    this.parked = grown(this.parked, size);
    this.parkedPos = grown(this.parkedPos, size, -1);
    this.queued = grown(this.queued, size);
    this.forest.grow(size);
    this.loops.grow(size);
    this.merged.grow(size);
  }
}
