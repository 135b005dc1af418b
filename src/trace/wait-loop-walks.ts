/**
 * The slow walks of the wait-root recomputation (wait-recompute.ts): `waitChain`'s root for a
 * waiter whose path loops (a deadlock about to be broken, or a stale blocker list naming a
 * restarted transaction) or runs past the walk limit, walked over the graph's typed arrays
 * with the chain marked by a number instead of searched. Waiters whose paths loop share one
 * walk per loop slot they reach (`loopRoot`) instead of one walk of up to MAX_CHAIN steps
 * each; only a waiter whose own steps that walk steps onto walks alone (the first such
 * step is kept per slot of the paths into the loop). Leaves out the graph itself
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
   * Per slot whose path leads into a loop slot: the step of that loop slot's walk onto it
   * (valid where `stepStamp` is the generation), and the first such step onto it or a slot
   * after it on its path (`firstStep`, valid where `firstStamp` is).
   */
  private stepAt = new Int32Array(64);
  private stepStamp = new Uint32Array(64);
  private firstStep = new Int32Array(64);
  private firstStamp = new Uint32Array(64);
  private readonly path = new Int32Array(MAX_CHAIN + 1);

  /** Forgets the shared walks of the previous recomputation. */
  startRecompute(): void {
    this.walksUsed = 0;
  }

  /**
   * `slowRoot` for a waiter whose path loops, shared by all that reach the loop at the same
   * slot: such a walk is the waiter's steps to the loop slot, then the walk from that slot,
   * which is the same for all of them unless it steps onto a slot of their own steps (then
   * on the chain, so skipped). The walk from the loop slot is made once per recomputation; a
   * waiter whose share of it steps onto a slot of its own steps walks on its own
   * (`firstStepOnPath` tells which).
   */
  loopRoot(g: WaitGraphArrays, w: number, gen: number): number {
    const c = g.entry[w]!;
    const p = g.pre[w]!;
    if (p >= MAX_CHAIN) return this.slowRoot(g, w);
    if (this.walkStamp[c] !== gen) this.walkFrom(g, c, gen);
    const steps = Math.min(this.walkSteps[c]!, MAX_CHAIN - p);
    const start = this.walkStart[c]!;
    if (p > 0 && steps >= this.walkDirty[c]! && this.firstStepOnPath(g, w, gen) <= steps) {
      return this.slowRoot(g, w);
    }
    if (p + steps === 0) return -1;
    return this.walks[start + steps]!;
  }

  /**
   * The first step of the walk from `w`'s loop slot onto `w` or a slot after it on its path
   * into the loop (past the limit when none), kept for every slot of that path on the way
   * (it is the least of a slot's own step and the one after it on the path).
   */
  private firstStepOnPath(g: WaitGraphArrays, w: number, gen: number): number {
    const { next, pre } = g;
    const { stepAt, stepStamp, firstStep, firstStamp, path } = this;
    let length = 0;
    let x = w;
    let found = MAX_CHAIN + 1;
    // The loop slot (no steps before it) is on no waiter's path of its own.
    while (pre[x]! > 0) {
      if (firstStamp[x] === gen) {
        found = firstStep[x]!;
        break;
      }
      path[length++] = x;
      x = next[x]!;
    }
    for (let i = length - 1; i >= 0; i--) {
      const y = path[i]!;
      if (stepStamp[y] === gen && stepAt[y]! < found) found = stepAt[y]!;
      firstStep[y] = found;
      firstStamp[y] = gen;
    }
    return found;
  }

  /** The slow walk from loop slot `c`, its slots kept in `walks` (see `loopRoot`). */
  private walkFrom(g: WaitGraphArrays, c: number, gen: number): void {
    const { stamp, dist, entry, pre } = g;
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
    let current = c;
    let steps = 0;
    let dirty = MAX_CHAIN + 1;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      const to = this.nextBlocker(g, current, mark);
      if (to === -1) break;
      onChain[to] = mark;
      walks[start + ++steps] = to;
      if (stamp[to] === gen && dist[to] === LOOPS && entry[to] === c && pre[to]! > 0) {
        if (dirty > steps) dirty = steps;
        this.stepAt[to] = steps;
        this.stepStamp[to] = gen;
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
  slowRoot(g: WaitGraphArrays, w: number): number {
    const onChain = this.onChain;
    const mark = ++this.walk;
    onChain[w] = mark;
    let current = w;
    let length = 1;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      const to = this.nextBlocker(g, current, mark);
      if (to === -1) break;
      onChain[to] = mark;
      length++;
      current = to;
    }
    return length > 1 ? current : -1;
  }

  /**
   * The first active blocker of waiter `current` that this walk (`mark`) has not stepped
   * on yet, or -1 when `current` waits for nobody new: one step of `waitChain`.
   */
  private nextBlocker(g: WaitGraphArrays, current: number, mark: number): number {
    if (g.position[current] === -1) return -1;
    const { lists, active } = g;
    const onChain = this.onChain;
    const first = g.listStart[current]!;
    const end = first + g.listLength[current]!;
    for (let j = first; j < end; j++) {
      const b = lists[j]!;
      if (b !== current && onChain[b] !== mark && active[b] === 1) return b;
    }
    return -1;
  }

  /** Room for `size` slots. */
  grow(size: number): void {
    this.onChain = grown(this.onChain, size);
    this.walkStart = grown(this.walkStart, size);
    this.walkSteps = grown(this.walkSteps, size);
    this.walkDirty = grown(this.walkDirty, size);
    this.walkStamp = grown(this.walkStamp, size);
    this.stepAt = grown(this.stepAt, size);
    this.stepStamp = grown(this.stepStamp, size);
    this.firstStep = grown(this.firstStep, size);
    this.firstStamp = grown(this.firstStamp, size);
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
