/**
 * The roots of the waiters in the parked trees of the wait forest (wait-roots.ts): a
 * waiter whose first still-blocking blocker would close a loop (a deadlock not yet broken:
 * a blocker that released all its locks leaves the lists, wait-graph-slots.ts) or put a
 * waiter past the walk limit stays a root of its own in the forest, parked, with everyone
 * below it. The forest's counts do not give those waiters' roots; this counts them, in
 * work that grows with the loops, not with the waiters.
 *
 * A parked waiter `p` whose first blocker leads back up to it closes a loop: `p`, then the
 * slots from that blocker up to `p`. Every waiter of its tree reaches the loop at one loop
 * slot `e` (the first on its path up) and `waitChain` from it goes up to `e`, once around
 * the loop, and on from there as the walk from `e` itself goes, unless that walk steps
 * onto the waiter's own path below `e` (then on its chain, so skipped). So one walk per
 * loop slot gives the root of every waiter reaching the loop there, counted from the
 * forest's subtree sizes; the waiters below a slot that walk steps onto share a walk per
 * such slot (wait-loop-share.ts), and where the walk limit could cut some short, the
 * waiters reaching `e` deep enough for that are visited with their depths (found by
 * going down only where the forest's height bound says they can be). A parked waiter whose
 * first blocker does not lead back to it (its tree would hang too deep) is counted the same
 * way, as a loop slot of its own: its waiters' walks go up to it and on as its own walk goes.
 * A loop slot whose region and walks have not changed since the last count gives again
 * what it found then (wait-loop-cache.ts).
 * Leaves out keeping the forest and the graph (wait-forest.ts, wait-graph-slots.ts).
 */
import { MAX_CHAIN } from './wait-chain.ts';
import type { WaitForest } from './wait-forest.ts';
import { LoopSlotCache } from './wait-loop-cache.ts';
import { SharedDivergence } from './wait-loop-share.ts';
import { grown, LoopWalks, type WaitGraphArrays } from './wait-loop-walks.ts';

/** What the counts read of the graph, indexed by slot (see WaitGraphSlots). */
export interface ParkedGraph extends WaitGraphArrays {
  firstBlocking(w: number): number;
}

export class ParkedCounts {
  /** What each loop slot's count found, given again while nothing it read changed. */
  readonly cache = new LoopSlotCache();
  private readonly walks = new LoopWalks(this.cache.trail);
  private readonly share = new SharedDivergence(this.cache.trail);
  /** The cache entry being filled (-1 when none). */
  private filling = -1;
  /** Marks of one counting: valid where a stamp equals `generation`. */
  private generation = 0;
  /** Per root slot: waiters of the parked trees whose root it is, and the dense list. */
  private rootCount = new Int32Array(64);
  private rootStamp = new Uint32Array(64);
  private roots = new Int32Array(64);
  rootTotal = 0;
  /** Per slot: parked waiters whose first blocker it is, and the dense list. */
  private directCount = new Int32Array(64);
  private directStamp = new Uint32Array(64);
  private directs = new Int32Array(64);
  directTotal = 0;
  /** Per slot: the loop slot its path up reaches (-1 when none); loop slots name themselves. */
  private entryOf = new Int32Array(64);
  private entryStamp = new Uint32Array(64);
  /** Per parked slot: its first blocker leads back to it (a loop). */
  private loopStamp = new Uint32Array(64);
  /** Per slot: below a slot the walk from its loop slot steps onto (counted apart). */
  private ownStamp = new Uint32Array(64);
  /** Scratch: a walk, a path up, a visit of a subtree with depths. */
  private readonly walk = new Int32Array(MAX_CHAIN + 1);
  private up = new Int32Array(64);
  private visit = new Int32Array(64);
  private depth = new Int32Array(64);
  /** Scratch of `deepBelow`: the depths of its stack (kept in `up`). */
  private stackDepth = new Int32Array(64);
  /** How many waiters were walked on their own (the rest were counted). */
  get ownWalks(): number {
    return this.share.ownWalks;
  }

  /** How many waiters of the parked trees have slot `s` as their root. */
  rootCountOf(s: number): number {
    return this.rootStamp[s] === this.generation ? this.rootCount[s]! : 0;
  }

  /** How many parked waiters have slot `s` as their first blocker. */
  directCountOf(s: number): number {
    return this.directStamp[s] === this.generation ? this.directCount[s]! : 0;
  }

  rootAt(i: number): number {
    return this.roots[i]!;
  }

