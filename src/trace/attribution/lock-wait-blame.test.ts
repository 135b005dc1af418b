import { describe, expect, it } from 'vitest';
import { LockWaitBlame } from './lock-wait-blame.ts';

describe('LockWaitBlame', () => {
  it('stops following a blocker that released all its locks, though it restarts and waits behind its waiter', () => {
    const credited = new Map<number, number>();
    // T3 reads from disk throughout; nobody else does.
    const blame = new LockWaitBlame(
      (root) => (root === 3 ? 'io' : 'contention'),
      (txn, _cls, us) => credited.set(txn, (credited.get(txn) ?? 0) + us),
    );
    blame.grant(1, 0);
    blame.grant(3, 0);
    blame.grant(2, 0);
    blame.wait(2, [1, 3], 10);
    blame.settle(10);
    // T1 aborts and restarts at 20, then waits behind T2 from 30.
    blame.abort(1, 20);
    blame.releaseAll(1, 20);
    blame.settle(20);
    blame.wait(1, [2], 30);
    blame.settle(30);
    blame.flushAt(2, 100);
    blame.flushAt(1, 100);
    // T2 on T1 (computing) 10..20, then on T3 reading; T1 behind T2, so on T3 too.
    expect(credited.get(2)).toBe(80);
    expect(credited.get(1)).toBe(70);
  });
});
