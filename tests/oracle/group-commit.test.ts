/**
 * First-order bounds of group commit, on a closed system whose only bottleneck is the log
 * (ample CPUs, no locks, a constant flush latency F): with one flush per commit throughput
 * cannot exceed 1/F and reaches it at saturation; with flush-when-idle every commit waits
 * between one and two flush latencies (the rest of the flush in progress, then its own).
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { parseScenario } from '../../src/scenario/parse.ts';

const FLUSH_MS = 5;

function logBound(flushPolicy: string, terminals: number) {
  const parsed = parseScenario({
    version: 1,
    id: 'group-commit',
    title: 'Group commit bounds',
    seed: 3,
    run: { durationMs: 3000, warmupMs: 100 },
    workload: {
      terminals,
      types: [
        { name: 'update', program: [{ op: 'access', count: 1, writeProbability: 1, cpuMs: 0.2 }] },
      ],
    },
    system: {
      database: { pages: 100 },
      buffer: { pages: 100 },
      cpu: { count: 64 },
      disks: { count: 1, service: { kind: 'time', ms: 0 } },
    },
    locking: { enabled: false },
    log: {
      enabled: true,
      flushPolicy,
      flushLatency: { baseMs: FLUSH_MS, bandwidthMBps: null, jitter: { kind: 'constant', ms: 0 } },
    },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = createSimulation(parsed.value);
  return { stats: run.runToEnd(), samples: run.stats.commitSamples };
}

describe('group commit bounds', () => {
  it('one flush per commit: throughput at most 1/F, reached at saturation', () => {
    for (const terminals of [1, 4, 32]) {
      const { stats } = logBound('per-commit', terminals);
      expect(stats.throughputTps).toBeLessThanOrEqual(1000 / FLUSH_MS + 1);
      expect(stats.meanFlushRecords).toBe(1);
    }
    expect(logBound('per-commit', 32).stats.throughputTps).toBeGreaterThan(
      0.99 * (1000 / FLUSH_MS),
    );
  });

  it('flush when idle: at saturation every commit waits between F and 2F', () => {
    const { stats, samples } = logBound('when-idle', 32);
    expect(stats.meanFlushRecords).toBeGreaterThan(10);
    expect(stats.throughputTps).toBeGreaterThan(5 * (1000 / FLUSH_MS));
    for (const s of samples) {
      expect(s.flushWaitUs!).toBeGreaterThanOrEqual(FLUSH_MS * 1000);
      expect(s.flushWaitUs!).toBeLessThanOrEqual(2 * FLUSH_MS * 1000);
    }
    expect(stats.flushWaitMeanMs).toBeGreaterThan(FLUSH_MS);
    expect(stats.flushWaitMeanMs).toBeLessThan(2 * FLUSH_MS);
  });
});
