import { describe, expect, it } from 'vitest';
import { TraceSink } from '../../trace/trace-sink.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { LockManager } from './lock-manager.ts';
import { LockMode } from './lock-modes.ts';
import type { LockRequest } from './lock-request.ts';

function manager() {
  const sim = new Simulation();
  return new LockManager(sim, new TraceSink([]));
}

describe('reused lock records', () => {
  it('a granted request handed back serves the next block as a fresh one', () => {
    const locks = manager();
    locks.begin(1, 0);
    locks.begin(2, 1);
    expect(locks.request(1, 10, LockMode.X)).toBeNull();
    const first = locks.request(2, 10, LockMode.X) as LockRequest;
    locks.releaseAll(1); // grants T2
    expect(first.outcome).toBe(true);
    locks.recycle(first);
    locks.begin(3, 2);
    const second = locks.request(3, 10, LockMode.S) as LockRequest;
    expect(second).toBe(first);
    expect([second.owner, second.item, second.mode, second.outcome]).toEqual([
      3,
      10,
      LockMode.S,
      null,
    ]);
    expect(locks.inspect(10).waiting).toEqual([{ owner: 3, mode: LockMode.S }]);
  });

  it('a request still waiting is not taken back', () => {
    const locks = manager();
    locks.begin(1, 0);
    locks.begin(2, 1);
    locks.request(1, 10, LockMode.X);
    const waiting = locks.request(2, 10, LockMode.X) as LockRequest;
    locks.recycle(waiting);
    locks.begin(3, 2);
    expect(locks.request(3, 10, LockMode.X)).not.toBe(waiting);
  });

  it('a released owner state starts empty for its next attempt', () => {
    const locks = manager();
    locks.begin(1, 0);
    locks.request(1, 10, LockMode.X);
    locks.request(1, 11, LockMode.X);
    locks.releaseAll(1);
    locks.begin(2, 5);
    locks.releaseAll(2);
    expect(locks.lockedItems()).toEqual([]);
    locks.begin(3, 6);
    expect(locks.request(3, 10, LockMode.X)).toBeNull();
    expect(locks.inspect(10).holders).toEqual([{ owner: 3, mode: LockMode.X }]);
    expect(locks.inspect(11).holders).toEqual([]);
  });
});
