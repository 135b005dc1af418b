/**
 * The root of every waiting transaction's wait chain, computed for all waiters at once in
 * time linear in the wait graph, and only again after the graph changed (a wait starts or
 * ends, a transaction starts or stops holding locks). The roots are exactly those of
 * `waitChain` (wait-chain.ts) walked from each waiter: each waiter's first still-blocking
 * blocker is found once, the resulting paths share their tails (memoized), and a waiter
 * whose path loops (a deadlock about to be broken) or is longer than the walk's limit is
 * walked the slow way so the cycle and depth rules stay the same. Counts how many waiters
 * share each root, so a measure asks once per root. Leaves out what transactions do (I/O,
 * CPU): callers ask that of the roots.
 */
import { MAX_CHAIN, waitChain } from './wait-chain.ts';

/** Marks in `dist`: on the path being followed, or leading into a loop. */
const VISITING = -1;
const LOOPS = -2;

export class WaitRoots {
  /** Waiting transaction -> the transactions it waits for (the list given when it blocked). */
  readonly waiting = new Map<number, readonly number[]>();
  /** Transactions holding locks (between a grant and their release-all). */
  readonly holding = new Set<number>();
  /** Root -> how many waiters have it (waiters without a root left out); see `refresh`. */
  readonly rootCounts = new Map<number, number>();
  /**
   * First still-blocking blocker -> how many waiters have it (holders come first in a
   * blocker list, so this is the holder a waiter waits for directly); see `refresh`.
   */
  readonly directCounts = new Map<number, number>();
  private dirty = false;
  private readonly next = new Map<number, number>();
  private readonly term = new Map<number, number>();
  private readonly dist = new Map<number, number>();
  private readonly path: number[] = [];
  private readonly stillBlocks = (b: number): boolean => this.holding.has(b);

  /** `txn` starts waiting for `blockers` (or waits again with a new list). */
  wait(txn: number, blockers: readonly number[]): void {
    this.waiting.set(txn, blockers);
    this.dirty = true;
  }

  /** `txn` stops waiting (granted, aborted, or released). */
  stopWaiting(txn: number): void {
    if (this.waiting.delete(txn)) this.dirty = true;
  }

  /** `txn` holds at least one lock from now on. */
  hold(txn: number): void {
    if (this.holding.has(txn)) return;
    this.holding.add(txn);
    this.dirty = true;
  }

  /** `txn` holds no lock from now on. */
  release(txn: number): void {
    if (this.holding.delete(txn)) this.dirty = true;
  }

  /** Brings `rootCounts` up to date with the graph (nothing to do when it has not changed). */
  refresh(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const { waiting, next, term, dist, rootCounts } = this;
    next.clear();
    term.clear();
    dist.clear();
    rootCounts.clear();
    const { directCounts } = this;
    directCounts.clear();
    for (const [txn, blockers] of waiting) {
      for (const b of blockers) {
        if (b !== txn && (waiting.has(b) || this.holding.has(b))) {
          next.set(txn, b);
          directCounts.set(b, (directCounts.get(b) ?? 0) + 1);
          break;
        }
      }
    }
    for (const txn of waiting.keys()) this.follow(txn);
    for (const txn of waiting.keys()) {
      const d = dist.get(txn)!;
      let root: number | null;
      if (d === 0) root = null;
      else if (d > 0 && d <= MAX_CHAIN) root = term.get(txn)!;
      else {
        const chain = waitChain(txn, waiting, this.stillBlocks);
        root = chain === null ? null : chain[chain.length - 1]!;
      }
      if (root !== null) rootCounts.set(root, (rootCounts.get(root) ?? 0) + 1);
    }
  }

  /** Fills `term` (where the path from `txn` ends) and `dist` (its steps) along the path. */
  private follow(txn: number): void {
    const { next, term, dist, path } = this;
    path.length = 0;
    let x = txn;
    let endTerm = x;
    let endDist = 0;
    for (;;) {
      const known = dist.get(x);
      if (known === VISITING || known === LOOPS) {
        endDist = LOOPS;
        break;
      }
      if (known !== undefined) {
        endTerm = term.get(x)!;
        endDist = known;
        break;
      }
      const n = next.get(x);
      if (n === undefined) {
        endTerm = x;
        endDist = 0;
        term.set(x, x);
        dist.set(x, 0);
        break;
      }
      dist.set(x, VISITING);
      path.push(x);
      x = n;
    }
    for (let i = path.length - 1; i >= 0; i--) {
      if (endDist !== LOOPS) endDist += 1;
      term.set(path[i]!, endTerm);
      dist.set(path[i]!, endDist);
    }
  }
}
