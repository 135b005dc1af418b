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
import { IntKeyTable } from '../../kernel/int-key-table.ts';
import { wait, type Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { NodeCycleFinder, type NodeList } from './deadlock.ts';
import { LOCK_MODE_NAMES, LockMode, compatible, covers, supremum } from './lock-modes.ts';
import {
  Holder,
  holderOf,
  LockEntry,
  LockRequest,
  OwnerState,
  type RequestPool,
} from './lock-request.ts';
import { fillWaitsFor, gatewayOf, mayBeWaitedFor } from './wait-for-edges.ts';

export interface LockTableView {
  holders: ReadonlyArray<{ owner: number; mode: LockMode }>;
  waiting: ReadonlyArray<{ owner: number; mode: LockMode }>;
}

export class LockManager implements RequestPool {
  private readonly entries = new IntKeyTable<LockEntry>();
  /** Emptied entries, reused for the next item locked (most locks are on free items). */
  private readonly spareEntries: LockEntry[] = [];
  /** Holder records of released locks, reused for the next grant. */
  private readonly spareHolders: Holder[] = [];
  private readonly owners = new IntKeyTable<OwnerState>();
  /**
   * States of released owners, reused by the next `begin` (one per attempt otherwise). A
   * released state is referenced only by spare holders and settled requests, which nothing
   * reads again (queued requests and holders are gone by then).
   */
  private readonly spareOwners: OwnerState[] = [];
  /** Done requests (see `RequestPool`), reused for the next block (one per block otherwise). */
  private readonly spareRequests: LockRequest[] = [];
  private deadlockCount = 0;
  private readonly cycles = new NodeCycleFinder<OwnerState>();
  /** Numbers the blocker listings, so a listing marks whom it named instead of searching. */
  private listing = 0;
  /** Where `blockersOf` lists the blockers before it copies them out. */
  private readonly blockerIds: number[] = [];

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
      this.owners.set(owner, new OwnerState(owner, startedAt));
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
      // A free item (most requests): nobody holds it or waits for it.
      entry = this.spareEntries.pop();
      if (entry === undefined) entry = new LockEntry(item);
      else entry.item = item;
      this.entries.set(item, entry);
      this.grantNew(entry, mode, state);
      return null;
    }
    const mine = holderOf(entry, owner);
    if (mine !== undefined && covers(mine.mode, mode)) return null;

    const target = mine === undefined ? mode : supremum(mine.mode, mode);
    const upgrade = mine !== undefined;
    const queue = entry.queue;
    const noneAhead = this.barging || (upgrade ? firstNewRequest(queue) === 0 : queue.length === 0);
    if (noneAhead && this.compatibleWithHolders(entry, owner, target)) {
      if (mine === undefined) this.grantNew(entry, target, state);
      else this.upgrade(mine, target);
      return null;
    }
    const spare = this.spareRequests.pop();
    const request =
      spare === undefined
        ? new LockRequest(this.sim, this, state, entry, item, target, upgrade)
        : spare.reuse(state, entry, item, target, upgrade);
    if (upgrade) queue.splice(firstNewRequest(queue), 0, request);
    else queue.push(request);
    state.waiting = request;
    const blockers = this.blockersOf(request);
    this.trace.emitLockWait(this.sim.now, owner, item, LOCK_MODE_NAMES[target]!, blockers);
    this.resolveDeadlocks(state);
    return request;
  }

  /** Releases every lock the owner holds and forgets it (commit or abort). Idempotent. */
  releaseAll(owner: number): void {
    const state = this.owners.get(owner);
    if (state !== undefined) this.release(state);
  }

  /** `releaseAll` of a registered owner: withdraws its wait, then frees its locks in grant order. */
  private release(state: OwnerState): void {
    const owner = state.txn;
    this.owners.delete(owner);
    if (state.waiting !== null) this.cancelWait(state.waiting);
    this.trace.emitLockReleaseAll(this.sim.now, owner);
    const held = state.held;
    const count = state.heldCount;
    // A record goes spare as soon as it leaves its entry: a grant to a waiter there may reuse
    // it, but this loop has read it by then.
    for (let k = 0; k < count; k++) {
      const holder = held[k]!;
      const entry = holder.entry;
      // The record leaves (most often the last one); the others keep their order.
      removeAt(entry.holders, entry.holders.lastIndexOf(holder));
      this.spareHolders.push(holder);
      this.grantWaiters(entry);
    }
    // The array keeps its room for the state's next attempt (`length = 0` would drop it, and
    // the next grant would make another): the stale slots are spare holders, read no more.
    state.heldCount = 0;
    state.waiting = null;
    this.spareOwners.push(state);
  }

  /** @internal An interrupted waiter's request leaves its queue; it keeps what it holds. */
  withdraw(request: LockRequest): void {
    const state = this.owners.get(request.owner);
    if (state !== undefined && state.waiting === request) state.waiting = null;
    this.cancelWait(request);
  }

  /** @internal A done request comes back (see `RequestPool`). */
  recycle(request: LockRequest): void {
    this.spareRequests.push(request);
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

  /** Items with any holder or waiter, in ascending order. */
  lockedItems(): number[] {
    return this.entries.keys().sort((a, b) => a - b);
  }

  private stateOf(owner: number): OwnerState {
    const state = this.owners.get(owner);
    if (state === undefined) throw new Error(`T${owner} requests a lock before it began`);
    return state;
  }

  private compatibleWithHolders(entry: LockEntry, owner: number, mode: LockMode): boolean {
    const holders = entry.holders;
    for (let i = 0; i < holders.length; i++) {
      const h = holders[i]!;
      if (h.owner !== owner && !compatible(h.mode, mode)) return false;
    }
    return true;
  }

  /** Grants `mode` on `entry`'s item to an owner that holds nothing there. */
  private grantNew(entry: LockEntry, mode: LockMode, state: OwnerState): void {
    let holder = this.spareHolders.pop();
    if (holder === undefined) holder = new Holder(state.txn, mode, state, entry);
    else {
      holder.owner = state.txn;
      holder.mode = mode;
      holder.state = state;
      holder.entry = entry;
    }
    entry.holders.push(holder);
    state.held[state.heldCount++] = holder;
    this.emitGrant(state.txn, entry.item, mode);
  }

  /** Raises the mode of a lock the owner holds (`mine`) to `mode`. */
  private upgrade(mine: Holder, mode: LockMode): void {
    mine.mode = mode;
    this.emitGrant(mine.owner, mine.entry.item, mode);
  }

  /** Grants a queued request: a new lock, or the upgrade of the one its owner holds. */
  private grantQueued(request: LockRequest): void {
    const state = request.state;
    state.waiting = null;
    if (request.upgrade) this.upgrade(holderOf(request.entry, request.owner)!, request.mode);
    else this.grantNew(request.entry, request.mode, state);
    request.settle(true);
  }

  private emitGrant(owner: number, item: number, mode: LockMode): void {
    this.trace.emitLockGrant(this.sim.now, owner, item, LOCK_MODE_NAMES[mode]!);
  }

  /** Grants queued requests from the head while they fit (strict FIFO), or any that fit (barging). */
  private grantWaiters(entry: LockEntry): void {
    const queue = entry.queue;
    if (this.barging) {
      for (let i = 0; i < queue.length;) {
        const request = queue[i]!;
        if (!this.compatibleWithHolders(entry, request.owner, request.mode)) {
          i++;
          continue;
        }
        removeAt(queue, i);
        this.grantQueued(request);
      }
    }
    while (queue.length > 0) {
      const head = queue[0]!;
      if (!this.compatibleWithHolders(entry, head.owner, head.mode)) break;
      queue.shift();
      this.grantQueued(head);
    }
    if (entry.holders.length === 0 && queue.length === 0) {
      this.entries.delete(entry.item);
      this.spareEntries.push(entry);
    }
  }

  /**
   * Whom a waiting request waits for: incompatible holders, then incompatible requests
   * ahead, each named once (a listing marks whom it named). Their states go to the deadlock
   * search's start list too: a search from the requester skips a blocker it has seen, so
   * naming each once finds the same cycle as `fillWaitsFor` would.
   */
  private blockersOf(request: LockRequest): number[] {
    const into = this.cycles.startList();
    // The first n of the scratch list (emptying it would drop its room).
    const blockers = this.blockerIds;
    let n = 0;
    const listing = ++this.listing;
    const owner = request.owner;
    const mode = request.mode;
    const holders = request.entry.holders;
    for (let i = 0; i < holders.length; i++) {
      const h = holders[i]!;
      if (h.owner !== owner && !compatible(h.mode, mode)) {
        into.push(h.state);
        blockers[n++] = h.owner;
        h.state.listed = listing;
      }
    }
    if (!this.barging) {
      const queue = request.entry.queue;
      for (let i = 0; i < queue.length; i++) {
        const r = queue[i]!;
        if (r === request) break;
        if (r.owner !== owner && !compatible(r.mode, mode) && r.state.listed !== listing) {
          into.push(r.state);
          blockers[n++] = r.owner;
          r.state.listed = listing;
        }
      }
    }
    // A copy of exactly their number: the trace keeps it (a list grown by pushes has room
    // for 17).
    return blockers.slice(0, n);
  }

  /**
   * Aborts youngest members until no cycle passes through the requester. Its state is not
   * reused meanwhile (no attempt begins here); once released or granted it waits for nothing.
   */
  private resolveDeadlocks(state: OwnerState): void {
    // The first search starts from the blockers `blockersOf` just listed.
    let startFilled = true;
    for (;;) {
      if (state.waiting === null || !mayBeWaitedFor(state)) return;
      const cycle = this.findCycle(state, startFilled);
      if (cycle === null) return;
      startFilled = false;
      const victim = this.cycles.youngest();
      this.deadlockCount++;
      this.trace.emitDeadlock(this.sim.now, cycle, victim.txn);
      const request = victim.waiting!;
      this.release(victim);
      request.settle(false);
    }
  }

  /**
   * One cycle through `state`, as the depth-first search over `waitsFor` finds it: along
   * the gateways when every transaction on the way has one, by the whole search otherwise.
   */
  protected findCycle(state: OwnerState, startFilled: boolean): number[] | null {
    const cycle = this.cycles.followGateways(state, gatewayOf);
    return cycle !== undefined ? cycle : this.searchWholeGraph(state, startFilled);
  }

  /** The whole depth-first search (a test compares it with `findCycle` on every block). */
  protected searchWholeGraph(state: OwnerState, startFilled: boolean): number[] | null {
    return this.cycles.find(state, this.waitsFor, startFilled);
  }

  private waitsFor = (owner: OwnerState, into: NodeList<OwnerState>): void =>
    fillWaitsFor(owner, into, this.barging);

  private cancelWait(request: LockRequest): void {
    const entry = request.entry;
    const at = entry.queue.indexOf(request);
    // Already out (its owner released everything while it waited, then was interrupted).
    if (at < 0) return;
    removeAt(entry.queue, at);
    // The cancelled request may have been the one holding back those behind it.
    this.grantWaiters(entry);
  }
}

/** Where a new request queues behind upgrades: the first request that is not an upgrade. */
function firstNewRequest(queue: readonly LockRequest[]): number {
  let i = 0;
  while (i < queue.length && queue[i]!.upgrade) i++;
  return i;
}

/** Removes the element at `i`, the rest keeping their order (no splice: it makes an array). */
function removeAt<T>(list: T[], i: number): void {
  const last = list.length - 1;
  for (; i < last; i++) list[i] = list[i + 1]!;
  list.pop();
}
