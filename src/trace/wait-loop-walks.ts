/**
 * The slow walks of the wait-root recomputation (wait-recompute.ts): `waitChain`'s root for a
 * waiter whose path loops (a deadlock about to be broken, or a stale blocker list naming a
 * restarted transaction) or runs past the walk limit, walked over the graph's typed arrays
 * with the chain marked by a number instead of searched. Waiters whose paths loop share one
 * walk per loop slot they reach (`loopRoot`) instead of one walk of up to MAX_CHAIN steps
 * each; only a waiter whose own steps that walk steps onto walks alone, told by a
 * depth-first numbering of the paths into each loop (`tour`). Leaves out the graph itself
 * (kept by WaitRoots) and the fast path of waiters whose path ends at a root within the
 * limit.
 */
import { MAX_CHAIN } from './wait-chain.ts';

/** `dist` marks: on the path being followed, or leading into a loop. */
export const VISITING = -1;
export const LOOPS = -2;

/** What the walks read of the wait graph, indexed by slot (see WaitRoots). */
export interface WaitGraphArrays {
  readonly lists: Int32Array;
  readonly listStart: Int32Array;
  readonly listLength: Int32Array;
  /** Index among the waiters, -1 when not waiting. */
  readonly position: Int32Array;
  /** Waiting or holding (1) or neither (0). */
  readonly active: Uint8Array;
  /** The last recomputation's marks: valid where `stamp` equals its generation. */
  readonly stamp: Uint32Array;
  /** Per waiter: its first still-blocking blocker (-1 when none). */
  readonly next: Int32Array;
  readonly dist: Int32Array;
  /** Per waiter whose path loops: the first loop slot it reaches, and its steps to it. */
  readonly entry: Int32Array;
  readonly pre: Int32Array;
}

export class LoopWalks {
  /**
   * Per loop slot, the walk from it (see `loopRoot`): where its steps start in `walks`, how
   * many, and the first step onto a slot whose path leads into that loop (past the limit
   * when none); valid where `walkStamp` equals the generation.
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

  /**
   * Per loop slot, the steps of its walk onto slots whose paths lead into it, in order
   * (`treeCount` of them from `treeStart` in `treeSteps`); valid with the walk.
   */
  private treeStart = new Int32Array(64);
  private treeCount = new Int32Array(64);
  private treeSteps = new Int32Array(256);
  private treeUsed = 0;
  /** The recomputation's waiters (for `tour`). */
  private waiterList: Int32Array = new Int32Array(0);
  private waiterTotal = 0;
  /** `tour`'s numbering, valid when `tourStamp` is the generation: the trees into the loops. */
  private tourStamp = 0;
  private tin = new Int32Array(64);
  private size = new Int32Array(64);
  private childCount = new Int32Array(64);
  private childStart = new Int32Array(64);
  private children = new Int32Array(64);
  private order = new Int32Array(64);
  private stack = new Int32Array(64);

  /** Forgets the shared walks of the previous recomputation; `n` waiters from now on. */
  startRecompute(waiters: Int32Array, n: number): void {
    this.walksUsed = 0;
    this.treeUsed = 0;
    this.waiterList = waiters;
    this.waiterTotal = n;
  }

  /**
   * `slowRoot` for a waiter whose path loops, shared by all that reach the loop at the same
   * slot: such a walk is the waiter's steps to the loop slot, then the walk from that slot,
   * which is the same for all of them unless it steps onto a slot of their own steps (then
   * on the chain, so skipped). The walk from the loop slot is made once per recomputation; a
   * waiter whose share of it steps onto a slot of its own steps walks on its own. Whether a
   * slot is one of its own steps is told by the tree of paths into the loop slot (`tour`):
   * the slot is then the waiter itself or above it in that tree.
   */
  loopRoot(g: WaitGraphArrays, w: number, gen: number): number {
    const c = g.entry[w]!;
    const p = g.pre[w]!;
    if (p >= MAX_CHAIN) return this.slowRoot(g, w);
    if (this.walkStamp[c] !== gen) this.walkFrom(g, c, gen);
    const steps = Math.min(this.walkSteps[c]!, MAX_CHAIN - p);
    const start = this.walkStart[c]!;
    if (p > 0 && steps >= this.walkDirty[c]!) {
      if (this.tourStamp !== gen) this.tour(g, gen);
      const { treeSteps, tin, size } = this;
      const at = tin[w]!;
      const end = this.treeStart[c]! + this.treeCount[c]!;
      for (let k = this.treeStart[c]!; k < end; k++) {
        const j = treeSteps[k]!;
        if (j > steps) break;
        const x = this.walks[start + j]!;
        const from = tin[x]!;
        if (from <= at && at < from + size[x]!) return this.slowRoot(g, w);
      }
    }
    if (p + steps === 0) return -1;
    return this.walks[start + steps]!;
  }

