/**
 * Strict two-phase locking as the concurrency control seam: the model's default. A
 * conflicting request blocks in the lock manager's queue; a deadlock victim's request
 * resumes with false and its attempt aborts. Locks are held to the end of the attempt
 * (the commit protocol releases them), so validation at commit has nothing to check.
 */
import { returning, type Wait } from '../../kernel/process.ts';
import type { AbortReason } from '../../trace/trace-event.ts';
import type { ConcurrencyControl } from '../seams.ts';
import type { LockManager } from './lock-manager.ts';
import type { LockMode } from './lock-modes.ts';

const PASSES = returning(true);

export class StrictTwoPhaseLocking implements ConcurrencyControl {
  constructor(private readonly locks: LockManager) {}

  beginAttempt(txn: number, submittedAt: number): void {
    this.locks.begin(txn, submittedAt);
  }

  request(txn: number, item: number, mode: LockMode): boolean | Wait<boolean> {
    return this.locks.request(txn, item, mode) ?? true;
  }

  /** Strict 2PL validates nothing at commit: one shared step that returns true at once. */
  validate(): Iterable<Wait, boolean, unknown> {
    return PASSES;
  }

  release(txn: number): void {
    this.locks.releaseAll(txn);
  }

  abortReason(): AbortReason {
    return 'deadlock';
  }
}
