import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../model/index.ts';
import { planRuns } from '../../scenario/run-plan.ts';
import { buildSegments } from '../../trace/segments.ts';
import { stageStrips, usesTwoStage } from './stage-strips.ts';

const figure1: unknown = JSON.parse(
  readFileSync(new URL('../../../scenarios/charm-figure1.json', import.meta.url), 'utf8'),
);

function runVariant(index: number) {
  const plan = planRuns(figure1, {});
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = createSimulation(plan.value[index]!.scenario, { recordTrace: true });
  run.runToEnd();
  const model = buildSegments(run.events);
  return { events: run.events, model };
}

describe('stage strips of charm-figure1', () => {
  it('puts TX1 in a fetch stage through its disk read under TSTE, then operates', () => {
    const { events, model } = runVariant(1);
    expect(usesTwoStage(events)).toBe(true);
    const strips = stageStrips(events, model.transactions, model.txnLanes.length);
    const tx1 = strips[0]!.filter((s) => s.txn === 1);
    expect(tx1.map((s) => s.kind)).toEqual(['fetch', 'operate']);
    expect(tx1[0]!.startUs).toBe(0);
    // The fetch stage covers the 13.5 ms read that starts at 0.2 ms.
    expect(tx1[0]!.endUs).toBeGreaterThanOrEqual(13_700);
    expect(tx1[0]!.mode).toBe('tste');
  });

  it('keeps every lane sorted and non-overlapping, with no empty strips', () => {
    for (const index of [1, 2]) {
      const { events, model } = runVariant(index);
      for (const lane of stageStrips(events, model.transactions, model.txnLanes.length)) {
        for (let i = 0; i < lane.length; i++) {
          expect(lane[i]!.endUs).toBeGreaterThan(lane[i]!.startUs);
          if (i > 0) expect(lane[i]!.startUs).toBeGreaterThanOrEqual(lane[i - 1]!.endUs);
        }
      }
    }
  });

  it('shows an OTSTE conversion as operate, rollback, fetch, operate', () => {
    const { events, model } = runVariant(2);
    const strips = stageStrips(events, model.transactions, model.txnLanes.length);
    const tx1 = strips[0]!.filter((s) => s.txn === 1).map((s) => s.kind);
    expect(tx1).toEqual(['operate', 'rollback', 'fetch', 'operate']);
  });

  it('finds nothing under conventional 2PL', () => {
    const { events, model } = runVariant(0);
    expect(usesTwoStage(events)).toBe(false);
    const strips = stageStrips(events, model.transactions, model.txnLanes.length);
    expect(strips.every((lane) => lane.length === 0)).toBe(true);
  });
});
