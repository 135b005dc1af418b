/**
 * Nothing acknowledged as durable lives only in a volatile tier. Every built-in storage
 * scenario, under every allocation (compare variant), with a log on a disk behind a
 * volatile controller cache added, is crashed at a few instants. Checks: every log write
 * comes to rest on a non-volatile medium (disk, SSD, NVEM, non-volatile controller cache),
 * never in a volatile cache; a commit is acknowledged only after its own log record and
 * every earlier one have come to rest; and recovery (crashOutcome) loses no acknowledged
 * commit.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { crashOutcome } from '../../src/trace/crash-outcome.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { scenarioDoc } from '../fidelity/elr-runs.ts';

const STORAGE_IDS = readdirSync(SCENARIOS_DIR)
  .filter((f) => f.startsWith('storage-') && f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

const NON_VOLATILE = new Set(['disk', 'ssd', 'nvem', 'nv-cache']);

function checkTrace(events: readonly TraceEvent[], atUs: number): void {
  const restedAt = new Map<number, number>();
  const lsnOf = new Map<number, number>();
  for (const e of events) {
    if (e.kind === 'log.flush.end') {
      expect(e.medium).toBeDefined();
      expect(NON_VOLATILE.has(e.medium!)).toBe(true);
      restedAt.set(e.flush, e.t);
    } else if (e.kind === 'txn.commit-request' && e.lsn !== null) {
      lsnOf.set(e.txn, e.lsn);
    } else if (e.kind === 'txn.commit') {
      const lsn = lsnOf.get(e.txn);
      if (lsn === undefined) continue;
      for (let l = 1; l <= lsn; l++) {
        const t = restedAt.get(l);
        expect(t).toBeDefined();
        expect(t!).toBeLessThanOrEqual(e.t);
      }
    }
  }
  const out = crashOutcome(events, atUs);
  expect(out.lostAcknowledged).toEqual([]);
  expect(out.kept.length).toBeGreaterThan(0);
}

describe('storage tiers under a crash', () => {
  for (const id of STORAGE_IDS) {
    it(`${id}: no acknowledged commit rests only in a volatile tier`, () => {
      const plan = planRuns(scenarioDoc(id), {
        overrides: [
          { path: 'run.warmupMs', value: 0 },
          { path: 'run.durationMs', value: 1200 },
          { path: 'workload.arrivalRateTps', value: 100 },
        ],
        sweep: false,
      });
      if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
      expect(plan.value.length).toBeGreaterThan(1);
      plan.value.forEach((run, i) => {
        const atMs = 600 + 53 * i;
        const scenario = { ...run.scenario, crash: { atMs } };
        const model = createSimulation(scenario, { recordTrace: true });
        model.runToEnd();
        checkTrace(model.events, atMs * 1000);
      });
    });
  }

  it('a log behind a volatile controller cache is written through to disk', () => {
    const doc = scenarioDoc('storage-log-placement');
    const plan = planRuns(doc, {
      overrides: [
        { path: 'run.warmupMs', value: 0 },
        { path: 'run.durationMs', value: 1000 },
        {
          path: 'storage.devices.1',
          value: { id: 'log', kind: 'disk', diskMs: 5, cache: { kind: 'volatile', pages: 100 } },
        },
        { path: 'compare', value: [] },
        { path: 'crash', value: { atMs: 700 } },
      ],
      sweep: false,
    });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    const model = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
    model.runToEnd();
    const media = new Set(
      model.events.flatMap((e) => (e.kind === 'log.flush.end' ? [e.medium] : [])),
    );
    expect([...media]).toEqual(['disk']);
    checkTrace(model.events, 700_000);
  });
});
