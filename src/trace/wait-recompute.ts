/**
 * Every waiter's root at once, in time linear in the wait graph (wait-roots.ts calls it
 * when its forest cannot take a change): each waiter's first still-blocking blocker is found
 * once, the paths share their tails (memoized), and a waiter whose path loops or runs past
 * the walk's limit is walked the slow way (wait-loop-walks.ts) so the cycle and depth rules
 * of `waitChain` stay the same. Counts the waiters of each root and each direct blocker.
 * Works on typed arrays indexed by slot, marked with a generation number instead of being
 * cleared, so it allocates nothing per recomputation. Leaves out keeping the graph
 * (WaitRoots) and keeping the counts between changes (wait-forest.ts).
 */
import { MAX_CHAIN } from './wait-chain.ts';
import { grown, LoopWalks, LOOPS, VISITING, type WaitGraphArrays } from './wait-loop-walks.ts';

/** What a recomputation reads of the graph (WaitRoots), indexed by slot. */
export interface WaitGraph {
  readonly lists: Int32Array;
  readonly listStart: Int32Array;
  readonly listLength: Int32Array;
  readonly position: Int32Array;
  readonly active: Uint8Array;
  /** The first slot in `w`'s list, other than `w`, that waits or holds (-1 when none). */
  firstBlocking(w: number): number;
}

export class RootRecompute implements WaitGraphArrays {
  /** The graph's arrays as of the recomputation under way. */
  lists: Int32Array = new Int32Array(0);
  listStart: Int32Array = new Int32Array(0);
  listLength: Int32Array = new Int32Array(0);
  position: Int32Array = new Int32Array(0);
  active: Uint8Array = new Uint8Array(0);
  private readonly loops = new LoopWalks();

  /** Scratch, valid where `stamp` equals `generation`. */
  private generation = 0;
  stamp = new Uint32Array(64);
  /** Per waiter: its first still-blocking blocker (-1 when none), and its steps to its root. */
  next = new Int32Array(64);
  dist = new Int32Array(64);
  private term = new Int32Array(64);
  private path = new Int32Array(64);
  /** Per waiter whose path loops: the first slot of the loop it reaches, and its steps to it. */
  entry = new Int32Array(64);
  pre = new Int32Array(64);
  /** Per root slot: waiters counted, valid where `rootStamp` equals `generation`. */
  private count = new Int32Array(64);
  private rootStamp = new Uint32Array(64);
  private roots = new Int32Array(64);
  /** Per direct blocker slot: waiters counted, valid where `directStamp` equals `generation`. */
  private directCount = new Int32Array(64);
  private directStamp = new Uint32Array(64);
  private directs = new Int32Array(64);
  /** How many distinct roots and direct blockers the last recomputation counted. */
  rootTotal = 0;
  directTotal = 0;

  /** The `i`th root's slot and its waiters, below `rootTotal`. */
  rootAt(i: number): number {
    return this.roots[i]!;
  }

  waitersOfRootAt(i: number): number {
    return this.count[this.roots[i]!]!;
  }

  /** The `i`th direct blocker's slot and its waiters, below `directTotal`. */
  directAt(i: number): number {
    return this.directs[i]!;
  }

  waitersOfDirectAt(i: number): number {
    return this.directCount[this.directs[i]!]!;
  }

  /** How many waiters have slot `s` as their root (0 when none). */
  rootCountOf(s: number): number {
    return this.rootStamp[s] === this.generation ? this.count[s]! : 0;
  }

  /** How many waiters have slot `s` as their direct blocker (0 when none). */
  directCountOf(s: number): number {
    return this.directStamp[s] === this.generation ? this.directCount[s]! : 0;
  }

  /**
   * Recomputes the roots of the `n` waiters in `waiters`; true when no path loops or runs
   * past the limit (the graph is a forest the incremental counts can start from).
   */
  run(g: WaitGraph, waiters: Int32Array, n: number): boolean {
    this.lists = g.lists;
    this.listStart = g.listStart;
    this.listLength = g.listLength;
    this.position = g.position;
    this.active = g.active;
    const gen = ++this.generation;
    const { next, dist, term, count, rootStamp, roots } = this;
    let directTotal = 0;
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      const to = g.firstBlocking(w);
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
    this.loops.startRecompute();
    for (let i = 0; i < n; i++) this.follow(waiters[i]!, gen);
    let rootTotal = 0;
    let forestLike = true;
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      const d = dist[w]!;
      let root: number;
      if (d === 0) root = -1;
      else if (d > 0 && d <= MAX_CHAIN) root = term[w]!;
      else if (d === LOOPS) {
        forestLike = false;
        root = this.loops.loopRoot(this, w, gen);
      } else {
        forestLike = false;
        root = this.loops.slowRoot(this, w);
      }
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
    return forestLike;
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

  /** Room for `size` slots. */
  grow(size: number): void {
    this.stamp = grown(this.stamp, size);
    this.next = grown(this.next, size);
    this.term = grown(this.term, size);
    this.dist = grown(this.dist, size);
    this.path = grown(this.path, size);
    this.entry = grown(this.entry, size);
    this.pre = grown(this.pre, size);
    this.count = grown(this.count, size);
    this.rootStamp = grown(this.rootStamp, size);
    this.roots = grown(this.roots, size);
    this.directCount = grown(this.directCount, size);
    this.directStamp = grown(this.directStamp, size);
    this.directs = grown(this.directs, size);
    this.loops.grow(size);
  }
}
