/**
 * The waiters a loop slot's walk steps onto the paths of (wait-loops.ts), counted by shared
 * walks instead of a walk each. A waiter `m` at depth `d` below loop slot `e` walks up to
 * `e`, then along the walk from `e` (`W`) until `W` steps onto a slot of its own path, at
 * step `D` (the least step onto any slot of that path, kept down the tree). The waiters whose
 * `D` is a step onto the same slot `t` share everything up to there: their chains hold the
 * walk so far and the path from `t` up to `e`, and they go on from `W[D - 1]` the same way
 * (one continuation walk per such `t`), unless that continuation steps onto their own paths
 * below `t`: those (and any whose step is marked by two continuations) walk on their own.
 * The walk limit cuts each waiter's walk by its depth. Leaves out the waiters `W` does not
 * step onto (counted from the forest's subtree sizes) and the forest itself.
 */
import { MAX_CHAIN } from './wait-chain.ts';
import type { WaitForest } from './wait-forest.ts';
import { grown, LoopWalks, type StepLog, type WaitGraphArrays } from './wait-loop-walks.ts';
import { OwnWalks } from './wait-own-walks.ts';

/** No step. */
const NONE = 0x7fffffff;

/** Where the roots found go. */
export interface RootSink {
  addRoot(s: number, k: number, gen: number): void;
}

export class SharedDivergence {
  private readonly walks: LoopWalks;
  private readonly own: OwnWalks;
  /** Numbers the loop slots counted, so per-slot marks need no clearing. */
  private round = 0;
  /** Per slot: the first step of the current loop slot's walk onto it. */
  private stepAt = new Int32Array(64);
  private stepStamp = new Uint32Array(64);
  /** Per waiter visited: its `D`, and the slot `t` that step is onto. */
  private dOf = new Int32Array(64);
  private groupOf = new Int32Array(64);
  /** Per waiter visited: the least step of its group's continuation onto its path below `t`. */
  private eOf = new Int32Array(64);
  /** Per `t`: its continuation (from `W[D - 1]`), kept in `pool`. */
  private contStamp = new Uint32Array(64);
  private contStart = new Int32Array(64);
  private contLength = new Int32Array(64);
  private pool = new Int32Array(1024);
  private poolUsed = 0;
  /** Per slot: the continuation that stepped onto it (-2 when two did), and at which step. */
  private cOwner = new Int32Array(64);
  private cStamp = new Uint32Array(64);
  private cStep = new Int32Array(64);
  /** How many waiters walked on their own here. */
  ownWalks = 0;

  constructor(log: StepLog | null = null) {
    this.walks = new LoopWalks(log);
    this.own = new OwnWalks(log);
  }

  /** Starts counting below the next loop slot. */
  start(): void {
    this.round++;
    this.poolUsed = 0;
    this.own.start();
  }

  /** The walk's step `j` is onto `y`, a waiter on a path into `e` (the first such step). */
  markStep(y: number, j: number): void {
    if (this.stepStamp[y] === this.round) return;
    this.stepStamp[y] = this.round;
    this.stepAt[y] = j;
  }

  /** A step of the current walk onto `y` was marked. */
  stepped(y: number): boolean {
    return this.stepStamp[y] === this.round;
  }

