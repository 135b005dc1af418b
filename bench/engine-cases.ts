/**
 * The engine benchmark cases, shared by the timed driver (engine-case.ts, engine-bench.ts)
 * and the instruction counter (instructions.ts): each model case is a built-in scenario
 * with a few overrides, run to its end with or without recording the trace. Holds no
 * timing and runs nothing on import.
 */
import { readFileSync } from 'node:fs';
import { createSimulation } from '../src/model/index.ts';
import type { ModelRun } from '../src/model/model-run.ts';
import { planRuns } from '../src/scenario/run-plan.ts';

export interface CaseResult {
  /** Summed over the batch's runs (`runs`), as are `seconds`, `traceEvents` and `customers`. */
  events: number;
  seconds: number;
  eventsPerSecond: number;
  traceEvents: number;
  /** How many runs the batch took (1 for a single run). */
  runs?: number;
  /** The three timed batches' events (or customers) per second: min, median, max. */
  spread?: [number, number, number];
  /** The kernel M/M/1 case only: customers served, and per second. */
  customers?: number;
  customersPerSecond?: number;
}

export interface ModelCase {
  scenario: string;
  overrides: { path: string; value: unknown }[];
  recordTrace: boolean;
}

export const CASES: Record<string, { title: string; model: ModelCase | null }> = {
  reference: { title: 'bare heap-and-loop reference', model: null },
  mm1: { title: 'kernel M/M/1, 1,000,000 customers (customers/s)', model: null },
  mm1processes: { title: 'M/M/1 as processes and a server (customers/s)', model: null },
  baseline: {
    title: 'textbook-2pl, 1000 s simulated, stats only',
    model: {
      scenario: 'textbook-2pl',
      overrides: [{ path: 'run.durationMs', value: 1_000_000 }],
      recordTrace: false,
    },
  },
  traced: {
    title: 'textbook-2pl, 200 s simulated, trace recorded',
    model: {
      scenario: 'textbook-2pl',
      overrides: [{ path: 'run.durationMs', value: 200_000 }],
      recordTrace: true,
    },
  },
  thrashing: {
    title: 'mpl-thrashing at N = 30, stats only',
    model: {
      scenario: 'mpl-thrashing',
      overrides: [{ path: 'workload.terminals', value: 30 }],
      recordTrace: false,
    },
  },
  contention10: {
    title: 'mpl-thrashing at N = 10, think 0, 20 s, stats only',
    model: {
      scenario: 'mpl-thrashing',
      overrides: [
        { path: 'workload.terminals', value: 10 },
        { path: 'run.durationMs', value: 20_000 },
        { path: 'run.warmupMs', value: 1_000 },
      ],
      recordTrace: false,
    },
  },
  contention1000: {
    title: 'mpl-thrashing at N = 1000, think 0, 5 s, stats only',
    model: {
      scenario: 'mpl-thrashing',
      overrides: [
        { path: 'workload.terminals', value: 1000 },
        { path: 'run.durationMs', value: 5_000 },
        { path: 'run.warmupMs', value: 100 },
      ],
      recordTrace: false,
    },
  },
  contention1000steady: {
    title: 'mpl-thrashing at N = 1000, think 0, 60 s, stats only',
    model: {
      scenario: 'mpl-thrashing',
      overrides: [
        { path: 'workload.terminals', value: 1000 },
        { path: 'run.durationMs', value: 60_000 },
        { path: 'run.warmupMs', value: 100 },
      ],
      recordTrace: false,
    },
  },
};

/** A fresh run of a model case, set up and not yet started (the timed part is `runToEnd`). */
export function createCaseRun(model: ModelCase): ModelRun {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../scenarios/${model.scenario}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides: model.overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return createSimulation(plan.value[0]!.scenario, { recordTrace: model.recordTrace });
}
