import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../kernel/random.ts';
import { Simulation } from '../kernel/simulation.ts';
import { planRuns } from '../scenario/run-plan.ts';
import type { Scenario } from '../scenario/schema.ts';
import { TraceSink } from '../trace/trace-sink.ts';
import { PrivateBufferExecution } from '../techniques/granularity/engine/private-buffer-attempt.ts';
import { TwoStageStrategy } from '../techniques/two-stage/engine/two-stage-attempt.ts';
import { DatabaseSystem } from './db/database-system.ts';
import { StrictTwoPhaseLocking } from './db/strict-two-phase-locking.ts';
import { modelFor, storageTiersFor, strategiesFor } from './registry.ts';
// The thread-level speculation model provides itself to the registry when loaded.
import '../techniques/tls/engine/tls-model.ts';
import { ConventionalExecution } from './workload/conventional-attempt.ts';

function scenarioOf(file: string, overrides: { path: string; value: unknown }[] = []): Scenario {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../scenarios/${file}`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value[0]!.scenario;
}

function strategies(scenario: Scenario) {
  const sim = new Simulation();
  const trace = new TraceSink([]);
  const streams = new RandomStreams(scenario.seed);
  const db = new DatabaseSystem(sim, trace, streams, scenario, storageTiersFor);
  return strategiesFor({ sim, trace, streams, scenario, db });
}

describe('the engine registry', () => {
  it('runs a scenario with a tls section as the TLS model, others as transaction processing', () => {
    expect(modelFor(scenarioOf('tls-new-order.json')).name).toBe('tls');
    expect(modelFor(scenarioOf('textbook-2pl.json')).name).toBe('transaction-processing');
  });

  it('gives every seam its default strategy when no technique is on', () => {
    const s = strategies(scenarioOf('textbook-2pl.json'));
    expect(s.execution).toBeInstanceOf(ConventionalExecution);
    expect(s.concurrency).toBeInstanceOf(StrictTwoPhaseLocking);
  });

  it('picks two-stage execution for a two-stage mode on the shared buffer pool', () => {
    const s = strategies(
      scenarioOf('textbook-2pl.json', [{ path: 'execution.mode', value: 'tste' }]),
    );
    expect(s.execution).toBeInstanceOf(TwoStageStrategy);
  });

  it("picks the testbed's order for a per-transaction buffer, whatever the execution mode", () => {
    // The parser refuses a two-stage mode with per-transaction buffers (combinations.ts);
    // a scenario built in code still runs the testbed's order.
    const scenario = scenarioOf('textbook-2pl.json', [
      { path: 'system.buffer.scope', value: 'per-transaction' },
    ]);
    const s = strategies({ ...scenario, execution: { ...scenario.execution, mode: 'tste' } });
    expect(s.execution).toBeInstanceOf(PrivateBufferExecution);
  });
});
