/**
 * A run that keeps no event (the command line's and the sweeps': the trace sink then
 * reuses one object per frequent event kind) gives every built-in variant the result row
 * recorded in `tests/golden/runs/`, which was made with a consumer that keeps events.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toResultRow } from '../../src/export/result-row.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { goldenIds, goldenPath, type GoldenScenario } from './golden-runs.ts';

describe('golden rows from runs that record nothing', () => {
  for (const id of goldenIds()) {
    it(id, () => {
      const golden = JSON.parse(readFileSync(goldenPath(id), 'utf8')) as GoldenScenario;
      const doc: unknown = JSON.parse(
        readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
      );
      const plan = planRuns(doc);
      if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
      const rows = plan.value.map((run) =>
        toResultRow(run, createSimulation(run.scenario, { variant: run.variant }).runToEnd()),
      );
      expect(JSON.parse(JSON.stringify(rows))).toEqual(golden.runs.map((r) => r.row));
    });
  }
});
