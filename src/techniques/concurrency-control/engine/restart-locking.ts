/**
 * Lock requests under the two restart-based locking algorithms, on the model's lock
 * manager (which keeps granting, upgrades and the lock events). Neither ever queues there:
 * a request is passed to the lock manager only when nothing is in its way, so it is
 * granted at once, and the lock manager's deadlock detection never fires.
 * - Immediate restart: a conflicting holder makes the requester release its locks and
 *   abort at once (`cc.conflict`).
 * - Wound-wait: younger transactions in the way are wounded (`cc.wound`): their locks are
 *   released at once. A victim blocked in a wait that can be forgotten (its lock wait, a
 *   CPU, disk or data-server queue, a timeout, a buffer-pool wait) is interrupted
 *   (`Process.interrupt`): it aborts at the instant of the wound. A victim in service on a
 *   device, holding the data server, or whose wake-up is already queued aborts at its next
 *   lock request or its validation (what a real system's abort check would see). A
 *   transaction already committing cannot be wounded. For older ones the requester waits (one `lock.wait` naming them); whenever one
 *   of them releases, the request is decided again, and it resolves with true once granted.
 * Every wait edge points from younger to older, so no deadlock can form.
 */
import { Deferred, type Process, type Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import {
  compatible,
  covers,
  isInService,
  LOCK_MODE_NAMES,
  supremum,
  type DatabaseSystem,
  type LockMode,
} from '../../../model/seams.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import { woundWait, type TxnAge } from '../wound-wait.ts';

type LockManager = DatabaseSystem['locks'];

/** The cause a wounded victim's process is interrupted with. */
export const WOUND = 'wound';

interface PendingRequest {
  item: number;
  mode: LockMode;
  /** Resolves with true once granted, false when the requester is wounded. */
  outcome: Deferred<boolean>;
}

interface AttemptState {
  age: TxnAge;
  /** Wounded: it must abort at its next step. */
  wounded: boolean;
  /** In commit processing: past the point where it can be wounded. */
  committing: boolean;
  pending: PendingRequest | null;
  /** The process running the attempt (null outside a process, as in unit tests). */
  process: Process | null;
}

export class RestartLocking {
  private readonly attempts = new Map<number, AttemptState>();
  /** Transaction -> the waiters whose request is decided again when it releases. */
  private readonly waitersOn = new Map<number, Set<number>>();

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly locks: LockManager,
    private readonly wounding: boolean,
    /** True while the transaction holds a serial server (the data server), if any. */
    private readonly holdsServer: (txn: number) => boolean = () => false,
  ) {}

  begin(txn: number, submittedAt: number): void {
    this.locks.begin(txn, submittedAt);
    this.attempts.set(txn, {
      age: { txn, submittedAt },
      wounded: false,
      committing: false,
      pending: null,
      process: this.sim.activeProcess,
    });
  }

  /** True when the attempt was wounded and must abort. */
  isWounded(txn: number): boolean {
    return this.attempts.get(txn)?.wounded ?? false;
  }

  /** The attempt starts committing; false when it was wounded first. */
  enterCommit(txn: number): boolean {
    const state = this.attempts.get(txn);
    if (state === undefined || state.wounded) return false;
    state.committing = true;
    return true;
  }

  /**
   * Asks for `item` in `mode`: true when granted at once, false when the attempt must
   * abort now, or a Wait that resumes with true (granted) or false (wounded: abort).
   */
  request(txn: number, item: number, mode: LockMode): boolean | Wait<boolean> {
    const state = this.attempts.get(txn);
    if (state === undefined || state.wounded) return false;
    const inTheWay = this.holdersInTheWay(txn, item, mode);
    if (inTheWay.length === 0) {
      this.grant(txn, item, mode);
      return true;
    }
    if (!this.wounding) {
      this.trace.emit({ kind: 'cc.conflict', t: this.sim.now, txn, item, holders: inTheWay });
      // As for a deadlock victim, the locks go at the decision, before the abort.
      this.locks.releaseAll(txn);
      return false;
    }
    const pending: PendingRequest = { item, mode, outcome: new Deferred<boolean>(this.sim) };
    const waitFor = this.decide(state, pending, inTheWay);
    if (waitFor === null) return true;
    this.trace.emit({
      kind: 'lock.wait',
      t: this.sim.now,
      txn,
      item,
      mode: LOCK_MODE_NAMES[this.target(txn, item, mode)]!,
      blockers: waitFor,
    });
    state.pending = pending;
    return pending.outcome;
  }

  /** The attempt releases everything (commit or abort): decide its waiters' requests again. */
  release(txn: number): void {
    this.locks.releaseAll(txn);
    this.attempts.delete(txn);
    const waiters = this.waitersOn.get(txn);
    if (waiters === undefined) return;
    this.waitersOn.delete(txn);
    for (const w of waiters) {
      const state = this.attempts.get(w);
      const pending = state?.pending;
      if (state === undefined || pending === null || pending === undefined) continue;
      const inTheWay = this.holdersInTheWay(w, pending.item, pending.mode);
      if (this.decide(state, pending, inTheWay) === null) {
        state.pending = null;
        pending.outcome.resolve(true);
      }
    }
  }

  /**
   * Wounds the younger ones in the way and registers the wait for the older (and the
   * committing) ones: null when nothing is left in the way (the lock is granted), else
   * whom the request waits for.
   */
  private decide(
    state: AttemptState,
    pending: PendingRequest,
    inTheWay: number[],
  ): number[] | null {
    const txn = state.age.txn;
    const ages = inTheWay.map((h) => this.attempts.get(h)?.age ?? { txn: h, submittedAt: -1 });
    const decision = woundWait(state.age, ages);
    const waitFor = [...decision.waitFor];
    for (const victim of decision.wound) {
      if (this.attempts.get(victim)?.committing === true) waitFor.push(victim);
      else this.wound(txn, victim, pending.item);
    }
    if (this.holdersInTheWay(txn, pending.item, pending.mode).length === 0) {
      this.grant(txn, pending.item, pending.mode);
      return null;
    }
    for (const blocker of waitFor) {
      let set = this.waitersOn.get(blocker);
      if (set === undefined) this.waitersOn.set(blocker, (set = new Set()));
      set.add(txn);
    }
    return waitFor;
  }

  private grant(txn: number, item: number, mode: LockMode): void {
    if (this.locks.request(txn, item, mode) !== null)
      throw new Error(`T${txn}'s request for item ${item}, with nothing in its way, queued`);
  }

  private wound(wounder: number, victim: number, item: number): void {
    const state = this.attempts.get(victim);
    if (state === undefined || state.wounded) return;
    state.wounded = true;
    this.trace.emit({ kind: 'cc.wound', t: this.sim.now, wounder, victim, item });
    // Its locks go now; its attempt (and the release call after the abort) follows.
    this.locks.releaseAll(victim);
    const pending = state.pending;
    state.pending = null;
    const interrupted = this.interruptible(victim) && state.process!.interruptWait(WOUND);
    if (!interrupted) pending?.outcome.resolve(false);
  }

  /**
   * Whether the victim may be interrupted: its process is on a wait (not running), not in
   * service on a device and not holding the data server. The interrupt itself happens
   * only if that wait forgets it now (its wake-up not yet queued).
   */
  private interruptible(victim: number): boolean {
    const waitingOn = this.attempts.get(victim)?.process?.currentWait ?? null;
    return waitingOn !== null && !isInService(waitingOn) && !this.holdsServer(victim);
  }

  /** The mode the request would hold: the supremum with a mode already held. */
  private target(txn: number, item: number, mode: LockMode): LockMode {
    const mine = this.locks.inspect(item).holders.find((h) => h.owner === txn);
    return mine === undefined ? mode : supremum(mine.mode, mode);
  }

  /** Other holders of `item` whose modes conflict with the request. */
  private holdersInTheWay(txn: number, item: number, mode: LockMode): number[] {
    const view = this.locks.inspect(item);
    const mine = view.holders.find((h) => h.owner === txn);
    if (mine !== undefined && covers(mine.mode, mode)) return [];
    const target = mine === undefined ? mode : supremum(mine.mode, mode);
    return view.holders
      .filter((h) => h.owner !== txn && !compatible(h.mode, target))
      .map((h) => h.owner);
  }
}
