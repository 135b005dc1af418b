import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_SWEEP_SEEDS, planBatch } from './plan-batch.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

const doc = JSON.parse(
  readFileSync(new URL('../../../scenarios/charm-concurrency.json', import.meta.url), 'utf8'),
) as { sweep: { values: unknown[] }; compare: unknown[] };

describe('planBatch with several seeds per sweep point', () => {
  it('plans every point of every variant once per seed, the seeds consecutive from the one shown, point by point', () => {
    const plan = planBatch(doc, 40, [], 'sweep', 3);
    if (!plan.ok) throw new Error('charm-concurrency does not plan');
    const { planned, requests } = plan.value;
    const perSeed = doc.sweep.values.length * doc.compare.length;
    expect(planned).toHaveLength(3 * perSeed);
    expect(requests).toHaveLength(3 * perSeed);
    const seeds = planned.map((r) => r.scenario.seed);
    expect([...new Set(seeds)]).toEqual([40, 41, 42]);
    // A point's seeds run next to each other: the chart fills in point by point.
    expect(seeds.slice(0, 6)).toEqual([40, 41, 42, 40, 41, 42]);
    expect(planned.slice(0, 3).map((r) => [r.variant, r.value])).toEqual([
      [planned[0]!.variant, planned[0]!.value],
      [planned[0]!.variant, planned[0]!.value],
      [planned[0]!.variant, planned[0]!.value],
    ]);
    expect(requests[1]!.run.scenario?.seed).toBe(41);
  });

  it('runs a compare batch with its one seed, and caps a sweep at the most seeds offered', () => {
    const compare = planBatch(doc, 40, [], 'compare', 5);
    expect(compare.ok && compare.value.planned.length).toBe(doc.compare.length);
    const capped = planBatch(doc, 40, [], 'sweep', 1000);
    const perSeed = doc.sweep.values.length * doc.compare.length;
    expect(capped.ok && capped.value.planned.length).toBe(MAX_SWEEP_SEEDS * perSeed);
  });
});
