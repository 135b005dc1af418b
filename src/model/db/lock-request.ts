/**
 * The lock manager's records (lock-manager.ts): a lock request, which is the Wait a blocked
 * transaction's process waits on (resumed with true when granted, false when aborted as a
 * deadlock victim, withdrawn from its queue when the process is interrupted), an item's
 * entry (holders, FIFO queue), and a transaction's state (what it holds and waits for, and
 * the marks of the deadlock search). Leaves out the locking rules.
 */
import type { Resumable, Wait } from '../../kernel/process.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { LockMode } from './lock-modes.ts';

export class LockRequest implements Wait<boolean> {
  private process: Resumable<boolean> | null = null;
  /** null while waiting; true when granted, false when aborted as a deadlock victim. */
  outcome: boolean | null = null;
  readonly owner: number;

  constructor(
    private readonly sim: Simulation,
    private readonly manager: { withdraw(request: LockRequest): void },
    readonly state: OwnerState,
    readonly entry: LockEntry,
    readonly item: number,
    readonly mode: LockMode,
    readonly upgrade: boolean,
  ) {
    this.owner = state.txn;
  }

  begin(process: Resumable<boolean>): void {
    if (this.outcome !== null) this.sim.scheduleNow(process, this.outcome);
    else this.process = process;
  }

  cancel(process: Resumable<boolean>): boolean {
    if (this.outcome !== null || this.process !== process) return false;
    this.process = null;
    this.manager.withdraw(this);
    return true;
  }

  settle(outcome: boolean): void {
    this.outcome = outcome;
    if (this.process !== null) {
      this.sim.scheduleNow(this.process, outcome);
      this.process = null;
    }
  }
}

/** One owner's lock on an entry's item; its owner's `held` lists it, so a release looks nothing up. */
export interface Holder {
  owner: number;
  mode: LockMode;
  state: OwnerState;
  entry: LockEntry;
}

export interface LockEntry {
  /** Reassigned when the lock manager reuses an emptied entry for another item. */
  item: number;
  holders: Holder[];
  queue: LockRequest[];
}

/** The owner's holder record on the entry, if it holds the item. */
export function holderOf(entry: LockEntry, owner: number): Holder | undefined {
  const holders = entry.holders;
  for (let i = 0; i < holders.length; i++) if (holders[i]!.owner === owner) return holders[i];
  return undefined;
}

export interface OwnerState {
  /** Reassigned when the lock manager reuses a released state for a new attempt. */
  txn: number;
  /** The deadlock search's visited mark, and the blocker listing's (see the lock manager's `blockersOf`). */
  mark: number;
  listed: number;
  /** Start time used to pick the youngest victim. */
  startedAt: number;
  /**
   * The owner's holder records, in the order it was granted them: the first `heldCount`
   * (the array keeps its room across the attempts that reuse the state).
   */
  held: Holder[];
  heldCount: number;
  waiting: LockRequest | null;
}
