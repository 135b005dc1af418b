/**
 * The slow walks of the wait roots (wait-roots.ts): `waitChain`'s walk from one waiter,
 * over the graph's typed arrays, with the chain marked by a number instead of searched.
 * Used where the wait forest cannot give a root by counting: from each slot of a loop (a
 * deadlock not yet broken: a blocker that released all its locks leaves the lists),
 * and for the waiters whose own path such a walk steps onto or whose path runs past the
 * walk limit. Leaves out the graph itself (wait-graph-slots.ts) and the forest.
 */
import { MAX_CHAIN } from './wait-chain.ts';

/** What the walks read of the wait graph, indexed by slot (see WaitGraphSlots). */
export interface WaitGraphArrays {
  readonly lists: Int32Array;
  readonly listStart: Int32Array;
  readonly listLength: Int32Array;
  /** Index among the waiters, -1 when not waiting. */
  readonly position: Int32Array;
  /** Waiting or holding (1) or neither (0). */
  readonly active: Uint8Array;
}

/** Where the walks note each slot they step from (see wait-loop-cache.ts). */
export interface StepLog {
  push(s: number): void;
}

export class LoopWalks {
  /** The walk's chain membership: a slot is on the chain when its mark is `walk`. */
  private walk = 0;
  private onChain = new Uint32Array(64);

  constructor(private readonly log: StepLog | null = null) {}

  /**
   * `waitChain` from `w` with its slots written to `into` from `at` (`w` first, at most
   * MAX_CHAIN + 1 of them); how many. `parent` is each waiter's first still-blocking
   * blocker, or -1 when not known (see `nextBlocker`).
   */
  walkInto(g: WaitGraphArrays, w: number, into: Int32Array, parent: Int32Array, at = 0): number {
    const onChain = this.onChain;
    const mark = ++this.walk;
    onChain[w] = mark;
    into[at] = w;
    let current = w;
    let length = 1;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      const to = this.nextBlocker(g, current, mark, parent);
      if (to === -1) break;
      onChain[to] = mark;
      into[at + length++] = to;
      current = to;
    }
    return length;
  }

  /**
   * The walk on from `walk[d - 1]` (written to `out` from `at`, that slot first) with the
   * slots `walk[0..d-1]` and the forest path from `t` up to `walk[0]` on the chain, for at
   * most the steps left after `d - 1`; how many slots.
   */
  continueFrom(
    g: WaitGraphArrays,
    walk: Int32Array,
    d: number,
    t: number,
    parent: Int32Array,
    out: Int32Array,
    at: number,
  ): number {
    const onChain = this.onChain;
    const mark = ++this.walk;
    for (let j = 0; j < d; j++) onChain[walk[j]!] = mark;
    for (let a = t; a !== walk[0]; a = parent[a]!) onChain[a] = mark;
    let current = walk[d - 1]!;
    out[at] = current;
    let length = 1;
    for (let steps = d - 1; steps < MAX_CHAIN; steps++) {
      const to = this.nextBlocker(g, current, mark, parent);
      if (to === -1) break;
      onChain[to] = mark;
      out[at + length++] = to;
      current = to;
    }
    return length;
  }

  /**
   * The first active blocker of waiter `current` that this walk (`mark`) has not stepped
   * on yet, or -1 when `current` waits for nobody new: one step of `waitChain`. When its
   * first active blocker (`parent`) is known and not on the chain, that is the one.
   */
  private nextBlocker(g: WaitGraphArrays, current: number, mark: number, parent: Int32Array) {
    if (this.log !== null) this.log.push(current);
    const p = parent[current]!;
    if (p !== -1 && this.onChain[p] !== mark) return p;
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
