/**
 * The root of every waiting transaction's wait chain, computed for all waiters at once in
 * time linear in the wait graph, and only again after the graph changed (a wait starts or
 * ends, a transaction starts or stops holding locks). The roots are exactly those of
 * `waitChain` (wait-chain.ts) walked from each waiter: each waiter's first still-blocking
 * blocker is found once, the resulting paths share their tails (memoized), and a waiter
 * whose path loops (a deadlock about to be broken, or a stale blocker list naming a
 * restarted transaction) or is longer than the walk's limit is walked the slow way so the
 * cycle and depth rules stay the same. Counts how many waiters share each root, so a
 * measure asks once per root. Leaves out what transactions do (I/O, CPU): callers ask that
 * of the roots.
 *
 * Cost: every transaction in the graph gets a dense slot (given back once it neither waits,
 * holds nor is named by a waiter, so they stay as few as the graph), and the recomputation works on
 * typed arrays indexed by slot, marked with a generation number instead of being cleared,
 * so it allocates nothing per refresh; the slow walk marks its chain the same way instead
 * of searching it. Waiters whose paths loop share one walk per loop slot they reach (see
 * `loopRoot`) instead of one walk of up to MAX_CHAIN steps each. Still linear in the
 * waiters per refresh: with deep convoys a graph change moves the roots of hundreds of
 * waiters (see the bench notes in the report).
 */
import { MAX_CHAIN } from './wait-chain.ts';

/** `dist` marks: on the path being followed, or leading into a loop. */
const VISITING = -1;
const LOOPS = -2;

export class WaitRoots {
  /** Waiting transaction -> the transactions it waits for (the list given when it blocked). */
  readonly waiting = new Map<number, readonly number[]>();
  /** Transactions holding locks (between a grant and their release-all). */
  readonly holding = new Set<number>();
  private dirty = false;

  /** Transaction id -> slot, and back. */
  private readonly slotOf = new Map<number, number>();
  private txnOf: number[] = [];
  /** Slots given back (their transaction neither waits, holds nor is named by a waiter). */
  private readonly freeSlots: number[] = [];
  /** Per slot: how many waiters' blocker lists name it. */
  private refs = new Int32Array(64);
  /** Per slot: waiting or holding (1) or neither (0). */
  private active = new Uint8Array(64);
  /**
   * The blockers' slots of every waiter, side by side in one array (so a refresh reads
   * memory in few places): a waiter's are `listLength` from `listStart`. Lists replaced or
   * ended leave holes, dropped when the array is full and the live lists are copied anew.
   */
  private lists = new Int32Array(1024);
  private listsUsed = 0;
  private listsLive = 0;
  private listStart = new Int32Array(64);
  private listLength = new Int32Array(64);
  /** Waiting slots, dense, in any order; `position` is each one's index (-1 when not waiting). */
  private waiters = new Int32Array(64);
  private waiterCount = 0;
  private position = new Int32Array(64).fill(-1);
  private holdingFlag = new Uint8Array(64);

  /** Scratch, valid where `stamp` equals `generation`. */
  private generation = 0;
  private stamp = new Uint32Array(64);
  private next = new Int32Array(64);
  private term = new Int32Array(64);
  private dist = new Int32Array(64);
  private path = new Int32Array(64);
  /**
   * Per waiter whose path loops: the first slot of the loop it reaches (`entry`) and its
   * steps to it (`pre`); valid where `dist` is LOOPS.
   */
  private entry = new Int32Array(64);
  private pre = new Int32Array(64);
  /**
   * Per loop slot, the walk from it (see `loopRoot`): where its steps start in `walks`, how
   * many, and the first step onto a slot whose path leads into that loop (past the limit
   * when none); valid where `walkStamp` equals `generation`.
   */
  private walkStart = new Int32Array(64);
  private walkSteps = new Int32Array(64);
  private walkDirty = new Int32Array(64);
  private walkStamp = new Uint32Array(64);
  private walks = new Int32Array(1024);
  private walksUsed = 0;
  /** The slow walk's chain membership: a slot is on the chain when its mark is `walk`. */
  private walk = 0;
  private onChain = new Uint32Array(64);
  /** Per root slot: waiters counted, valid where `rootStamp` equals `generation`. */
  private count = new Int32Array(64);
  private rootStamp = new Uint32Array(64);
  private roots = new Int32Array(64);
  /** Per direct blocker slot: waiters counted, valid where `directStamp` equals `generation`. */
  private directCount = new Int32Array(64);
  private directStamp = new Uint32Array(64);
  private directs = new Int32Array(64);
  /** How many roots and direct blockers the last refresh counted, and its generation. */
  private rootTotal = 0;
  private directTotal = 0;
  private countedGeneration = 0;

