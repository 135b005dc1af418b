import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toResultRow } from '../export/result-row.ts';
import { planRuns, type PlannedRun } from '../scenario/run-plan.ts';
import { createSimulation } from './index.ts';
import { DEFAULT_MAX_EVENTS, MIN_DERIVED_EVENTS, eventBudget } from './run-budget.ts';

function plan(doc: unknown, overrides: { path: string; value: unknown }[] = []): PlannedRun[] {
  const planned = planRuns(doc, { overrides });
  if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
  return planned.value;
}

function builtin(id: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  ) as unknown;
}

/** One disk of 4 ms behind one CPU: stable below 250 arrivals a second. */
function openDisk(arrivalRateTps: number, durationMs = 4000): unknown {
  return {
    version: 1,
    id: 'open-disk',
    title: 'open disk',
    seed: 5,
    run: { durationMs, warmupMs: 1000 },
    workload: {
      arrivalRateTps,
      types: [{ name: 't', program: [{ op: 'access', count: 1, cpuMs: 0.1 }] }],
    },
    system: {
      database: { pages: 100_000 },
      buffer: { pages: 0 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 4 } },
    },
    locking: { enabled: false },
  };
}

describe('a saturating open system', () => {
  it('ends early, saturated, at the same event however it is sliced', () => {
    const [run] = plan(openDisk(400));
    const whole = createSimulation(run!.scenario, { recordTrace: true });
    const stats = whole.runToEnd();
    const sliced = createSimulation(run!.scenario, { recordTrace: true });
    while (!sliced.runSlice({ maxEvents: 97 })) {
      /* keep going */
    }
    expect(stats.stop?.reason).toBe('saturated');
    expect(stats.stop?.message).toMatch(/^saturated: the backlog grew from \d+ to \d+/);
    const end = whole.events.at(-1)!;
    expect(end.kind).toBe('run.end');
    expect(end.t).toBeLessThan(whole.endUs);
    expect(JSON.stringify(sliced.events)).toBe(JSON.stringify(whole.events));
    expect(toResultRow(run!, stats)).toMatchObject({ saturated: true, stopped: true });
  });

  it('runs to its planned end when run.stopWhenSaturated is false', () => {
    const [run] = plan(openDisk(400, 2000), [{ path: 'run.stopWhenSaturated', value: false }]);
    const model = createSimulation(run!.scenario);
    const stats = model.runToEnd();
    expect(model.now).toBe(model.endUs);
    expect(stats.stop).toBeNull();
  });

  it('stops the log-placement sweep point at 400 tx/s on one log disk within seconds of simulated time', () => {
    const [disk] = plan(builtin('storage-log-placement'), [
      { path: 'workload.arrivalRateTps', value: 400 },
    ]);
    const run = createSimulation(disk!.scenario);
    const stats = run.runToEnd();
    expect(toResultRow(disk!, stats)).toMatchObject({
      variant: 'disk',
      saturated: true,
      stopped: true,
    });
    expect(run.now).toBeLessThan(run.endUs / 2);
    // What one 5 ms log disk completes: about 200 commits a second.
    const capacity = toResultRow(disk!, stats).saturatedThroughputTps!;
    expect(capacity).toBeGreaterThan(170);
    expect(capacity).toBeLessThan(215);
  });
});

describe('a run that does not saturate', () => {
  it('runs to its planned end with no stop when the open system is stable', () => {
    const [run] = plan(openDisk(100));
    const model = createSimulation(run!.scenario);
    const stats = model.runToEnd();
    expect(model.now).toBe(model.endUs);
    expect(stats.stop).toBeNull();
    expect(toResultRow(run!, stats)).toMatchObject({
      saturated: false,
      stopped: false,
      stopReason: null,
      stoppedAtMs: null,
    });
  });

  it('is never called saturated when closed, however overloaded', () => {
    const [run] = plan(builtin('textbook-2pl'), [
      { path: 'run.durationMs', value: 3000 },
      { path: 'workload.terminals', value: 200 },
    ]);
    const stats = createSimulation(run!.scenario).runToEnd();
    expect(stats.stop).toBeNull();
    expect(stats.committed).toBeGreaterThan(0);
  });
});

describe('the work budget', () => {
  it('stops after exactly run.maxEvents events with the message, keeping what it measured', () => {
    const [run] = plan(openDisk(100, 60_000), [{ path: 'run.maxEvents', value: 20_000 }]);
    const model = createSimulation(run!.scenario);
    const stats = model.runToEnd();
    expect(model.eventsFired).toBe(20_000);
    expect(stats.stop).toMatchObject({
      reason: 'budget',
      message: 'stopped after 20000 events: reduce run.durationMs or workload.terminals',
    });
    expect(stats.committed).toBeGreaterThan(100);
    expect(toResultRow(run!, stats)).toMatchObject({ saturated: false, stopped: true });
  });

  it('is derived from the scenario: a floor for small runs, a default cap for huge ones', () => {
    const [small] = plan(openDisk(100));
    const [huge] = plan(openDisk(10_000, 1e8));
    expect(eventBudget(small!.scenario)).toBe(MIN_DERIVED_EVENTS);
    expect(eventBudget(huge!.scenario)).toBe(DEFAULT_MAX_EVENTS);
  });

  it('leaves every built-in run well inside its budget', () => {
    const [run] = plan(builtin('locking-think-time'));
    expect(eventBudget(run!.scenario)).toBeGreaterThanOrEqual(2 * 400_000);
  });
});
