/**
 * Runs the thread-level speculation scenarios for the fidelity tests: a built-in scenario
 * with overrides, for two seeds, each long enough for several transactions of its type,
 * and the mean over the seeds of the TLS statistics. Results are cached per (scenario,
 * overrides), so several claims share one set of runs. Seeds are fixed: deterministic.
 */
import { readFileSync } from 'node:fs';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import type { Override } from '../../src/scenario/overrides.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { isTlsOn } from '../../src/techniques/tls/schema.ts';
import type { TlsStats } from '../../src/techniques/tls/stats.ts';

export const SEEDS = [1, 2] as const;

/** Simulated time per run by transaction type: at least about 8 transactions each. */
const DURATION_MS: Record<string, number> = {
  'new-order': 80,
  'new-order-150': 250,
  delivery: 250,
  'delivery-outer': 150,
  'stock-level': 150,
  payment: 40,
  'order-status': 30,
  micro: 40,
};

export type TlsResult = Omit<TlsStats, 'perCpu' | 'latencyBreakdown'> & { minTransactions: number };

const cache = new Map<string, Map<string, TlsResult>>();

/** Every variant of scenario `id` with the overrides: variant id ('' without) -> seed means. */
export function runTls(id: string, overrides: Override[] = []): Map<string, TlsResult> {
  const key = `${id} ${JSON.stringify(overrides)}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8'));
  const byVariant = new Map<string, TlsStats[]>();
  for (const seed of SEEDS) {
    const plan = planRuns(doc, { seed, overrides });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    for (const run of plan.value) {
      if (!isTlsOn(run.scenario)) throw new Error(`${id} is not a TLS scenario`);
      const tls = run.scenario.tls;
      const scenario = {
        ...run.scenario,
        run: { ...run.scenario.run, durationMs: DURATION_MS[tls.transactionType] ?? 100 },
      };
      const stats = createSimulation(scenario).runToEnd().tls;
      if (!stats) throw new Error('no TLS statistics');
      const list = byVariant.get(run.variant ?? '') ?? [];
      list.push(stats);
      byVariant.set(run.variant ?? '', list);
    }
  }
  const result = new Map<string, TlsResult>();
  for (const [variantId, list] of byVariant) result.set(variantId, meanOf(list));
  cache.set(key, result);
  return result;
}

function meanOf(list: readonly TlsStats[]): TlsResult {
  const m = (pick: (s: TlsStats) => number): number =>
    list.reduce((s, x) => s + pick(x), 0) / list.length;
  return {
    cpus: list[0]!.cpus,
    transactions: m((s) => s.transactions),
    minTransactions: Math.min(...list.map((s) => s.transactions)),
    meanLatencyMs: m((s) => s.meanLatencyMs),
    meanSequentialMs: m((s) => s.meanSequentialMs),
    normalizedTime: m((s) => s.normalizedTime),
    busyPct: m((s) => s.busyPct),
    idlePct: m((s) => s.idlePct),
    failedPct: m((s) => s.failedPct),
    latchStallPct: m((s) => s.latchStallPct),
    cacheMissPct: m((s) => s.cacheMissPct),
    failedOfSequential: m((s) => s.failedOfSequential),
    violationsPerTxn: m((s) => s.violationsPerTxn),
    squashesPerTxn: m((s) => s.squashesPerTxn),
    violatedEpochShare: m((s) => s.violatedEpochShare),
  };
}

/** One variant's result, or a failure naming it. */
export function variant(results: Map<string, TlsResult>, id: string): TlsResult {
  const r = results.get(id);
  if (r === undefined) throw new Error(`no variant ${id}`);
  return r;
}

/** The scaling scenario at a CPU count: type -> result. */
export function atCpus(cpus: number): Map<string, TlsResult> {
  return runTls('tls-scaling', [{ path: 'tls.cpus', value: cpus }]);
}

/** Prints a claim's measured numbers (the closing note quotes them). */
export function report(claim: string, values: Record<string, number>): void {
  const text = Object.entries(values)
    .map(([k, v]) => `${k}=${v.toFixed(3)}`)
    .join(' ');
  console.log(`[fidelity] ${claim}: ${text}`);
}
