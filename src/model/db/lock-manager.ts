/**
 * The lock manager of strict two-phase locking: one lock table of items (pages, or files
 * and pages under hierarchical locking), each with its holders and a FIFO wait queue. A
 * request that is compatible with the holders and has nobody queued ahead is granted at
 * once; otherwise it waits, even if compatible with the holders (no barging). With
 * barging (a teaching toggle) a request compatible with the holders is granted at once
 * and a release grants every compatible waiter, so a waiting X request can starve. Upgrades
 * (S to X) queue ahead of new requests. Every block runs deadlock detection on the
 * wait-for graph; the youngest transaction in a cycle is the victim: its request is
 * cancelled, its locks are released at once, and its process is resumed with `false`.
 * An interrupted waiter's request is withdrawn (no trace event: its abort and release-all
 * follow), which may grant those queued behind it. Rollback work and timeouts are left out.
 */
import { wait, type Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { NodeCycleFinder, type NodeList, youngestVictim } from './deadlock.ts';
import { LOCK_MODE_NAMES, LockMode, compatible, covers, supremum } from './lock-modes.ts';
import {
  type Holder,
  holderOf,
  type LockEntry,
  LockRequest,
  type OwnerState,
} from './lock-request.ts';

export interface LockTableView {
  holders: ReadonlyArray<{ owner: number; mode: LockMode }>;
  waiting: ReadonlyArray<{ owner: number; mode: LockMode }>;
}

export class LockManager {
  private readonly entries = new Map<number, LockEntry>();
  /** Emptied entries, reused for the next item locked (most locks are on free items). */
  private readonly spareEntries: LockEntry[] = [];
  /** Holder records of released locks, reused for the next grant. */
  private readonly spareHolders: Holder[] = [];
  private readonly owners = new Map<number, OwnerState>();
  /**
   * States of released owners, reused by the next `begin` (one per attempt otherwise). A
   * released state is referenced only by spare holders and settled requests, which nothing
   * reads again (queued requests and holders are gone by then).
   */
  private readonly spareOwners: OwnerState[] = [];
  private deadlockCount = 0;
  private readonly cycles = new NodeCycleFinder<OwnerState>();
  /** Numbers the blocker listings, so a listing marks whom it named instead of searching. */
  private listing = 0;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    /** Grant requests compatible with the holders past incompatible waiters. */
    private readonly barging = false,
  ) {}

  get deadlocks(): number {
    return this.deadlockCount;
  }

  /** Registers a transaction attempt; `startedAt` orders victims (larger is younger). */
  begin(owner: number, startedAt: number): void {
    const spare = this.spareOwners.pop();
    if (spare === undefined) {
      this.owners.set(owner, {
        txn: owner,
        mark: 0,
        listed: 0,
        startedAt,
        held: [],
        waiting: null,
      });
      return;
    }
    spare.txn = owner;
    spare.mark = 0;
    spare.listed = 0;
    spare.startedAt = startedAt;
    spare.waiting = null;
    this.owners.set(owner, spare);
  }

  /** `const granted = yield* locks.acquire(txn, item, mode)`: false means aborted. */
  *acquire(owner: number, item: number, mode: LockMode): Generator<Wait, boolean, unknown> {
    const pending = this.request(owner, item, mode);
    return pending === null || (yield* wait(pending));
  }

  /**
   * Asks for a lock: null when it is granted at once (or already held), otherwise a Wait
   * that resumes with true (granted) or false (aborted as a deadlock victim). The hot path
   * of `acquire`, for callers that want to skip a generator when no wait is needed.
   */
  request(owner: number, item: number, mode: LockMode): Wait<boolean> | null {
    const state = this.stateOf(owner);
    let entry = this.entries.get(item);
    if (entry === undefined) {
      entry = this.spareEntries.pop() ?? { holders: [], queue: [] };
      this.entries.set(item, entry);
    }
    const mine = holderOf(entry, owner);
    if (mine !== undefined && covers(mine.mode, mode)) return null;

    const target = mine === undefined ? mode : supremum(mine.mode, mode);
    const upgrade = mine !== undefined;
    const noneAhead =
      this.barging || (upgrade ? !entry.queue.some((r) => r.upgrade) : entry.queue.length === 0);
    if (noneAhead && this.compatibleWithHolders(entry, owner, target)) {
      this.grant(mine, entry, owner, item, target, state);
      return null;
    }
    const request = new LockRequest(this.sim, this, state, entry, item, target, upgrade);
    if (upgrade) {
      const firstNew = entry.queue.findIndex((r) => !r.upgrade);
      entry.queue.splice(firstNew === -1 ? entry.queue.length : firstNew, 0, request);
    } else {
      entry.queue.push(request);
    }
    state.waiting = request;
    this.trace.emit({
      kind: 'lock.wait',
      t: this.sim.now,
      txn: owner,
      item,
      mode: LOCK_MODE_NAMES[target]!,
      blockers: this.blockersOf(request),
    });
    this.resolveDeadlocks(owner);
    return request;
  }

  /** Releases every lock the owner holds and forgets it (commit or abort). Idempotent. */
  releaseAll(owner: number): void {
    const state = this.owners.get(owner);
    if (state === undefined) return;
    this.owners.delete(owner);
    if (state.waiting !== null) this.cancelWait(state.waiting);
    this.trace.emit({ kind: 'lock.release-all', t: this.sim.now, txn: owner });
    for (const item of state.held) {
      const entry = this.entries.get(item)!;
      const holders = entry.holders;
      // The owner's record leaves; the others keep their order (no splice: it makes an array).
      const n = holders.length;
      let i = 0;
      while (i < n && holders[i]!.owner !== owner) i++;
      if (i < n) {
        this.spareHolders.push(holders[i]!);
        for (; i < n - 1; i++) holders[i] = holders[i + 1]!;
        holders.pop();
      }
      this.grantWaiters(item, entry);
    }
    state.held.length = 0;
    state.waiting = null;
    this.spareOwners.push(state);
  }

  /** @internal An interrupted waiter's request leaves its queue; it keeps what it holds. */
  withdraw(request: LockRequest): void {
    const state = this.owners.get(request.owner);
    if (state !== undefined && state.waiting === request) state.waiting = null;
    this.cancelWait(request);
  }

  /** The holders and waiters of an item (for tests and views). */
  inspect(item: number): LockTableView {
    const entry = this.entries.get(item);
    if (entry === undefined) return { holders: [], waiting: [] };
    return {
      holders: entry.holders.map((h) => ({ owner: h.owner, mode: h.mode })),
      waiting: entry.queue.map((r) => ({ owner: r.owner, mode: r.mode })),
    };
  }

  /** Items with any holder or waiter. */
  lockedItems(): number[] {
    return [...this.entries.keys()];
  }

  private stateOf(owner: number): OwnerState {
    const state = this.owners.get(owner);
    if (state === undefined) throw new Error(`T${owner} requests a lock before it began`);
    return state;
  }

  private compatibleWithHolders(entry: LockEntry, owner: number, mode: LockMode): boolean {
    for (const h of entry.holders) if (h.owner !== owner && !compatible(h.mode, mode)) return false;
    return true;
  }

  /** Grants `mode` to `owner`; `mine` is the owner's holder record on `entry`, if any. */
  private grant(
    mine: Holder | undefined,
    entry: LockEntry,
    owner: number,
    item: number,
    mode: LockMode,
    state: OwnerState,
  ): void {
    if (mine !== undefined) mine.mode = mode;
    else {
      const holder = this.spareHolders.pop();
      if (holder === undefined) entry.holders.push({ owner, mode, state });
      else {
        holder.owner = owner;
        holder.mode = mode;
        holder.state = state;
        entry.holders.push(holder);
      }
      state.held.push(item);
    }
    this.trace.emit({
      kind: 'lock.grant',
      t: this.sim.now,
      txn: owner,
      item,
      mode: LOCK_MODE_NAMES[mode]!,
    });
  }

  /** Grants queued requests from the head while they fit (strict FIFO), or any that fit (barging). */
  private grantWaiters(item: number, entry: LockEntry): void {
    if (this.barging) {
      for (let i = 0; i < entry.queue.length;) {
        const request = entry.queue[i]!;
        if (!this.compatibleWithHolders(entry, request.owner, request.mode)) {
          i++;
          continue;
        }
        entry.queue.splice(i, 1);
        const state = this.owners.get(request.owner)!;
        state.waiting = null;
        this.grant(
          holderOf(entry, request.owner),
          entry,
          request.owner,
          request.item,
          request.mode,
          state,
        );
        request.settle(true);
      }
    }
    while (entry.queue.length > 0) {
      const head = entry.queue[0]!;
      if (!this.compatibleWithHolders(entry, head.owner, head.mode)) break;
      entry.queue.shift();
      const state = this.owners.get(head.owner)!;
      state.waiting = null;
      this.grant(holderOf(entry, head.owner), entry, head.owner, head.item, head.mode, state);
      head.settle(true);
    }
    if (entry.holders.length === 0 && entry.queue.length === 0) {
      this.entries.delete(item);
      this.spareEntries.push(entry);
    }
  }

  /**
   * Whom a waiting request waits for: incompatible holders, then incompatible requests
   * ahead, each named once (a listing marks whom it named).
   */
  private blockersOf(request: LockRequest): number[] {
    const blockers: number[] = [];
    const listing = ++this.listing;
    const entry = request.entry;
    for (const h of entry.holders) {
      if (h.owner !== request.owner && !compatible(h.mode, request.mode)) {
        blockers.push(h.owner);
        h.state.listed = listing;
      }
    }
    if (this.barging) return blockers;
    for (const r of entry.queue) {
      if (r === request) break;
      if (r.owner !== request.owner && !compatible(r.mode, request.mode)) {
        if (r.state.listed === listing) continue;
        blockers.push(r.owner);
        r.state.listed = listing;
      }
    }
    return blockers;
  }

  /**
   * `blockersOf` for the deadlock search: a transaction both holding and queued ahead is
   * named twice (the search skips what it has seen, so it finds the same cycle).
   */
  private waitsFor = (owner: OwnerState, into: NodeList<OwnerState>): void => {
    const request = owner.waiting;
    if (request === null) return;
    const entry = request.entry;
    for (const h of entry.holders) {
      if (h.owner !== request.owner && !compatible(h.mode, request.mode)) into.push(h.state);
    }
    if (this.barging) return;
    for (const r of entry.queue) {
      if (r === request) break;
      if (r.owner !== request.owner && !compatible(r.mode, request.mode)) into.push(r.state);
    }
  };

  /** Aborts youngest members until no cycle passes through the requester. */
  private resolveDeadlocks(requester: number): void {
    for (;;) {
      const state = this.owners.get(requester);
      if (state === undefined || state.waiting === null || !this.mayBeWaitedFor(state)) return;
      const cycle = this.cycles.find(state, this.waitsFor);
      if (cycle === null) return;
      const victim = youngestVictim(cycle, (txn) => this.owners.get(txn)!.startedAt);
      this.deadlockCount++;
      this.trace.emit({ kind: 'deadlock', t: this.sim.now, cycle, victim });
      const request = this.owners.get(victim)!.waiting!;
      this.releaseAll(victim);
      request.settle(false);
    }
  }

  /**
   * Someone may wait for `state` (a request is queued on an item it holds, or behind its own
   * request): false means no cycle can pass through it, so the search is skipped.
   */
  private mayBeWaitedFor(state: OwnerState): boolean {
    const queue = state.waiting!.entry.queue;
    if (queue[queue.length - 1] !== state.waiting) return true;
    for (const item of state.held) if (this.entries.get(item)!.queue.length > 0) return true;
    return false;
  }

  private cancelWait(request: LockRequest): void {
    const entry = request.entry;
    entry.queue.splice(entry.queue.indexOf(request), 1);
    // The cancelled request may have been the one holding back those behind it.
    this.grantWaiters(request.item, entry);
  }
}
