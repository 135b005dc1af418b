/**
 * Splits lock wait by what the root of each waiter's wait chain is doing (wait-chain.ts,
 * the walk the I/O blame measure uses): each waiter has a class (the root at a storage
 * device or waiting for the buffer: 'io'; waiting for the log flush: 'log'; anything else,
 * or no listed blocker still holding: 'contention') and the time since its class last
 * changed. Time is credited to the waiter when its class changes or its wait ends, so the
 * cost is per change, not per instant: roots are walked again only after the wait graph
 * changed, and classes looked at again only for the waiters of a root an event named (all
 * of them after an event naming no transaction, such as a log flush). Leaves out what a
 * root is doing: the caller's `classify` asks the activity fold.
 */
import { waitChain } from '../wait-chain.ts';

export type RootClass = 'io' | 'log' | 'contention';

interface Waiter {
  root: number | null;
  cls: RootClass;
  sinceUs: number;
}

export class LockWaitBlame {
  private readonly waiting = new Map<number, readonly number[]>();
  private readonly holding = new Set<number>();
  private readonly waiters = new Map<number, Waiter>();
  /** Root -> its waiters, as of the last walk. */
  private readonly waitersOf = new Map<number, number[]>();
  private graphDirty = false;
  private readonly touched = new Set<number>();
  private everyone = false;

  constructor(
    private readonly classify: (root: number | null) => RootClass,
    /** Credits `us` of `txn`'s lock wait to `cls` (never called for contention). */
    private readonly credit: (txn: number, cls: 'io' | 'log', us: number) => void,
  ) {}

  /** `txn` waits (or waits again, with new blockers) from `t`. */
  wait(txn: number, blockers: readonly number[], t: number): void {
    this.waiting.set(txn, blockers);
    const w = this.waiters.get(txn);
    if (w === undefined) this.waiters.set(txn, { root: null, cls: 'contention', sinceUs: t });
    else this.flush(txn, w, t);
    this.graphDirty = true;
  }

  grant(txn: number, t: number): void {
    const wasHolding = this.holding.has(txn);
    this.holding.add(txn);
    if (this.stopWaiting(txn, t) || !wasHolding) this.graphDirty = true;
  }

  abort(txn: number, t: number): void {
    if (this.stopWaiting(txn, t)) this.graphDirty = true;
  }

  /** `txn` released all its locks: it blocks none of the waiters that named it, from now on. */
  releaseAll(txn: number, t: number): void {
    const held = this.holding.delete(txn);
    let named = false;
    for (const [waiter, blockers] of this.waiting) {
      if (!blockers.includes(txn)) continue;
      this.waiting.set(
        waiter,
        blockers.filter((b) => b !== txn),
      );
      named = true;
    }
    if (this.stopWaiting(txn, t) || held || named) this.graphDirty = true;
  }

  /** An event named `txn`: what it does may have changed. */
  touch(txn: number): void {
    if (this.waitersOf.has(txn)) this.touched.add(txn);
  }

  /** An event named no transaction: anyone's activity may have changed. */
  touchAll(): void {
    this.everyone = true;
  }

  /** Credits `txn`'s wait up to `t` (its wait is ending, or the caller files it now). */
  flushAt(txn: number, t: number): void {
    const w = this.waiters.get(txn);
    if (w !== undefined) this.flush(txn, w, t);
  }

  /** Every event at `t` has been seen: bring roots and classes up to date as of `t`. */
  settle(t: number): void {
    if (this.waiters.size === 0) {
      this.touched.clear();
      this.everyone = false;
      return;
    }
    if (this.graphDirty) {
      this.graphDirty = false;
      this.waitersOf.clear();
      for (const [txn, w] of this.waiters) {
        const chain = waitChain(txn, this.waiting, (b) => this.holding.has(b));
        w.root = chain === null ? null : chain[chain.length - 1]!;
        if (w.root !== null) {
          const list = this.waitersOf.get(w.root);
          if (list === undefined) this.waitersOf.set(w.root, [txn]);
          else list.push(txn);
        }
        this.reclassify(txn, w, t);
      }
    } else if (this.everyone) {
      for (const [txn, w] of this.waiters) this.reclassify(txn, w, t);
    } else {
      for (const root of this.touched) {
        for (const txn of this.waitersOf.get(root) ?? []) {
          const w = this.waiters.get(txn);
          if (w !== undefined) this.reclassify(txn, w, t);
        }
      }
    }
    this.touched.clear();
    this.everyone = false;
  }

  private reclassify(txn: number, w: Waiter, t: number): void {
    const cls = this.classify(w.root);
    if (cls === w.cls) return;
    this.flush(txn, w, t);
    w.cls = cls;
  }

  private flush(txn: number, w: Waiter, t: number): void {
    const us = t - w.sinceUs;
    if (us > 0 && w.cls !== 'contention') this.credit(txn, w.cls, us);
    w.sinceUs = t;
  }

  private stopWaiting(txn: number, t: number): boolean {
    if (!this.waiting.delete(txn)) return false;
    this.flushAt(txn, t);
    this.waiters.delete(txn);
    return true;
  }
}
