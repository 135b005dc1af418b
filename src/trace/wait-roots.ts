/**
 * The root of every waiting transaction's wait chain, and how many waiters share each root
 * and each direct blocker, exactly as `waitChain` (wait-chain.ts) walked from each waiter
 * finds them. Counts how many waiters share each root, so a measure asks once per root.
 * Leaves out what transactions do (I/O, CPU): callers ask that of the roots.
 *
 * Two ways to keep the counts. Usually the wait graph is a forest (each waiter's first
 * still-blocking blocker is its parent) with no loop and no chain longer than the walk's
 * limit: then the counts are kept change by change (wait-forest.ts), and a change costs
 * the walks up the paths of the waiters whose parent it moves, found through an index of
 * who names whom. When a change would close a loop (a deadlock about to be broken, or a
 * stale blocker list naming a restarted transaction) or make a chain too long, the next
 * refresh recomputes every root at once (wait-recompute.ts), and once a recomputation
 * finds the graph a forest again, the forest is rebuilt from it and kept from then on.
 *
 * Cost: every transaction in the graph gets a dense slot (given back once it neither waits,
 * holds nor is named by a waiter, so they stay as few as the graph), and the work is on
 * typed arrays indexed by slot, marked with a generation number instead of being cleared,
 * so it allocates nothing per change or refresh.
 */
import { MAX_CHAIN } from './wait-chain.ts';
import { Link, WaitForest } from './wait-forest.ts';
import { grown } from './wait-loop-walks.ts';
import { RootRecompute, type WaitGraph } from './wait-recompute.ts';

export class WaitRoots implements WaitGraph {
  /** Waiting transaction -> the transactions it waits for (the list given when it blocked). */
  readonly waiting = new Map<number, readonly number[]>();
  /** Transactions holding locks (between a grant and their release-all). */
  readonly holding = new Set<number>();
  /** The forest is in use (kept change by change); otherwise `dirty` asks for a recomputation. */
  private incremental = true;
  private dirty = false;
  private recomputations = 0;
  private readonly forest = new WaitForest();
  private readonly full = new RootRecompute();

