/**
 * Every built-in scenario and variant, shortened, exports a well-formed Chrome trace: every
 * technique's mapping keeps slices nested (nothing clipped), flows paired and threads named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../model/index.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { chromeTraceProblems } from '../../tests/fixtures/chrome-trace-checks.ts';
import { toChromeTrace } from './chrome-trace.ts';

const DIR = new URL('../../scenarios/', import.meta.url);
const ids = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => f.slice(0, -'.json'.length));

describe('the Chrome trace of every built-in scenario and variant, shortened', () => {
  for (const id of ids) {
    it(`${id} is well formed in every variant`, () => {
      const doc = JSON.parse(readFileSync(new URL(`${id}.json`, DIR), 'utf8')) as {
        run?: { durationMs?: number };
      };
      const durationMs = Math.min(doc.run?.durationMs ?? 300, 300);
      const plan = planRuns(doc, {
        overrides: [
          { path: 'run.durationMs', value: durationMs },
          { path: 'run.warmupMs', value: 0 },
        ],
      });
      if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
      for (const run of plan.value) {
        const model = createSimulation(run.scenario, { variant: run.variant, recordTrace: true });
        model.runToEnd();
        const file = toChromeTrace(model.events);
        expect(file.traceEvents.length, `${id} ${run.variant}`).toBeGreaterThan(10);
        expect(chromeTraceProblems(file), `${id} ${run.variant}`).toEqual([]);
      }
    });
  }
});
