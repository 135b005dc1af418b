/**
 * Counterexamples the mixed-technique property tests found, kept as permanent regression
 * tests: each is the smallest scenario that showed the defect, with what must hold.
 */
import { describe, expect, it } from 'vitest';
import { checkCrashAt, checkLittlesLaw } from './mixed-checks.ts';
import { runRecorded } from './random-scenario.ts';
import { checkClock } from './trace-checks.ts';

const base = {
  version: 1,
  id: 'mixed-regression',
  title: 'A counterexample of the mixed-technique property tests',
  seed: 1,
  run: { durationMs: 200, warmupMs: 0 },
  workload: {
    terminals: 3,
    thinkTimeMs: 1,
    types: [
      {
        name: 'update',
        beginCpuMs: 0.1,
        program: [{ op: 'access', count: 3, writeProbability: 0.5, cpuMs: 0.2 }],
      },
    ],
  },
  system: {
    database: { pages: 10 },
    buffer: { pages: 0 },
    cpu: { count: 1 },
    disks: { count: 1, service: { kind: 'time', ms: 1 } },
  },
  log: { enabled: true },
};

describe('regressions found by the mixed-technique property tests', () => {
  it('storage tiers without buffer frames read and write every page on its tier', () => {
    // Found with storage tiers and `system.buffer.pages: 0`: the zero-frame buffer went to
    // the data disks, which storage tiers replace, and the run threw.
    const raw = {
      ...base,
      storage: {
        devices: [
          { id: 'db', kind: 'disk', diskMs: 2 },
          { id: 'fast', kind: 'nvem' },
        ],
        files: [
          { id: 'a', first: 0, count: 5, device: 'db' },
          { id: 'b', first: 5, count: 5, device: 'memory' },
        ],
        log: { device: 'fast' },
      },
    };
    const { scenario, stats, events } = runRecorded(raw);
    expect(stats.committed).toBeGreaterThan(0);
    const served = new Set(events.flatMap((e) => (e.kind === 'service.start' ? [e.device] : [])));
    expect([...served].some((d) => d.startsWith('db'))).toBe(true);
    expect(checkClock(events)).toBeNull();
    expect(checkLittlesLaw(scenario, stats, events)).toBeNull();
    expect(checkCrashAt(scenario, events, events[events.length - 1]!.t)).toBeNull();
  });

  it('a preloaded buffer leaves main-memory resident pages out of its frames', () => {
    // Found with `system.buffer.preload` over pages that storage tiers keep in memory: the
    // preload gave them frames, an access hit them without a pin (memory resident) and
    // the unfix that followed threw "page 2 unfixed but not fixed".
    const raw = {
      ...base,
      system: { ...base.system, buffer: { pages: 4, preload: { first: 0, count: 5 } } },
      storage: {
        devices: [{ id: 'db', kind: 'ssd' }],
        files: [
          { id: 'a', first: 0, count: 2, device: 'db' },
          { id: 'b', first: 2, count: 8, device: 'memory' },
        ],
        log: { device: 'db' },
      },
    };
    const { scenario, stats, events } = runRecorded(raw);
    expect(stats.committed).toBeGreaterThan(0);
    expect(checkClock(events)).toBeNull();
    expect(checkLittlesLaw(scenario, stats, events)).toBeNull();
  });
});