  /** Transaction id -> slot, and back. */
  private readonly slotOf = new Map<number, number>();
  private txnOf: number[] = [];
  /** Slots given back (their transaction neither waits, holds nor is named by a waiter). */
  private readonly freeSlots: number[] = [];
  /** Per slot: how many waiters' blocker lists name it. */
  private refs = new Int32Array(64);
  /** Per slot: waiting or holding (1) or neither (0). */
  active = new Uint8Array(64);
  /**
   * The blockers' slots of every waiter, side by side in one array (so a recomputation
   * reads memory in few places): a waiter's are `listLength` from `listStart`. Lists
   * replaced or ended leave holes, dropped when the array is full and the live lists are
   * copied anew. Each live entry is also on a list of the entries naming the same slot
   * (`namerHead`, `namerNext`, `namerPrev`), with its waiter in `entryOwner`.
   */
  lists = new Int32Array(1024);
  private entryOwner = new Int32Array(1024);
  private namerNext = new Int32Array(1024);
  private namerPrev = new Int32Array(1024);
  private namerHead = new Int32Array(64).fill(-1);
  private listsUsed = 0;
  private listsLive = 0;
  listStart = new Int32Array(64);
  listLength = new Int32Array(64);
  /** Waiting slots, dense, in any order; `position` is each one's index (-1 when not waiting). */
  private waiters = new Int32Array(64);
  private waiterCount = 0;
  position = new Int32Array(64).fill(-1);
  private holdingFlag = new Uint8Array(64);
  /** Waiters whose parent in the forest may have changed since the last refresh. */
  private queue = new Int32Array(64);
  private queued = new Uint8Array(64);
  private queueLength = 0;
  /** Scratch of `heightBelow`: the slots found so far, and which (marked with the round). */
  private level = new Int32Array(64);
  private levelMark = new Uint32Array(64);
  private levelRound = 0;

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
    return this.incremental ? this.forest.rootTotal : this.full.rootTotal;
  }

  get directsCounted(): number {
    return this.incremental ? this.forest.directTotal : this.full.directTotal;
  }

  /** The `i`th root and its waiters, below `rootsCounted` (call `refresh` first). */
  rootAt(i: number): number {
    return this.txnOf[this.incremental ? this.forest.rootAt(i) : this.full.rootAt(i)]!;
  }

  waitersOfRootAt(i: number): number {
    if (this.incremental) return this.forest.rootCountOf(this.forest.rootAt(i));
    return this.full.waitersOfRootAt(i);
  }

  /** The `i`th direct blocker and its waiters, below `directsCounted`. */
  directAt(i: number): number {
    return this.txnOf[this.incremental ? this.forest.directAt(i) : this.full.directAt(i)]!;
  }

  waitersOfDirectAt(i: number): number {
    if (this.incremental) return this.forest.directCountOf(this.forest.directAt(i));
    return this.full.waitersOfDirectAt(i);
  }

  /** How many waiters have `txn` as their root, refreshed first (0 when none). */
  rootCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === undefined) return 0;
    if (this.incremental) return this.forest.rootCountOf(s);
    return this.full.rootCountOf(s);
  }

  /** How many waiters wait directly for `txn`, refreshed first (0 when none). */
  directCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === undefined) return 0;
    if (this.incremental) return this.forest.directCountOf(s);
    return this.full.directCountOf(s);
  }

  /** Transactions with a slot now: those waiting, holding or named by a waiter. */
  get slotsInUse(): number {
    return this.slotOf.size;
  }

  /** How many times every root was recomputed at once (the rest were kept change by change). */
  get fullRecomputations(): number {
    return this.recomputations;
  }

  /** `txn` starts waiting for `blockers` (or waits again with a new list). */
  wait(txn: number, blockers: readonly number[]): void {
    this.waiting.set(txn, blockers);
    const s = this.slot(txn);
    const n = blockers.length;
    if (this.listsUsed + n > this.lists.length) this.compact(n);
    const start = this.listsUsed;
    this.listsUsed += n;
    for (let i = 0; i < n; i++) {
      const b = this.slot(blockers[i]!);
      this.lists[start + i] = b;
      this.entryOwner[start + i] = s;
      this.addNamer(start + i, b);
      this.refs[b]!++;
    }
    const wasWaiting = this.position[s] !== -1;
    const oldStart = this.listStart[s]!;
    const oldLength = this.listLength[s]!;
    this.listStart[s] = start;
    this.listLength[s] = n;
    this.listsLive += n;
    if (wasWaiting) {
      if (this.incremental) this.forest.cut(s);
      this.listsLive -= oldLength;
      this.dropList(oldStart, oldLength);
    } else {
      this.position[s] = this.waiterCount;
      this.waiters[this.waiterCount++] = s;
    }
    this.setActive(s, 1);
    this.enqueue(s);
    this.dirty = true;
  }

  /** `txn` stops waiting (granted, aborted, or released). */
  stopWaiting(txn: number): void {
    if (!this.waiting.delete(txn)) return;
    const s = this.slotOf.get(txn)!;
    if (this.incremental) this.forest.cut(s);
    const start = this.listStart[s]!;
    const length = this.listLength[s]!;
    this.listsLive -= length;
    const at = this.position[s]!;
    const last = this.waiters[--this.waiterCount]!;
    this.waiters[at] = last;
    this.position[last] = at;
    this.position[s] = -1;
    this.setActive(s, this.holdingFlag[s]!);
    this.dirty = true;
    this.dropList(start, length);
    this.freeIfUnused(s);
  }

  /** `txn` holds at least one lock from now on. */
  hold(txn: number): void {
    if (this.holding.has(txn)) return;
    this.holding.add(txn);
    const s = this.slot(txn);
    this.holdingFlag[s] = 1;
    this.setActive(s, 1);
    this.dirty = true;
  }

  /** `txn` holds no lock from now on. */
  release(txn: number): void {
    if (!this.holding.delete(txn)) return;
    const s = this.slotOf.get(txn)!;
    this.holdingFlag[s] = 0;
    this.setActive(s, this.position[s] === -1 ? 0 : 1);
    this.dirty = true;
    this.freeIfUnused(s);
  }

  /** Marks `s` active or not; the waiters naming it may then wait on someone else first. */
  private setActive(s: number, to: number): void {
    if (this.active[s] === to) return;
    this.active[s] = to;
    if (!this.incremental) return;
    for (let j = this.namerHead[s]!; j !== -1; j = this.namerNext[j]!) {
      this.enqueue(this.entryOwner[j]!);
    }
  }

  private enqueue(w: number): void {
    if (!this.incremental || this.queued[w] === 1) return;
    this.queued[w] = 1;
    if (this.queueLength === this.queue.length)
      this.queue = grown(this.queue, 2 * this.queueLength);
    this.queue[this.queueLength++] = w;
  }

  private addNamer(j: number, b: number): void {
    const head = this.namerHead[b]!;
    this.namerNext[j] = head;
    this.namerPrev[j] = -1;
    if (head !== -1) this.namerPrev[head] = j;
    this.namerHead[b] = j;
  }

  /** Drops one waiter's list: off the namer lists, and its references to its blockers. */
  private dropList(start: number, length: number): void {
    const { lists, namerNext, namerPrev } = this;
    for (let j = start; j < start + length; j++) {
      const b = lists[j]!;
      const before = namerPrev[j]!;
      const after = namerNext[j]!;
      if (before === -1) this.namerHead[b] = after;
      else namerNext[before] = after;
      if (after !== -1) namerPrev[after] = before;
      this.refs[b]!--;
      this.freeIfUnused(b);
    }
  }

  /** Copies the waiters' lists into new arrays with room for `extra` more. */
  private compact(extra: number): void {
    const size = Math.max(this.lists.length, 2 * (this.listsLive + extra));
    const from = this.lists;
    const to = new Int32Array(size);
    this.entryOwner = new Int32Array(size);
    this.namerNext = new Int32Array(size);
    this.namerPrev = new Int32Array(size);
    this.namerHead.fill(-1);
    let used = 0;
    for (let i = 0; i < this.waiterCount; i++) {
      const w = this.waiters[i]!;
      const start = this.listStart[w]!;
      const length = this.listLength[w]!;
      to.set(from.subarray(start, start + length), used);
      this.listStart[w] = used;
      for (let j = used; j < used + length; j++) {
        this.entryOwner[j] = w;
        this.addNamer(j, to[j]!);
      }
      used += length;
    }
    this.lists = to;
    this.listsUsed = used;
  }

  /** Gives a slot back once its transaction neither waits, holds nor is named. */
  private freeIfUnused(s: number): void {
    if (this.active[s] !== 0 || this.refs[s] !== 0 || this.position[s] !== -1) return;
    const txn = this.txnOf[s]!;
    if (this.slotOf.get(txn) !== s) return;
    this.slotOf.delete(txn);
    this.freeSlots.push(s);
  }

  /**
   * Brings the counts up to date with the graph: moves the waiters whose parent changed in
   * the forest, or recomputes everything when the forest cannot take a change. True when
   * anything changed.
   */
  refresh(): boolean {
    if (this.incremental) {
      if (this.queueLength === 0) return false;
      if (this.moveQueued()) return true;
    }
    if (!this.dirty) return false;
    this.recompute();
    return true;
  }

  /** Moves each queued waiter under its first still-blocking blocker; false when one cannot. */
  private moveQueued(): boolean {
    const { queue, queued, position, forest } = this;
    const n = this.queueLength;
    this.queueLength = 0;
    for (let i = 0; i < n; i++) {
      const w = queue[i]!;
      queued[w] = 0;
      if (position[w] === -1) continue;
      const to = this.firstBlocking(w);
      if (to === forest.parent[w]) continue;
      forest.cut(w);
      if (to === -1) continue;
      let linked = forest.link(w, to);
      if (linked === Link.MaybeTooDeep) {
        forest.tighten(w, this.heightBelow(w));
        linked = forest.link(w, to);
      }
      if (linked !== Link.Done) {
        for (let j = i + 1; j < n; j++) queued[queue[j]!] = 0;
        this.incremental = false;
        this.dirty = true;
        return false;
      }
    }
    this.dirty = false;
    return true;
  }

  /**
   * How many steps below `w` its furthest waiter in the forest is, found level by level
   * through the waiters naming each slot (stops counting past MAX_CHAIN).
   */
  private heightBelow(w: number): number {
    const { namerHead, namerNext, entryOwner } = this;
    const parent = this.forest.parent;
    let level = this.level;
    level[0] = w;
    let from = 0;
    let to = 1;
    let height = 0;
    for (;;) {
      let end = to;
      for (let i = from; i < to; i++) {
        const x = level[i]!;
        for (let j = namerHead[x]!; j !== -1; j = namerNext[j]!) {
          const c = entryOwner[j]!;
          // A waiter naming its parent twice is its child once: the first entry found adds it.
          if (parent[c] !== x || this.levelMark[c] === this.levelRound + 1) continue;
          this.levelMark[c] = this.levelRound + 1;
          if (end === level.length) level = this.level = grown(level, 2 * end);
          level[end++] = c;
        }
      }
      if (end === to || height > MAX_CHAIN) break;
      height++;
      from = to;
      to = end;
    }
    this.levelRound++;
    return height;
  }

  /** The first slot in `w`'s list, other than `w`, that waits or holds (-1 when none). */
  firstBlocking(w: number): number {
    const { lists, active } = this;
    const end = this.listStart[w]! + this.listLength[w]!;
    for (let j = this.listStart[w]!; j < end; j++) {
      const b = lists[j]!;
      if (b !== w && active[b] === 1) return b;
    }
    return -1;
  }

  /**
   * Recomputes every root at once; when no path loops or runs past the limit, rebuilds the
   * forest from the result and keeps it from then on.
   */
  private recompute(): void {
    this.dirty = false;
    this.recomputations++;
    const full = this.full;
    if (full.run(this, this.waiters, this.waiterCount)) {
      this.forest.rebuild(this.waiters, this.waiterCount, full.next, full.dist, this.txnOf.length);
      this.incremental = true;
    }
  }

  private slot(txn: number): number {
    const known = this.slotOf.get(txn);
    if (known !== undefined) return known;
    const free = this.freeSlots.pop();
    if (free !== undefined) {
      this.slotOf.set(txn, free);
      this.txnOf[free] = txn;
      this.forest.clear(free);
      return free;
    }
    const s = this.txnOf.length;
    this.slotOf.set(txn, s);
    this.txnOf.push(txn);
    if (s >= this.active.length) this.grow(2 * this.active.length);
    return s;
  }

  private grow(size: number): void {
    this.active = grown(this.active, size);
    this.refs = grown(this.refs, size);
    this.holdingFlag = grown(this.holdingFlag, size);
    this.waiters = grown(this.waiters, size);
    this.position = grown(this.position, size, -1);
    this.namerHead = grown(this.namerHead, size, -1);
    this.queued = grown(this.queued, size);
    this.levelMark = grown(this.levelMark, size);
    this.listStart = grown(this.listStart, size);
    this.listLength = grown(this.listLength, size);
    this.forest.grow(size);
    this.full.grow(size);
  }
}