  directAt(i: number): number {
    return this.directs[i]!;
  }

  /** Counts the roots of every waiter in the trees of the `n` parked waiters. */
  count(g: ParkedGraph, f: WaitForest, parked: Int32Array, n: number): void {
    const gen = ++this.generation;
    this.rootTotal = 0;
    this.directTotal = 0;
    const parent = f.parent;
    // First mark every loop slot and parked waiter, so a path up from any slot finds its
    // loop slot (a parked waiter whose first blocker does not lead back to it is its own).
    for (let i = 0; i < n; i++) {
      const p = parked[i]!;
      const to = g.firstBlocking(p);
      this.addDirect(to, gen);
      this.entryStamp[p] = gen;
      this.entryOf[p] = p;
      let r = to;
      while (parent[r] !== -1) r = parent[r]!;
      if (r !== p) continue;
      this.loopStamp[p] = gen;
      for (let a = to; ; a = parent[a]!) {
        this.entryStamp[a] = gen;
        this.entryOf[a] = a;
        if (a === p) break;
      }
    }
    const cache = this.cache;
    for (let i = 0; i < cache.changedTotal; i++) {
      const e = this.entryOfSlot(parent, cache.changedAt(i), gen);
      if (e !== -1) cache.regionOfChanged(e);
    }
    cache.changesSeen();
    for (let i = 0; i < n; i++) {
      const p = parked[i]!;
      const to = g.firstBlocking(p);
      if (this.loopStamp[p] !== gen) {
        this.countLoopSlot(g, f, p, -1, gen);
        continue;
      }
      let below = -1;
      for (let e = to; ; e = parent[e]!) {
        this.countLoopSlot(g, f, e, below, gen);
        if (e === p) break;
        below = e;
      }
    }
    this.cache.endCount(gen);
  }

  /** Counts loop slot `e`'s waiters, or gives again what the last count found if still valid. */
  private countLoopSlot(g: ParkedGraph, f: WaitForest, e: number, below: number, gen: number) {
    const cache = this.cache;
    const valid = cache.valid(e, below, gen);
    if (valid !== -1) {
      for (let i = 0; i < cache.resultsOf(valid); i += 2) {
        this.addRoot(cache.resultAt(valid, i), cache.resultAt(valid, i + 1), gen);
      }
      return;
    }
    this.filling = cache.open(e, below, gen);
    this.countAfresh(g, f, e, below, gen);
    if (this.filling !== -1) cache.close(this.filling);
    this.filling = -1;
  }

  /**
   * The waiters reaching the loop at `e` (its subtree but for that of `below`, the loop
   * slot under it): one walk from `e`, then counts, or walks of their own where needed.
   */
  private countAfresh(g: ParkedGraph, f: WaitForest, e: number, below: number, gen: number) {
    const walk = this.walk;
    const length = this.walks.walkInto(g, e, walk, f.parent);
    const share = this.share;
    share.start();
    for (let j = 1; j < length; j++) {
      const y = walk[j]!;
      if (this.entryStamp[y] === gen && this.entryOf[y] === y) continue;
      if (this.entryOfSlot(f.parent, y, gen) === e) share.markStep(y, j);
    }
    let own = 0;
    for (let j = 1; j < length; j++) {
      const y = walk[j]!;
      if (!share.stepped(y) || this.ownStamp[y] === gen) continue;
      let dTop = 0;
      for (let a = y; a !== e; a = f.parent[a]!) dTop++;
      const n = this.subtree(f, y, -1, gen);
      for (let i = 0; i < n; i++) this.ownStamp[this.visit[i]!] = gen;
      share.count(g, f, this.visit, this.depth, n, dTop, walk, this, gen);
      own += n;
    }
    const reaching = f.desc[e]! + 1 - (below === -1 ? 0 : f.desc[below]! + 1) - own;
    if (reaching === 0) return;
    if (f.hub[e]! + length - 1 <= MAX_CHAIN) {
      this.addRoot(walk[length - 1]!, reaching, gen);
      return;
    }
    // The limit may cut the deepest waiters' walks short: visit those with their depths
    // (the rest, the walk's end), going down only where `hub` says one could be that deep.
    const shallowest = MAX_CHAIN - length + 2;
    const deep = this.deepBelow(f, e, below, shallowest, gen);
    for (let i = 0; i < deep; i++) this.addRoot(walk[MAX_CHAIN - this.depth[i]!]!, 1, gen);
    if (reaching > deep) this.addRoot(walk[length - 1]!, reaching - deep, gen);
  }