  /**
   * Counts the roots of the `n` waiters in `visit` (a subtree of the forest below `e`, in
   * breadth-first order, its top first; `depth` steps below that top), whose top is `dTop`
   * steps below `e`.
   */
  count(
    g: WaitGraphArrays,
    f: WaitForest,
    visit: Int32Array,
    depth: Int32Array,
    n: number,
    dTop: number,
    walk: Int32Array,
    sink: RootSink,
    gen: number,
  ): void {
    const parent = f.parent;
    const round = this.round;
    const top = visit[0]!;
    // The least step onto the top's path above it, and which slot.
    let aboveD = NONE;
    let aboveT = -1;
    for (let a = parent[top]!; a !== walk[0]; a = parent[a]!) {
      if (this.stepStamp[a] === round && this.stepAt[a]! < aboveD) {
        aboveD = this.stepAt[a]!;
        aboveT = a;
      }
    }
    for (let i = 0; i < n; i++) {
      const m = visit[i]!;
      const dm = dTop + depth[i]!;
      let d: number;
      let t: number;
      let e: number;
      const own = this.stepStamp[m] === round ? this.stepAt[m]! : NONE;
      const pd = i === 0 ? aboveD : this.dOf[parent[m]!]!;
      if (own < pd) {
        d = own;
        t = m;
        e = NONE;
      } else {
        d = pd;
        t = i === 0 ? aboveT : this.groupOf[parent[m]!]!;
        e = i === 0 ? NONE : this.eOf[parent[m]!]!;
      }
      this.dOf[m] = d;
      this.groupOf[m] = t;
      if (dm + d > MAX_CHAIN) {
        // The limit ends the walk before it steps onto the path.
        this.eOf[m] = NONE;
        sink.addRoot(walk[MAX_CHAIN - dm]!, 1, gen);
        continue;
      }
      if (this.contStamp[t] !== round) this.continueAt(g, f, t, d, walk);
      if (t !== m) {
        const c = this.stepOfContinuation(m, t);
        if (c < e) e = c;
        if (i === 0) e = Math.min(e, this.pathStep(parent, parent[m]!, t));
      }
      this.eOf[m] = e;
      if (e !== NONE) {
        this.ownWalks++;
        const root = this.own.rootOf(g, m, parent);
        if (root !== -1) sink.addRoot(root, 1, gen);
        continue;
      }
      const at = Math.min(this.contLength[t]! - 1, MAX_CHAIN - dm - (d - 1));
      sink.addRoot(this.pool[this.contStart[t]! + at]!, 1, gen);
    }
  }

  /** The least step of `t`'s continuation onto the path from `x` up to `t` (not `t`). */
  private pathStep(parent: Int32Array, x: number, t: number): number {
    let least = NONE;
    for (let a = x; a !== t; a = parent[a]!) {
      const c = this.stepOfContinuation(a, t);
      if (c < least) least = c;
    }
    return least;
  }

  /** The step of `t`'s continuation onto `x`: NONE when none, 0 when unsure. */
  private stepOfContinuation(x: number, t: number): number {
    if (this.cStamp[x] !== this.round) return NONE;
    const owner = this.cOwner[x]!;
    if (owner === t) return this.cStep[x]!;
    return owner === -2 ? 0 : NONE;
  }

  /** Walks on from `walk[d - 1]` with the walk so far and the path from `t` up to it on the chain. */
  private continueAt(g: WaitGraphArrays, f: WaitForest, t: number, d: number, walk: Int32Array) {
    if (this.poolUsed + MAX_CHAIN + 1 > this.pool.length) {
      this.pool = grown(this.pool, 2 * this.pool.length + MAX_CHAIN + 1);
    }
    const start = this.poolUsed;
    const length = this.walks.continueFrom(g, walk, d, t, f.parent, this.pool, start);
    this.poolUsed += length;
    this.contStamp[t] = this.round;
    this.contStart[t] = start;
    this.contLength[t] = length;
    for (let k = 1; k < length; k++) {
      const x = this.pool[start + k]!;
      if (this.cStamp[x] === this.round) {
        if (this.cOwner[x] !== t) this.cOwner[x] = -2;
        continue;
      }
      this.cStamp[x] = this.round;
      this.cOwner[x] = t;
      this.cStep[x] = k;
    }
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.walks.grow(size);
    this.own.grow(size);
    this.stepAt = grown(this.stepAt, size);
    this.stepStamp = grown(this.stepStamp, size);
    this.dOf = grown(this.dOf, size);
    this.groupOf = grown(this.groupOf, size);
    this.eOf = grown(this.eOf, size);
    this.contStamp = grown(this.contStamp, size);
    this.contStart = grown(this.contStart, size);
    this.contLength = grown(this.contLength, size);
    this.cOwner = grown(this.cOwner, size);
    this.cStamp = grown(this.cStamp, size);
    this.cStep = grown(this.cStep, size);
  }
}