  /** Root -> how many waiters have it (waiters without a root left out), refreshed first. */
  get rootCounts(): Map<number, number> {
    this.refresh();
    const m = new Map<number, number>();
    for (let i = 0; i < this.rootTotal; i++) {
      const r = this.roots[i]!;
      m.set(this.txnOf[r]!, this.count[r]!);
    }
    return m;
  }

  /**
   * First still-blocking blocker -> how many waiters have it (holders come first in a
   * blocker list, so this is the holder a waiter waits for directly), refreshed first.
   */
  get directCounts(): Map<number, number> {
    this.refresh();
    const m = new Map<number, number>();
    for (let i = 0; i < this.directTotal; i++) {
      const d = this.directs[i]!;
      m.set(this.txnOf[d]!, this.directCount[d]!);
    }
    return m;
  }

  /** How many distinct roots and direct blockers the last refresh counted (call `refresh` first). */
  get rootsCounted(): number {
    return this.rootTotal;
  }

  get directsCounted(): number {
    return this.directTotal;
  }

  /** The `i`th root counted and its waiters, below `rootsCounted` (call `refresh` first). */
  rootAt(i: number): number {
    return this.txnOf[this.roots[i]!]!;
  }

  waitersOfRootAt(i: number): number {
    return this.count[this.roots[i]!]!;
  }

  /** The `i`th direct blocker counted and its waiters, below `directsCounted`. */
  directAt(i: number): number {
    return this.txnOf[this.directs[i]!]!;
  }

  waitersOfDirectAt(i: number): number {
    return this.directCount[this.directs[i]!]!;
  }

