/**
 * The lock manager's records (lock-manager.ts): a lock request, which is the Wait a blocked
 * transaction's process waits on (resumed with true when granted, false when aborted as a
 * deadlock victim, withdrawn from its queue when the process is interrupted), an item's
 * entry (holders, FIFO queue), and a transaction's state (what it holds and waits for, and
 * the marks of the deadlock search). All are classes made with `new`, never literals (see
 * kernel/young-allocation.ts). Leaves out the locking rules.
 */
import type { Resumable, Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { LockMode } from './lock-modes.ts';
import { emptyArray } from '../../kernel/young-allocation.ts';

/**
 * What a request needs of its lock manager: withdrawing it, and taking it back once done.
 * A request is done once its process has been handed its outcome (its wake-up queued, or
 * it was withdrawn): the manager holds it no more (out of the queue, not its owner's
 * wait), and its process reads nothing of it again. The process may still name it as its
 * wait until the wake-up fires; an interrupt then asks it to `cancel`, which refuses
 * whoever reuses it, as it refused when settled.
 */
export interface RequestPool {
  withdraw(request: LockRequest): void;
  recycle(request: LockRequest): void;
}

export class LockRequest implements Wait<boolean> {
  private process: Resumable<boolean> | null = null;
  /** null while waiting; true when granted, false when aborted as a deadlock victim. */
  outcome: boolean | null = null;
  owner: number;

  constructor(
    private readonly sim: Simulation,
    private readonly manager: RequestPool,
    public state: OwnerState,
    public entry: LockEntry,
    public item: number,
    public mode: LockMode,
    public upgrade: boolean,
  ) {
    this.owner = state.txn;
  }

  /** A done request (back from the pool) made a new one. */
  reuse(state: OwnerState, entry: LockEntry, item: number, mode: LockMode, upgrade: boolean): this {
    this.process = null;
    this.outcome = null;
    this.owner = state.txn;
    this.state = state;
    this.entry = entry;
    this.item = item;
    this.mode = mode;
    this.upgrade = upgrade;
    return this;
  }

  begin(process: Resumable<boolean>): void {
    if (this.outcome === null) {
      this.process = process;
      return;
    }
    // Settled before its process began waiting (a victim at its own request).
    this.sim.scheduleNow(process, this.outcome);
    this.manager.recycle(this);
  }

  cancel(process: Resumable<boolean>): boolean {
    if (this.outcome !== null || this.process !== process) return false;
    this.process = null;
    this.manager.withdraw(this);
    this.manager.recycle(this);
    return true;
  }

  settle(outcome: boolean): void {
    this.outcome = outcome;
    const process = this.process;
    if (process !== null) {
      this.sim.scheduleNow(process, outcome);
      this.process = null;
      this.manager.recycle(this);
    }
  }
}

/** One owner's lock on an entry's item; its owner's `held` lists it, so a release looks nothing up. */
export class Holder {
  constructor(
    public owner: number,
    public mode: LockMode,
    public state: OwnerState,
    public entry: LockEntry,
  ) {}
}

export class LockEntry {
  holders: Holder[] = emptyArray();
  queue: LockRequest[] = emptyArray();
  /** `item` is reassigned when the lock manager reuses an emptied entry for another item. */
  constructor(public item: number) {}
}

/** The owner's holder record on the entry, if it holds the item. */
export function holderOf(entry: LockEntry, owner: number): Holder | undefined {
  const holders = entry.holders;
  for (let i = 0; i < holders.length; i++) if (holders[i]!.owner === owner) return holders[i];
  return undefined;
}

export class OwnerState {
  /** The deadlock search's visited mark, and the blocker listing's (see the lock manager's `blockersOf`). */
  mark = 0;
  listed = 0;
  /**
   * The owner's holder records, in the order it was granted them: the first `heldCount`
   * (the array keeps its room across the attempts that reuse the state).
   */
  held: Holder[] = emptyArray();
  heldCount = 0;
  waiting: LockRequest | null = null;
  constructor(
    /** Reassigned when the lock manager reuses a released state for a new attempt. */
    public txn: number,
    /** Start time used to pick the youngest victim. */
    public startedAt: number,
  ) {}
}
