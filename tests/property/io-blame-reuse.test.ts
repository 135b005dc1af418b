/**
 * The I/O blame fold keeps its counts between instants while nothing they depend on
 * changes (io-blame.ts). Over the recorded traces of a few scenarios with lock waits (and
 * random mixed-technique ones), keeping them gives exactly the sums of counting again at
 * every instant, asking about each root or through the set; so do the run's own statistics,
 * which feed the fold through the sink's typed calls. About 3 s.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { IoBlameFold } from '../../src/trace/io-blame.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { mixedParams, randomMixedScenario } from './mixed-scenario.ts';
import { runRecorded, type RawScenario } from './random-scenario.ts';

/** A scenario's recorded trace, and the blame shares of its run (fed through typed calls). */
function recorded(
  id: string,
  overrides: { path: string; value: unknown }[],
): { events: readonly TraceEvent[]; run: number[] } {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
  const stats = run.runToEnd();
  return { events: run.events, run: [stats.lockWaitFromIoPct, stats.lockWaitFromHolderIoPct] };
}

/** Both shares, folded with the counts kept or counted at every instant. */
function shares(events: readonly TraceEvent[], fewRoots: number, reuse: boolean): number[] {
  const f = new IoBlameFold(null, fewRoots, reuse);
  for (const e of events) f.accept(e);
  return [f.lockWaitFromIoPct, f.lockWaitFromHolderIoPct];
}

describe('I/O blame with its counts kept between instants', () => {
  it.each([
    ['textbook-2pl', [{ path: 'run.durationMs', value: 20_000 }]],
    ['mpl-thrashing', [{ path: 'run.durationMs', value: 2_000 }]],
  ])('gives the same shares on %s as counting at every instant', (id, overrides) => {
    const { events, run } = recorded(id, overrides);
    const counted = shares(events, 16, false);
    expect(counted[0]).toBeGreaterThan(0);
    expect(shares(events, 16, true)).toEqual(counted);
    expect(run).toEqual(counted);
    expect(shares(events, 0, true)).toEqual(shares(events, 0, false));
  });

  it('gives the same shares on random mixed-technique scenarios', () => {
    fc.assert(
      fc.property(randomMixedScenario(), (raw) => {
        const { events, stats } = runRecorded(raw);
        const counted = shares(events, 16, false);
        expect(shares(events, 16, true)).toEqual(counted);
        expect([stats.lockWaitFromIoPct, stats.lockWaitFromHolderIoPct]).toEqual(counted);
      }),
      mixedParams<[RawScenario]>(40),
    );
  });
});
