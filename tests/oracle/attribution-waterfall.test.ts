/**
 * Explaining the difference between two runs (src/trace/attribution/): for every built-in
 * scenario with two or more variants, each run's parts sum to its mean response time (the
 * one the statistics report), and the waterfall from the first variant to each other one
 * sums to the difference of their means, within floating-point rounding.
 *
 * Cost: every run of a second or more is shortened to a quarter of its warm-up and measured
 * duration (the identity holds at any length; a quarter still commits in every run that
 * commits at full length). The CPU it took is printed at the end (about 12 s).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinIds, SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns, type PlannedRun } from '../../src/scenario/run-plan.ts';
import {
  partsSum,
  type ResponseAttribution,
} from '../../src/trace/attribution/attribution-types.ts';
import { ResponseAttributionFold } from '../../src/trace/attribution/response-attribution.ts';
import { stepsSum, waterfall } from '../../src/trace/attribution/waterfall.ts';

const SHORTEN = 4;
/** Runs shorter than this (charm-figure1's 16 ms) are left as they are. */
const SHORT_MS = 1000;

function attribute(run: PlannedRun): {
  a: ResponseAttribution;
  statsMeanMs: number;
  stopped: boolean;
} {
  const r = run.scenario.run;
  const f = r.durationMs < SHORT_MS ? 1 : SHORTEN;
  const scenario = {
    ...run.scenario,
    run: { ...r, durationMs: r.durationMs / f, warmupMs: r.warmupMs / f },
  };
  const fold = new ResponseAttributionFold();
  const stats = createSimulation(scenario, { variant: run.variant, consumers: [fold] }).runToEnd();
  return {
    a: fold.result(stats.tls ?? null),
    statsMeanMs: stats.meanResponseMs,
    stopped: stats.stop !== null,
  };
}

const within = (mean: number): number => 1e-9 * Math.max(1, Math.abs(mean));

const pairs = builtinIds().flatMap((id) => {
  const plan = planRuns(JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8')));
  if (!plan.ok) throw new Error(`${id}: ${JSON.stringify(plan.errors)}`);
  return plan.value.length < 2 ? [] : [{ id, runs: plan.value }];
});

describe('the waterfall of every built-in compare', () => {
  const cpu = process.cpuUsage();
  afterAll(() => {
    const used = process.cpuUsage(cpu);
    // eslint-disable-next-line no-console
    console.log(`attribution-waterfall: ${((used.user + used.system) / 1e6).toFixed(1)} s CPU`);
  });
  it('covers every built-in scenario with two or more variants', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(20);
  });

  for (const { id, runs } of pairs) {
    it(`sums to the difference of the means from ${id}'s first variant to each other one`, () => {
      const results = runs.map(attribute);
      for (const [i, { a, statsMeanMs, stopped }] of results.entries()) {
        const name = `${id} ${runs[i]!.variant}`;
        if (!stopped) expect(a.committed, name).toBeGreaterThan(0);
        expect(a.meanResponseMs, name).toBe(statsMeanMs);
        expect(Math.abs(partsSum(a) - a.meanResponseMs), name).toBeLessThan(
          within(a.meanResponseMs),
        );
      }
      const first = results[0]!.a;
      for (const [i, { a }] of results.entries()) {
        if (i === 0) continue;
        const w = waterfall(first, a);
        expect(w.differenceMs).toBe(a.meanResponseMs - first.meanResponseMs);
        expect(Math.abs(stepsSum(w) - w.differenceMs), `${id} ${runs[i]!.variant}`).toBeLessThan(
          within(Math.max(first.meanResponseMs, a.meanResponseMs)),
        );
      }
    });
  }
});
