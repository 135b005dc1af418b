/**
 * Runs the storage-tier scenarios for the fidelity tests: chosen compare variants of a
 * built-in scenario, with overrides, over a few seeds, and the mean of any result field
 * over the seeds. Results are cached per (scenario, variants, overrides, seeds), so several
 * claims share one set of runs.
 */
import { createSimulation } from '../../src/model/index.ts';
import { toResultRow, type ResultRow } from '../../src/export/result-row.ts';
import type { Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { scenarioDoc } from './elr-runs.ts';

export interface StorageResult {
  rows: ResultRow[];
  /** Mean over the seeds of a field read from each row. */
  mean(field: (row: ResultRow) => number | null | undefined): number;
}

const cache = new Map<string, Map<string, StorageResult>>();

/**
 * `set`: path -> value applied before the variants' own settings; `afterVariant`: applied
 * after them (the storage variants replace the whole `storage` section).
 */
export function runStorage(
  id: string,
  options: {
    variants: readonly string[];
    set?: Record<string, unknown>;
    afterVariant?: Record<string, unknown>;
    seeds?: number[];
  },
): Map<string, StorageResult> {
  const { variants, set = {}, afterVariant = {}, seeds = [1] } = options;
  const key = `${id} ${variants.join(',')} ${JSON.stringify([set, afterVariant])} ${seeds.join(',')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  // The claims measure saturated points too (the throughput one log disk caps at), so these
  // runs never stop early as saturated.
  const overrides: Override[] = [
    { path: 'run.stopWhenSaturated', value: false },
    ...Object.entries(set).map(([path, value]) => ({ path, value })),
  ];
  const rows = new Map<string, ResultRow[]>();
  for (const seed of seeds) {
    const doc = scenarioDoc(id) as { compare: { set: Record<string, unknown> }[] };
    for (const variant of doc.compare) Object.assign(variant.set, afterVariant);
    const plan = planRuns(doc, { seed, overrides, sweep: false });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    for (const run of plan.value) {
      if (run.variant === null || !variants.includes(run.variant)) continue;
      const row = toResultRow(run, createSimulation(run.scenario).runToEnd());
      rows.set(run.variant, [...(rows.get(run.variant) ?? []), row]);
    }
  }
  const result = new Map<string, StorageResult>();
  for (const [variant, list] of rows) {
    result.set(variant, {
      rows: list,
      mean: (field) => list.reduce((s, r) => s + (field(r) ?? NaN), 0) / list.length,
    });
  }
  for (const v of variants) if (!result.has(v)) throw new Error(`${id} has no variant ${v}`);
  cache.set(key, result);
  return result;
}

/** The mean response time of each variant. */
export function responseOf(results: Map<string, StorageResult>, variant: string): number {
  return results.get(variant)!.mean((r) => r.meanResponseMs);
}
