/**
 * Lock requests under the two restart-based locking algorithms, on the model's lock
 * manager (which keeps granting, upgrades and the lock events). Neither ever queues there:
 * a request is passed to the lock manager only when nothing is in its way, so it is
 * granted at once, and the lock manager's deadlock detection never fires.
 * - Immediate restart: anything in the way (a conflicting holder) aborts the requester.
 * - Wound-wait: younger transactions in the way are wounded: their locks are released at
 *   once and they abort at their next step (a waiting one at once; a running one when its
 *   current CPU burst or I/O ends, which is as soon as a real system notices); a
 *   transaction already committing cannot be wounded. For older ones the requester waits
 *   (`lock.wait` names them) until one of them ends its attempt, then asks again.
 * Every wait edge points from younger to older, so no deadlock can form.
 */
import type { Wait } from '../../../engine/core/process.ts';
import { Deferred } from '../../../engine/core/process.ts';
import type { Simulation } from '../../../engine/core/simulation.ts';
import type { LockManager } from '../../../engine/db/lock-manager.ts';
import {
  compatible,
  covers,
  LOCK_MODE_NAMES,
  supremum,
  type LockMode,
} from '../../../engine/db/lock-modes.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import { woundWait, type TxnAge } from '../wound-wait.ts';

interface AttemptState {
  age: TxnAge;
  /** Wounded: it must abort at its next step. */
  wounded: boolean;
  /** In commit processing: past the point where it can be wounded. */
  committing: boolean;
  /** Resolves with true to ask again, false when wounded while waiting. */
  waiting: Deferred | null;
}

export class RestartLocking {
  private readonly attempts = new Map<number, AttemptState>();
  /** Transaction -> the waiters to wake when its attempt ends. */
  private readonly waitersOn = new Map<number, Set<number>>();
  private woundCount = 0;

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly locks: LockManager,
    private readonly wounding: boolean,
  ) {}

  get wounds(): number {
    return this.woundCount;
  }

  begin(txn: number, submittedAt: number): void {
    this.attempts.set(txn, {
      age: { txn, submittedAt },
      wounded: false,
      committing: false,
      waiting: null,
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

  /** `yield* acquire(...)`: true when granted, false when the attempt must abort. */
  *acquire(txn: number, item: number, mode: LockMode): Generator<Wait, boolean, unknown> {
    // One lock.wait per request, however often it wakes and waits again, so the wait is
    // one interval from the first block to the grant or the abort.
    let waited = false;
    for (;;) {
      const state = this.attempts.get(txn);
      if (state === undefined || state.wounded) return false;
      const inTheWay = this.holdersInTheWay(txn, item, mode);
      if (inTheWay.length === 0) {
        const pending = this.locks.request(txn, item, mode);
        if (pending !== null) throw new Error(`T${txn}'s free request for ${item} queued`);
        return true;
      }
      if (!this.wounding) {
        this.trace.emit({ kind: 'cc.conflict', t: this.sim.now, txn, item, holders: inTheWay });
        // As for a deadlock victim, the locks go at the decision, before the abort.
        this.locks.releaseAll(txn);
        return false;
      }
      const decision = woundWait(
        state.age,
        inTheWay.map((h) => this.attempts.get(h)?.age ?? { txn: h, submittedAt: -Infinity }),
      );
      const committing = decision.wound.filter((v) => this.attempts.get(v)?.committing === true);
      for (const victim of decision.wound) {
        if (!committing.includes(victim)) this.wound(txn, victim, item);
      }
      const waitFor = [...decision.waitFor, ...committing];
      if (waitFor.length === 0) continue;
      if (!waited) {
        waited = true;
        this.trace.emit({
          kind: 'lock.wait',
          t: this.sim.now,
          txn,
          item,
          mode: LOCK_MODE_NAMES[this.target(txn, item, mode)]!,
          blockers: waitFor,
        });
      }
      const wake = new Deferred(this.sim);
      state.waiting = wake;
      for (const blocker of waitFor) {
        let set = this.waitersOn.get(blocker);
        if (set === undefined) this.waitersOn.set(blocker, (set = new Set()));
        set.add(txn);
      }
      const again = (yield wake) as boolean;
      state.waiting = null;
      if (!again) return false;
    }
  }

  /** The attempt ends (committed or aborted): wake whoever waited for it. */
  end(txn: number): void {
    this.attempts.delete(txn);
    const waiters = this.waitersOn.get(txn);
    if (waiters === undefined) return;
    this.waitersOn.delete(txn);
    for (const w of waiters) {
      const state = this.attempts.get(w);
      if (state !== undefined && state.waiting !== null) {
        const wake = state.waiting;
        state.waiting = null;
        wake.resolve(true);
      }
    }
  }

  private wound(wounder: number, victim: number, item: number): void {
    const state = this.attempts.get(victim);
    if (state === undefined || state.wounded) return;
    state.wounded = true;
    this.woundCount++;
    this.trace.emit({ kind: 'cc.wound', t: this.sim.now, wounder, victim, item });
    this.locks.releaseAll(victim);
    if (state.waiting !== null) {
      const wake = state.waiting;
      state.waiting = null;
      wake.resolve(false);
    }
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
    const target = this.target(txn, item, mode);
    return view.holders
      .filter((h) => h.owner !== txn && !compatible(h.mode, target))
      .map((h) => h.owner);
  }
}