  /**
   * Fills `visit` and `depth` with the waiters of `top`'s subtree at least `shallowest` steps
   * below it, but for `skip`'s subtree and the waiters already walked on their own; how
   * many. Goes below a slot only where its `hub` (at least its height) reaches that deep.
   */
  private deepBelow(f: WaitForest, top: number, skip: number, shallowest: number, gen: number) {
    const { firstChild, nextSibling, hub } = f;
    let visit = this.visit;
    let depth = this.depth;
    let found = 0;
    // A stack of slots still to look at, kept past the found ones in the same arrays.
    let stack = this.up;
    let stackDepth = this.stackDepth;
    stack[0] = top;
    stackDepth[0] = 0;
    let n = 1;
    while (n > 0) {
      const s = stack[--n]!;
      const d = stackDepth[n]!;
      if (d >= shallowest) {
        if (found === visit.length) {
          visit = this.visit = grown(visit, 2 * found);
          depth = this.depth = grown(depth, 2 * found);
        }
        visit[found] = s;
        depth[found++] = d;
      }
      for (let c = firstChild[s]!; c !== -1; c = nextSibling[c]!) {
        if (c === skip || this.ownStamp[c] === gen || d + 1 + hub[c]! < shallowest) continue;
        if (n === stack.length) {
          stack = this.up = grown(stack, 2 * n);
          stackDepth = this.stackDepth = grown(stackDepth, 2 * n);
        }
        stack[n] = c;
        stackDepth[n++] = d + 1;
      }
    }
    return found;
  }

  /**
   * Fills `visit` (and `depth`, steps below `top`) with `top`'s subtree in the forest, but
   * for `skip`'s subtree and the waiters already walked on their own; how many.
   */
  private subtree(f: WaitForest, top: number, skip: number, gen: number): number {
    const { firstChild, nextSibling } = f;
    let visit = this.visit;
    let depth = this.depth;
    visit[0] = top;
    depth[0] = 0;
    let end = 1;
    for (let i = 0; i < end; i++) {
      for (let c = firstChild[visit[i]!]!; c !== -1; c = nextSibling[c]!) {
        if (c === skip || this.ownStamp[c] === gen) continue;
        if (end === visit.length) {
          visit = this.visit = grown(visit, 2 * end);
          depth = this.depth = grown(depth, 2 * end);
        }
        visit[end] = c;
        depth[end++] = depth[i]! + 1;
      }
    }
    return end;
  }

  /** The loop slot `y`'s path up in the forest reaches (-1 when none), kept on the way. */
  private entryOfSlot(parent: Int32Array, y: number, gen: number): number {
    const { entryStamp, entryOf } = this;
    let length = 0;
    let x = y;
    let found = -1;
    for (;;) {
      if (entryStamp[x] === gen) {
        found = entryOf[x]!;
        break;
      }
      if (length === this.up.length) this.up = grown(this.up, 2 * length);
      this.up[length++] = x;
      const p = parent[x]!;
      if (p === -1) break;
      x = p;
    }
    for (let i = 0; i < length; i++) {
      entryStamp[this.up[i]!] = gen;
      entryOf[this.up[i]!] = found;
    }
    return found;
  }

  addRoot(s: number, k: number, gen: number): void {
    if (this.filling !== -1) this.cache.record(this.filling, s, k);
    if (this.rootStamp[s] !== gen) {
      this.rootStamp[s] = gen;
      this.rootCount[s] = 0;
      this.roots[this.rootTotal++] = s;
    }
    this.rootCount[s]! += k;
  }

  private addDirect(s: number, gen: number): void {
    if (this.directStamp[s] !== gen) {
      this.directStamp[s] = gen;
      this.directCount[s] = 0;
      this.directs[this.directTotal++] = s;
    }
    this.directCount[s]!++;
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.cache.grow(size);
    this.walks.grow(size);
    this.share.grow(size);
    this.rootCount = grown(this.rootCount, size);
    this.rootStamp = grown(this.rootStamp, size);
    this.roots = grown(this.roots, size);
    this.directCount = grown(this.directCount, size);
    this.directStamp = grown(this.directStamp, size);
    this.directs = grown(this.directs, size);
    this.entryOf = grown(this.entryOf, size);
    this.entryStamp = grown(this.entryStamp, size);
    this.ownStamp = grown(this.ownStamp, size);
    this.loopStamp = grown(this.loopStamp, size);
  }
}
