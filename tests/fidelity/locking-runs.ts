/**
 * Runs the locking-granularity scenarios for the fidelity tests: every compare variant of
 * a built-in scenario, for several seeds, each long enough for at least 2,000 commits
 * (the scenarios' own run lengths), and the mean of each result field over the seeds.
 * Results are cached per (scenario, overrides), so several claims can share one set of
 * runs. The seeds are fixed: the tests are deterministic.
 */
import { readFileSync } from 'node:fs';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { toResultRow, type ResultRow } from '../../src/export/result-row.ts';
import type { Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';

export const SEEDS = [1, 2, 3] as const;

/** Mean over the seeds of the numeric fields the claims use, plus the fewest commits of a seed. */
export interface PolicyResult {
  throughputTps: number;
  smallThroughputTps: number;
  largeThroughputTps: number;
  smallAbortPct: number;
  largeAbortPct: number;
  smallResponseMs: number;
  largeResponseMs: number;
  readsPerCommit: number;
  abortPct: number;
  /** The fewest commits of any seed's run. */
  minCommitted: number;
  /** The least large-class throughput of any seed's run. */
  minLargeThroughputTps: number;
  /** The most large-class aborts (per cent) of any seed's run. */
  maxLargeAbortPct: number;
}

const cache = new Map<string, Map<string, PolicyResult>>();

function mean(rows: readonly ResultRow[], pick: (r: ResultRow) => number | null): number {
  return rows.reduce((s, r) => s + (pick(r) ?? 0), 0) / rows.length;
}

/** Runs every variant of the scenario with the overrides, once per seed; variant id -> means. */
export function runPolicies(id: string, overrides: Override[] = []): Map<string, PolicyResult> {
  const key = `${id} ${JSON.stringify(overrides)}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8'));
  const byVariant = new Map<string, ResultRow[]>();
  for (const seed of SEEDS) {
    const plan = planRuns(doc, { seed, overrides });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    for (const run of plan.value) {
      const row = toResultRow(run, createSimulation(run.scenario).runToEnd());
      const rows = byVariant.get(run.variant ?? '') ?? [];
      rows.push(row);
      byVariant.set(run.variant ?? '', rows);
    }
  }
  const result = new Map<string, PolicyResult>();
  for (const [variant, rows] of byVariant) {
    result.set(variant, {
      throughputTps: mean(rows, (r) => r.throughputTps),
      smallThroughputTps: mean(rows, (r) => r.smallThroughputTps),
      largeThroughputTps: mean(rows, (r) => r.largeThroughputTps),
      smallAbortPct: mean(rows, (r) => r.smallAbortPct),
      largeAbortPct: mean(rows, (r) => r.largeAbortPct),
      smallResponseMs: mean(rows, (r) => r.smallResponseMs),
      largeResponseMs: mean(rows, (r) => r.largeResponseMs),
      readsPerCommit: mean(rows, (r) => r.readsPerCommit),
      abortPct: mean(rows, (r) => r.abortPct),
      minCommitted: Math.min(...rows.map((r) => r.committed)),
      minLargeThroughputTps: Math.min(...rows.map((r) => r.largeThroughputTps ?? 0)),
      maxLargeAbortPct: Math.max(...rows.map((r) => r.largeAbortPct ?? 0)),
    });
  }
  cache.set(key, result);
  return result;
}

/** The result of one variant; throws when the scenario has no such variant. */
export function policy(results: Map<string, PolicyResult>, variant: string): PolicyResult {
  const r = results.get(variant);
  if (r === undefined) throw new Error(`no variant ${variant}`);
  return r;
}

/** Prints a claim's measured values next to the paper's (shown with --reporter=verbose). */
export function report(claim: string, values: Record<string, number>): void {
  const text = Object.entries(values)
    .map(([k, v]) => `${k}=${Number(v.toPrecision(3))}`)
    .join(' ');
  console.log(`${claim}: ${text}`);
}
