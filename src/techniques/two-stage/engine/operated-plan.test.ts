import { describe, expect, it } from 'vitest';
import { TxnPlan } from '../../../model/seams.ts';
import { operatedPlan } from './operated-plan.ts';

// Step 0 reads page 1; step 1 writes page 2, and page 7 (lock item 70) when its data changed.
const plan = new TxnPlan(0, 100, [1, 1, 50, 0, 2, 2, 50, 1], [-1, -1, 7, 70], 200, true, 64, -1);

describe('operatedPlan', () => {
  it('is the plan itself when no step took its alternative', () => {
    expect(operatedPlan(plan, null)).toBe(plan);
    expect(operatedPlan(plan, [false, false])).toBe(plan);
  });

  it('puts a step that took its alternative on the alternative page and lock item', () => {
    const operated = operatedPlan(plan, [false, true]);
    expect(operated.ops.map((op) => [op.page, op.lock, op.write])).toEqual([
      [1, 1, false],
      [7, 70, true],
    ]);
    expect(operated.writes).toBe(true);
    expect(operated.commitCpuUs).toBe(200);
    expect(operated.logBytes).toBe(64);
    expect(plan.ops[1]!.page).toBe(2);
  });
});
