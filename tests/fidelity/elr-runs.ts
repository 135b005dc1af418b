/**
 * Runs the early-lock-release scenarios for the fidelity tests: every compare variant (or
 * every sweep point of every variant) for a few fixed seeds, and the mean of the result
 * fields over the seeds. Results are cached per (scenario, overrides, sweep), so several
 * claims share one set of runs.
 */
import { readFileSync } from 'node:fs';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation, type ModelRun } from '../../src/model/index.ts';
import { toResultRow, type ResultRow } from '../../src/export/result-row.ts';
import type { Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';

export const ELR_SEEDS = [1, 2] as const;

export type Numeric = Exclude<
  {
    [K in keyof ResultRow]: ResultRow[K] extends number ? K : never;
  }[keyof ResultRow],
  undefined
>;

/** Mean of each numeric field over the seeds, keyed by `${variant}@${sweep value}`. */
export type ElrResults = Map<string, Record<Numeric, number>>;

const cache = new Map<string, ElrResults>();

export function scenarioDoc(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8')) as Record<string, unknown>;
}

export function runElr(
  id: string,
  options: { overrides?: Override[]; sweep?: boolean; seeds?: readonly number[] } = {},
): ElrResults {
  const { overrides = [], sweep = false, seeds = ELR_SEEDS } = options;
  const key = `${id} ${JSON.stringify(overrides)} ${sweep} ${seeds.join(',')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const rows = new Map<string, ResultRow[]>();
  for (const seed of seeds) {
    const plan = planRuns(scenarioDoc(id), { seed, overrides, sweep });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    for (const run of plan.value) {
      const row = toResultRow(run, createSimulation(run.scenario).runToEnd());
      const k = `${run.variant}@${run.param === null ? '' : String(run.value)}`;
      rows.set(k, [...(rows.get(k) ?? []), row]);
    }
  }
  const result: ElrResults = new Map();
  for (const [k, list] of rows) {
    const means = {} as Record<Numeric, number>;
    for (const field of Object.keys(list[0]!) as (keyof ResultRow)[]) {
      if (typeof list[0]![field] !== 'number') continue;
      means[field as Numeric] = list.reduce((s, r) => s + (r[field] as number), 0) / list.length;
    }
    result.set(k, means);
  }
  cache.set(key, result);
  return result;
}

/** One field of one (variant, sweep value). */
export function at(
  results: ElrResults,
  variant: string,
  value: unknown = '',
  field: Numeric = 'throughputTps',
): number {
  const r = results.get(`${variant}@${String(value)}`);
  if (r === undefined) throw new Error(`no result for ${variant}@${String(value)}`);
  return r[field];
}

/** ELR-variant throughput over the baseline's. */
export function speedup(results: ElrResults, value: unknown = '', variant = 'elr'): number {
  return at(results, variant, value) / at(results, 'baseline', value);
}

/** Runs one variant of a scenario with its trace recorded. */
export function recordedRun(id: string, variant: string, overrides: Override[] = []): ModelRun {
  const plan = planRuns(scenarioDoc(id), { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = plan.value.find((r) => r.variant === variant)!;
  const model = createSimulation(run.scenario, { recordTrace: true, variant });
  model.runToEnd();
  return model;
}
