import { describe, expect, it } from 'vitest';
import { TraceSink } from '../../trace/trace-sink.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { LockManager } from './lock-manager.ts';
import { LockMode } from './lock-modes.ts';

describe('reused owner states', () => {
  it('a released owner state starts empty for its next attempt', () => {
    const locks = new LockManager(new Simulation(), new TraceSink([]));
    locks.begin(1, 0);
    locks.request(1, 10, LockMode.X);
    locks.request(1, 11, LockMode.X);
    locks.releaseAll(1);
    // T2 gets T1's state: releasing it must not touch T1's old items.
    locks.begin(2, 5);
    locks.releaseAll(2);
    expect(locks.lockedItems()).toEqual([]);
    locks.begin(3, 6);
    expect(locks.request(3, 10, LockMode.X)).toBeNull();
    expect(locks.inspect(10).holders).toEqual([{ owner: 3, mode: LockMode.X }]);
    expect(locks.inspect(11).holders).toEqual([]);
  });

  it('a deadlock victim reuses nothing it still waits on', () => {
    const locks = new LockManager(new Simulation(), new TraceSink([]));
    locks.begin(1, 0);
    locks.begin(2, 1);
    locks.request(1, 10, LockMode.X);
    locks.request(2, 11, LockMode.X);
    locks.request(1, 11, LockMode.X);
    locks.request(2, 10, LockMode.X); // T2, the younger, is the victim
    expect(locks.deadlocks).toBe(1);
    expect(locks.inspect(11).holders).toEqual([{ owner: 1, mode: LockMode.X }]);
    locks.begin(4, 2);
    expect(locks.request(4, 12, LockMode.X)).toBeNull();
    expect(locks.inspect(10).waiting).toEqual([]);
    expect(locks.inspect(11).waiting).toEqual([]);
  });
});
