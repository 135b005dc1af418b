/**
 * For unit tests: the timeline model of a short STOCK LEVEL run under thread-level
 * speculation on 4 CPUs (violations included), simulated once per test file.
 */
import { createSimulation } from '../../engine/index.ts';
import { parseScenario } from '../../scenario/parse.ts';
import { buildSegments } from '../../trace/segments.ts';
import type { RunStats } from '../../trace/stats.ts';
import type { TimelineModel } from '../../trace/timeline-model.ts';

let cached: { model: TimelineModel; stats: RunStats } | null = null;

function run(): { model: TimelineModel; stats: RunStats } {
  if (cached !== null) return cached;
  const parsed = parseScenario({
    version: 1,
    id: 'tls-view-unit',
    title: 'TLS view unit',
    seed: 3,
    run: { durationMs: 20 },
    workload: {
      terminals: 1,
      thinkTimeMs: 0,
      types: [{ name: 'x', program: [{ op: 'cpu', ms: 1 }] }],
    },
    system: {
      database: { pages: 1 },
      buffer: { pages: 1 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 1 } },
    },
    tls: { cpus: 4, transactionType: 'stock-level' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const sim = createSimulation(parsed.value, { recordTrace: true });
  const stats = sim.runToEnd();
  cached = { model: buildSegments(sim.events), stats };
  return cached;
}

export function tlsRunModel(): TimelineModel {
  return run().model;
}

export function tlsRunStats(): RunStats {
  return run().stats;
}