  /** How many waiters have `txn` as their root, refreshed first (0 when none). */
  rootCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === undefined || this.rootStamp[s] !== this.countedGeneration) return 0;
    return this.count[s]!;
  }

  /** How many waiters wait directly for `txn`, refreshed first (0 when none). */
  directCountOf(txn: number): number {
    this.refresh();
    const s = this.slotOf.get(txn);
    if (s === undefined || this.directStamp[s] !== this.countedGeneration) return 0;
    return this.directCount[s]!;
  }

  /** Transactions with a slot now: those waiting, holding or named by a waiter. */
  get slotsInUse(): number {
    return this.slotOf.size;
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
      this.refs[b]!++;
    }
    const wasWaiting = this.position[s] !== -1;
    const oldStart = this.listStart[s]!;
    const oldLength = this.listLength[s]!;
    this.listStart[s] = start;
    this.listLength[s] = n;
    this.listsLive += n;
    if (wasWaiting) {
      this.listsLive -= oldLength;
      this.unref(oldStart, oldLength);
    }
    if (this.position[s] === -1) {
      this.position[s] = this.waiterCount;
      this.waiters[this.waiterCount++] = s;
    }
    this.active[s] = 1;
    this.dirty = true;
  }

  /** `txn` stops waiting (granted, aborted, or released). */
  stopWaiting(txn: number): void {
    if (!this.waiting.delete(txn)) return;
    const s = this.slotOf.get(txn)!;
    const start = this.listStart[s]!;
    const length = this.listLength[s]!;
    this.listsLive -= length;
    const at = this.position[s]!;
    const last = this.waiters[--this.waiterCount]!;
    this.waiters[at] = last;
    this.position[last] = at;
    this.position[s] = -1;
    this.active[s] = this.holdingFlag[s]!;
    this.dirty = true;
    this.unref(start, length);
    this.freeIfUnused(s);
  }

  /** `txn` holds at least one lock from now on. */
  hold(txn: number): void {
    if (this.holding.has(txn)) return;
    this.holding.add(txn);
    const s = this.slot(txn);
    this.holdingFlag[s] = 1;
    this.active[s] = 1;
    this.dirty = true;
  }

  /** `txn` holds no lock from now on. */
  release(txn: number): void {
    if (!this.holding.delete(txn)) return;
    const s = this.slotOf.get(txn)!;
    this.holdingFlag[s] = 0;
    this.active[s] = this.position[s] === -1 ? 0 : 1;
    this.dirty = true;
    this.freeIfUnused(s);
  }

  /** Drops one waiter's references to its blockers, freeing the slots nobody needs. */
  private unref(start: number, length: number): void {
    for (let i = start; i < start + length; i++) {
      const b = this.lists[i]!;
      this.refs[b]!--;
      this.freeIfUnused(b);
    }
  }

  /** Copies the waiters' lists into a new array with room for `extra` more. */
  private compact(extra: number): void {
    const size = Math.max(this.lists.length, 2 * (this.listsLive + extra));
    const from = this.lists;
    const to = new Int32Array(size);
    let used = 0;
    for (let i = 0; i < this.waiterCount; i++) {
      const w = this.waiters[i]!;
      const start = this.listStart[w]!;
      const length = this.listLength[w]!;
      to.set(from.subarray(start, start + length), used);
      this.listStart[w] = used;
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
   * Brings `rootCounts` up to date with the graph (nothing to do when it has not changed);
   * true when it recomputed them.
   */
  refresh(): boolean {
    if (!this.dirty) return false;
    this.dirty = false;
    const gen = ++this.generation;
    const { waiters, lists, listStart, listLength, active, next, dist, term } = this;
    const { count, rootStamp, roots } = this;
    const n = this.waiterCount;
    let directTotal = 0;
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      const first = listStart[w]!;
      const end = first + listLength[w]!;
      let to = -1;
      for (let j = first; j < end; j++) {
        const b = lists[j]!;
        if (b !== w && active[b] === 1) {
          to = b;
          break;
        }
      }
      next[w] = to;
      if (to !== -1) {
        if (this.directStamp[to] !== gen) {
          this.directStamp[to] = gen;
          this.directCount[to] = 0;
          this.directs[directTotal++] = to;
        }
        this.directCount[to]!++;
      }
    }
    // `next` is valid for waiters only; a slot that is not waiting has none.
    this.walksUsed = 0;
    for (let i = 0; i < n; i++) this.follow(waiters[i]!, gen);
    let rootTotal = 0;
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      const d = dist[w]!;
      let root: number;
      if (d === 0) root = -1;
      else if (d > 0 && d <= MAX_CHAIN) root = term[w]!;
      else if (d === LOOPS) root = this.loopRoot(w, gen);
      else root = this.slowRoot(w);
      if (root < 0) continue;
      if (rootStamp[root] !== gen) {
        rootStamp[root] = gen;
        count[root] = 0;
        roots[rootTotal++] = root;
      }
      count[root]!++;
    }
    this.rootTotal = rootTotal;
    this.directTotal = directTotal;
    this.countedGeneration = gen;
    return true;
  }

  /**
   * Fills `term` (where the path from `w` ends) and `dist` (its steps) along the path; a
   * path that loops gets LOOPS, with the loop slot it reaches (`entry`) and its steps to it.
   */
  private follow(w: number, gen: number): void {
    const { next, term, dist, stamp, path, position, entry, pre } = this;
    let length = 0;
    let x = w;
    let endTerm = x;
    let endDist = 0;
    let endEntry = -1;
    let endPre = 0;
    for (;;) {
      if (stamp[x] === gen) {
        const known = dist[x]!;
        if (known === VISITING) {
          // A new loop: its slots are the end of the path, from `x` on; each is its own entry.
          let i = length - 1;
          while (path[i] !== x) i--;
          for (let j = i; j < length; j++) {
            const y = path[j]!;
            dist[y] = LOOPS;
            entry[y] = y;
            pre[y] = 0;
          }
          length = i;
          endDist = LOOPS;
          endEntry = x;
          break;
        }
        if (known === LOOPS) {
          endDist = LOOPS;
          endEntry = entry[x]!;
          endPre = pre[x]!;
          break;
        }
        endTerm = term[x]!;
        endDist = known;
        break;
      }
      const n = position[x] === -1 ? -1 : next[x]!;
      if (n === -1) {
        stamp[x] = gen;
        term[x] = x;
        dist[x] = 0;
        endTerm = x;
        endDist = 0;
        break;
      }
      stamp[x] = gen;
      dist[x] = VISITING;
      path[length++] = x;
      x = n;
    }
    for (let i = length - 1; i >= 0; i--) {
      const p = path[i]!;
      if (endDist === LOOPS) {
        endPre += 1;
        entry[p] = endEntry;
        pre[p] = endPre;
      } else {
        endDist += 1;
        term[p] = endTerm;
      }
      dist[p] = endDist;
    }
  }

  /**
   * `slowRoot` for a waiter whose path loops, shared by all that reach the loop at the same
   * slot: such a walk is the waiter's steps to the loop slot, then the walk from that slot,
   * which is the same for all of them unless it steps onto a slot of their own steps (then
   * on the chain, so skipped). The walk from the loop slot is made once per refresh; a
   * waiter whose share of it reaches a step onto any slot whose path leads into that loop
   * slot walks on its own.
   */
  private loopRoot(w: number, gen: number): number {
    const c = this.entry[w]!;
    const p = this.pre[w]!;
    if (p >= MAX_CHAIN) return this.slowRoot(w);
    if (this.walkStamp[c] !== gen) this.walkFrom(c, gen);
    const steps = Math.min(this.walkSteps[c]!, MAX_CHAIN - p);
    if (steps >= this.walkDirty[c]!) return this.slowRoot(w);
    if (p + steps === 0) return -1;
    return this.walks[this.walkStart[c]! + steps]!;
  }

  /** The slow walk from loop slot `c`, its slots kept in `walks` (see `loopRoot`). */
  private walkFrom(c: number, gen: number): void {
    const { lists, listStart, listLength, position, active, onChain, stamp, dist, entry, pre } =
      this;
    if (this.walksUsed + MAX_CHAIN + 1 > this.walks.length) {
      const bigger = new Int32Array(2 * this.walks.length + MAX_CHAIN + 1);
      bigger.set(this.walks);
      this.walks = bigger;
    }
    const walks = this.walks;
    const start = this.walksUsed;
    const mark = ++this.walk;
    onChain[c] = mark;
    walks[start] = c;
    let current = c;
    let steps = 0;
    let dirty = MAX_CHAIN + 1;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      if (position[current] === -1) break;
      const first = listStart[current]!;
      const end = first + listLength[current]!;
      let to = -1;
      for (let j = first; j < end; j++) {
        const b = lists[j]!;
        if (b !== current && onChain[b] !== mark && active[b] === 1) {
          to = b;
          break;
        }
      }
      if (to === -1) break;
      onChain[to] = mark;
      walks[start + ++steps] = to;
      if (dirty > steps && stamp[to] === gen && dist[to] === LOOPS && entry[to] === c) {
        if (pre[to]! > 0) dirty = steps;
      }
      current = to;
    }
    this.walksUsed = start + steps + 1;
    this.walkStamp[c] = gen;
    this.walkStart[c] = start;
    this.walkSteps[c] = steps;
    this.walkDirty[c] = dirty;
  }

  /** `waitChain`'s root for a waiter whose path loops or runs past the limit, or -1. */
  private slowRoot(w: number): number {
    const { lists, listStart, listLength, position, active, onChain } = this;
    const mark = ++this.walk;
    onChain[w] = mark;
    let current = w;
    let length = 1;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      if (position[current] === -1) break;
      const first = listStart[current]!;
      const end = first + listLength[current]!;
      let to = -1;
      for (let j = first; j < end; j++) {
        const b = lists[j]!;
        if (b !== current && onChain[b] !== mark && active[b] === 1) {
          to = b;
          break;
        }
      }
      if (to === -1) break;
      onChain[to] = mark;
      length++;
      current = to;
    }
    return length > 1 ? current : -1;
  }

  private slot(txn: number): number {
    const known = this.slotOf.get(txn);
    if (known !== undefined) return known;
    const free = this.freeSlots.pop();
    if (free !== undefined) {
      this.slotOf.set(txn, free);
      this.txnOf[free] = txn;
      return free;
    }
    const s = this.txnOf.length;
    this.slotOf.set(txn, s);
    this.txnOf.push(txn);
    if (s >= this.active.length) this.grow(2 * this.active.length);
    return s;
  }

  private grow(size: number): void {
    const bigger = <A extends Uint8Array | Int32Array | Uint32Array>(a: A, fill = 0): A => {
      const b = new (a.constructor as new (n: number) => A)(size);
      b.fill(fill);
      b.set(a);
      return b;
    };
    this.active = bigger(this.active);
    this.refs = bigger(this.refs);
    this.holdingFlag = bigger(this.holdingFlag);
    this.waiters = bigger(this.waiters);
    this.position = bigger(this.position, -1);
    this.stamp = bigger(this.stamp);
    this.next = bigger(this.next);
    this.term = bigger(this.term);
    this.dist = bigger(this.dist);
    this.path = bigger(this.path);
    this.onChain = bigger(this.onChain);
    this.count = bigger(this.count);
    this.rootStamp = bigger(this.rootStamp);
    this.roots = bigger(this.roots);
    this.directCount = bigger(this.directCount);
    this.directStamp = bigger(this.directStamp);
    this.directs = bigger(this.directs);
    this.listStart = bigger(this.listStart);
    this.listLength = bigger(this.listLength);
    this.entry = bigger(this.entry);
    this.pre = bigger(this.pre);
    this.walkStart = bigger(this.walkStart);
    this.walkSteps = bigger(this.walkSteps);
    this.walkDirty = bigger(this.walkDirty);
    this.walkStamp = bigger(this.walkStamp);
  }
}
