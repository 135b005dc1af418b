import { describe, expect, it } from 'vitest';
import type { BatchListeners } from '../../worker/pool.ts';
import { byPlanIndex, focusFirst, inPlanOrder, isPlanOrder } from './run-order.ts';

describe('the order a batch hands its runs to the workers', () => {
  it('puts the focused run first, then the rest in plan order', () => {
    expect(focusFirst(4, 2)).toEqual([2, 0, 1, 3]);
    expect(focusFirst(4, 0)).toEqual([0, 1, 2, 3]);
    expect(focusFirst(4, -1)).toEqual([0, 1, 2, 3]);
    expect(focusFirst(4, 9)).toEqual([0, 1, 2, 3]);
    expect(isPlanOrder(focusFirst(3, 0))).toBe(true);
    expect(isPlanOrder(focusFirst(3, 1))).toBe(false);
  });

  it('reports messages and outcomes by plan index', () => {
    const order = focusFirst(3, 2);
    const heard: string[] = [];
    const listeners: BatchListeners = {
      onProgress: (i) => heard.push(`progress ${i}`),
      onTrace: (i, _events, cut) => heard.push(`trace ${i} ${cut}`),
      onOutcome: (i) => heard.push(`outcome ${i}`),
    };
    const mapped = byPlanIndex(listeners, order);
    mapped.onProgress?.(0, { simulatedMs: 1, totalMs: 2, committed: 0 });
    mapped.onTrace?.(1, [], true);
    mapped.onOutcome?.(2, { kind: 'cancelled' });
    expect(heard).toEqual(['progress 2', 'trace 0 true', 'outcome 1']);
    expect(inPlanOrder(['c', 'a', 'b'], order)).toEqual(['a', 'b', 'c']);
    expect(byPlanIndex(listeners, focusFirst(3, 0))).toBe(listeners);
  });
});
