import { describe, expect, it } from 'vitest';
import { planRuns } from '../scenario/run-plan.ts';
import { loadScenarioText } from './builtin-scenarios.ts';
import { longestFirst, takeInOrder } from './run-order.ts';

function sweepOf(id: string, values: string, ...sets: string[]) {
  const loaded = loadScenarioText(id);
  if (!loaded.ok) throw new Error(loaded.message);
  const overrides = [
    { path: 'sweep.values', value: JSON.parse(values) as unknown },
    ...sets.map((s) => {
      const [path, value] = s.split('=');
      return { path: path!, value: JSON.parse(value!) as unknown };
    }),
  ];
  const plan = planRuns(JSON.parse(loaded.text), { overrides, sweep: true });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value;
}

describe('the order a sweep hands its runs out in', () => {
  it('starts with the most terminals and ends with the fewest', () => {
    const runs = sweepOf('charm-concurrency', '[2,4,6,8,10]', 'compare=[]');
    expect(runs.map((r) => r.value)).toEqual([2, 4, 6, 8, 10]);
    expect(longestFirst(runs)).toEqual([4, 3, 2, 1, 0]);
  });

  it('keeps plan order between variants of one point, points longest first', () => {
    const runs = sweepOf('charm-concurrency', '[2,6]');
    const variants = runs.length / 2;
    expect(variants).toBeGreaterThan(1);
    const order = longestFirst(runs);
    expect(order.slice(0, variants)).toEqual(
      Array.from({ length: variants }, (_, i) => variants + i),
    );
    expect(order.slice(variants)).toEqual(Array.from({ length: variants }, (_, i) => i));
  });

  it('counts the simulated time as well as the terminals', () => {
    const runs = sweepOf('charm-concurrency', '[4]', 'compare=[]');
    const long = {
      scenario: { ...runs[0]!.scenario, run: { ...runs[0]!.scenario.run, durationMs: 9e4 } },
    };
    expect(longestFirst([runs[0]!, long])).toEqual([1, 0]);
  });
});

describe('taking runs from the shared queue', () => {
  it('gives every place to exactly one taker, in order', () => {
    const next = new Int32Array(new SharedArrayBuffer(4));
    const order = [5, 3, 1, 4, 2, 0];
    const a: number[] = [];
    const b: number[] = [];
    // Two takers interleaved: each takes one run, then lets the other take until it is done.
    takeInOrder(order, next, (i) => {
      a.push(i);
      if (a.length === 1) takeInOrder(order, next, (j) => b.push(j));
    });
    expect(a).toEqual([5]);
    expect(b).toEqual([3, 1, 4, 2, 0]);
    expect(Atomics.load(next, 0)).toBeGreaterThanOrEqual(order.length);
  });
});
