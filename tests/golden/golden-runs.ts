/**
 * Golden runs: every built-in scenario, every compare variant, at the scenario's own seed,
 * reduced to its result row and a digest of its trace (a SHA-256 of every event as JSON,
 * in order, plus a count per event kind). A refactor must leave every one identical; a
 * change that moves one says why in its commit. `npm run golden:update` rewrites them and
 * prints what moved.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { builtinIds, SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { toResultRow, type ResultRow } from '../../src/export/result-row.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import type { TraceConsumer } from '../../src/trace/trace-sink.ts';

export const GOLDEN_DIR = new URL('./runs/', import.meta.url);

export interface TraceDigest {
  sha256: string;
  events: number;
  kinds: Record<string, number>;
}

export interface GoldenRun {
  variant: string | null;
  trace: TraceDigest;
  row: ResultRow;
}

export interface GoldenScenario {
  scenario: string;
  seed: number;
  runs: GoldenRun[];
}

/** Hashes events as they stream past, so a long run never holds its trace in memory. */
class DigestConsumer implements TraceConsumer {
  private readonly hash = createHash('sha256');
  private count = 0;
  private readonly kinds = new Map<string, number>();

  accept(event: TraceEvent): void {
    this.hash.update(JSON.stringify(event));
    this.hash.update('\n');
    this.count++;
    this.kinds.set(event.kind, (this.kinds.get(event.kind) ?? 0) + 1);
  }

  digest(): TraceDigest {
    const kinds: Record<string, number> = {};
    for (const k of [...this.kinds.keys()].sort()) kinds[k] = this.kinds.get(k)!;
    return { sha256: this.hash.digest('hex'), events: this.count, kinds };
  }
}

export function goldenIds(): string[] {
  return builtinIds();
}

/** Runs one built-in scenario's variants and digests them. */
export function computeGolden(id: string): GoldenScenario {
  const doc: unknown = JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8'));
  const plan = planRuns(doc);
  if (!plan.ok) throw new Error(`${id}: ${JSON.stringify(plan.errors)}`);
  const runs = plan.value.map((run): GoldenRun => {
    const digest = new DigestConsumer();
    const stats = createSimulation(run.scenario, {
      variant: run.variant,
      consumers: [digest],
    }).runToEnd();
    return { variant: run.variant, trace: digest.digest(), row: toResultRow(run, stats) };
  });
  return { scenario: id, seed: plan.value[0]!.scenario.seed, runs };
}

/** The golden file's text: stable key order, one run per block, so a diff reads well. */
export function goldenText(golden: GoldenScenario): string {
  return JSON.stringify(golden, null, 2) + '\n';
}

export function goldenPath(id: string): URL {
  return new URL(`${id}.json`, GOLDEN_DIR);
}
