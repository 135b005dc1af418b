import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDLE_BATCH, type BatchState } from '../session/batch-state.ts';
import { batchOutcomes, holdsFirstRun, pickChoices } from './compare-pick.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

function doc(id: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
}

describe('picking the winner of a compare', () => {
  it('offers the variants of a scenario that compares two or more, none otherwise', () => {
    expect(pickChoices(doc('textbook-2pl')).map((c) => c.id)).toEqual(['2pl', 'no-locks']);
    expect(pickChoices(doc('mpl-thrashing'))).toEqual([]);
    expect(pickChoices({ not: 'a scenario' })).toEqual([]);
  });

  it('holds the first run only for a predict=1 link to a compare', () => {
    expect(holdsFirstRun(true, doc('textbook-2pl'))).toBe(true);
    expect(holdsFirstRun(false, doc('textbook-2pl'))).toBe(false);
    expect(holdsFirstRun(true, doc('mpl-thrashing'))).toBe(false);
  });

  it('reads the outcomes only once the whole batch is done', () => {
    const run = (variant: string, tps: number) =>
      ({
        variant,
        title: variant.toUpperCase(),
        outcome: { kind: 'done', row: { throughputTps: tps } },
      }) as unknown as BatchState['runs'][number];
    const done: BatchState = { ...IDLE_BATCH, status: 'done', runs: [run('a', 10), run('b', 12)] };
    expect(batchOutcomes(done)).toEqual([
      { id: 'a', title: 'A', throughputTps: 10 },
      { id: 'b', title: 'B', throughputTps: 12 },
    ]);
    expect(batchOutcomes({ ...done, status: 'running' })).toEqual([]);
  });
});