  /**
   * Numbers the trees of paths into the loops (a waiter's parent is its first
   * still-blocking blocker) in depth-first order, with each subtree's size, so that "is
   * slot x on waiter w's steps into its loop" is two comparisons.
   */
  private tour(g: WaitGraphArrays, gen: number): void {
    this.tourStamp = gen;
    const { stamp, dist, pre, next } = g;
    const waiters = this.waiterList;
    const n = this.waiterTotal;
    const { childCount, childStart, tin, size } = this;
    let children = this.children;
    if (children.length < n) children = this.children = new Int32Array(2 * n);
    const inTree = (w: number) => stamp[w] === gen && dist[w] === LOOPS && pre[w]! > 0;
    for (let i = 0; i < n; i++) childCount[waiters[i]!] = 0;
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      if (inTree(w)) childCount[next[w]!]!++;
    }
    for (let i = 0, offset = 0; i < n; i++) {
      const w = waiters[i]!;
      childStart[w] = offset;
      offset += childCount[w]!;
      childCount[w] = 0;
    }
    for (let i = 0; i < n; i++) {
      const w = waiters[i]!;
      if (!inTree(w)) continue;
      const parent = next[w]!;
      children[childStart[parent]! + childCount[parent]!++] = w;
    }
    if (this.order.length < n) {
      this.order = new Int32Array(2 * n);
      this.stack = new Int32Array(2 * n);
    }
    const { order, stack } = this;
    let time = 0;
    for (let i = 0; i < n; i++) {
      const c = waiters[i]!;
      if (stamp[c] !== gen || dist[c] !== LOOPS || pre[c] !== 0) continue;
      // Depth first from the loop slot: each subtree gets consecutive numbers.
      const first = time;
      let top = 0;
      stack[top++] = c;
      while (top > 0) {
        const x = stack[--top]!;
        tin[x] = time;
        size[x] = 1;
        order[time++] = x;
        const from = childStart[x]!;
        const to = from + childCount[x]!;
        for (let j = from; j < to; j++) stack[top++] = children[j]!;
      }
      for (let k = time - 1; k > first; k--) {
        const x = order[k]!;
        size[next[x]!]! += size[x]!;
      }
    }
  }

  /** The slow walk from loop slot `c`, its slots kept in `walks` (see `loopRoot`). */
  private walkFrom(g: WaitGraphArrays, c: number, gen: number): void {
    const { lists, listStart, listLength, position, active, stamp, dist, entry, pre } = g;
    const onChain = this.onChain;
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
    this.treeStart[c] = this.treeUsed;
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
      if (stamp[to] === gen && dist[to] === LOOPS && entry[to] === c && pre[to]! > 0) {
        if (dirty > steps) dirty = steps;
        if (this.treeUsed === this.treeSteps.length) {
          this.treeSteps = grown(this.treeSteps, 2 * this.treeUsed);
        }
        this.treeSteps[this.treeUsed++] = steps;
      }
      current = to;
    }
    this.walksUsed = start + steps + 1;
    this.walkStamp[c] = gen;
    this.walkStart[c] = start;
    this.walkSteps[c] = steps;
    this.walkDirty[c] = dirty;
    this.treeCount[c] = this.treeUsed - this.treeStart[c]!;
  }

  /** `waitChain`'s root for a waiter whose path loops or runs past the limit, or -1. */
  slowRoot(g: WaitGraphArrays, w: number): number {
    const { lists, listStart, listLength, position, active } = g;
    const onChain = this.onChain;
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

  /** Room for `size` slots. */
  grow(size: number): void {
    this.onChain = grown(this.onChain, size);
    this.walkStart = grown(this.walkStart, size);
    this.walkSteps = grown(this.walkSteps, size);
    this.walkDirty = grown(this.walkDirty, size);
    this.walkStamp = grown(this.walkStamp, size);
    this.treeStart = grown(this.treeStart, size);
    this.treeCount = grown(this.treeCount, size);
    this.tin = grown(this.tin, size);
    this.size = grown(this.size, size);
    this.childCount = grown(this.childCount, size);
    this.childStart = grown(this.childStart, size);
  }
}

/** A copy of `a` with room for `size` entries, the new ones `fill`. */
export function grown<A extends Uint8Array | Int32Array | Uint32Array>(
  a: A,
  size: number,
  fill = 0,
): A {
  const b = new (a.constructor as new (n: number) => A)(size);
  if (fill !== 0) b.fill(fill);
  b.set(a);
  return b;
}
