/**
 * Combinations of techniques run and mean what they say: one busy little scenario with
 * two transaction types (a large one and small ones) on a hot database, run with several
 * techniques at once, and each technique's own signature looked for in the trace, next to
 * the invariants (compatible locks, a serializable committed history, no lost
 * acknowledgement at a crash anywhere). What each technique must show:
 * - two-stage: fetch and operate stages, and no lock held during a fetch;
 * - early lock release: every update releases its locks at its commit request, before its
 *   record is durable; the baseline releases only after;
 * - a log on a storage tier: every flush rests on that tier's medium;
 * - mixed locking: the large type locks the file (S or X), the small ones take an
 *   intention lock on the file and page locks;
 * - wound-wait: wounds and no deadlock; OCC: no lock at all and validation failures.
 */
import { describe, expect, it } from 'vitest';
import { FILE_ITEM, type TraceEvent } from '../../src/trace/trace-event.ts';
import { checkCrashAt, checkSerializable } from '../property/mixed-checks.ts';
import { runRecorded, type RawScenario } from '../property/random-scenario.ts';
import { checkLockCompatibility, checkLockRelease } from '../property/trace-checks.ts';

const access = (count: number, writeProbability: number): RawScenario => ({
  op: 'access',
  count,
  writeProbability,
  cpuMs: 0.3,
});

const busy: RawScenario = {
  version: 1,
  id: 'combination',
  title: 'Techniques combined',
  seed: 3,
  run: { durationMs: 1500, warmupMs: 0 },
  workload: {
    terminals: 6,
    thinkTimeMs: 2,
    types: [
      { name: 'small', weight: 4, beginCpuMs: 0.2, program: [access(3, 0.5)] },
      { name: 'large', weight: 1, beginCpuMs: 0.2, program: [access(10, 0.3)] },
    ],
  },
  system: {
    database: { pages: 40 },
    buffer: { pages: 20 },
    cpu: { count: 2 },
    disks: { count: 2, service: { kind: 'time', ms: 2 } },
  },
  locking: { granularity: 'mixed', largeTransactionPages: 8 },
  log: { enabled: true, service: { kind: 'time', ms: 2 } },
  storage: {
    devices: [
      { id: 'db', kind: 'disk', disks: 2, diskMs: 2 },
      { id: 'fast', kind: 'ssd' },
    ],
    log: { device: 'fast' },
  },
};

function withParts(parts: RawScenario): RawScenario {
  const merged: RawScenario = { ...busy };
  for (const [key, value] of Object.entries(parts)) {
    merged[key] =
      value === null ? null : { ...(busy[key] as RawScenario), ...(value as RawScenario) };
  }
  return merged;
}

function invariants(raw: RawScenario): readonly TraceEvent[] {
  const { scenario, events } = runRecorded(raw);
  expect(checkLockCompatibility(events)).toBeNull();
  expect(checkLockRelease(events)).toBeNull();
  expect(checkSerializable(events)).toBeNull();
  const endUs = events[events.length - 1]!.t;
  for (const share of [0.25, 0.5, 0.75, 1]) {
    expect(checkCrashAt(scenario, events, Math.floor(endUs * share))).toBeNull();
  }
  expect(events.filter((e) => e.kind === 'txn.commit').length).toBeGreaterThan(50);
  return events;
}

/** Per update transaction: lock release relative to its commit request and its durability. */
function releaseOrder(events: readonly TraceEvent[]): { atRequest: number; afterDurable: number } {
  const requested = new Map<number, { t: number; lsn: number }>();
  let durable = 0;
  let atRequest = 0;
  let afterDurable = 0;
  for (const e of events) {
    if (e.kind === 'txn.commit-request' && e.lsn !== null) {
      requested.set(e.txn, { t: e.t, lsn: e.lsn });
    } else if (e.kind === 'log.flush.end') {
      durable = Math.max(durable, e.durableLsn);
    } else if (e.kind === 'lock.release-all') {
      const r = requested.get(e.txn);
      if (r === undefined) continue;
      requested.delete(e.txn);
      if (e.t === r.t && durable < r.lsn) atRequest++;
      else if (durable >= r.lsn) afterDurable++;
    }
  }
  return { atRequest, afterDurable };
}

function typeOf(events: readonly TraceEvent[]): Map<number, number> {
  return new Map(events.flatMap((e) => (e.kind === 'txn.submit' ? [[e.txn, e.type]] : [])));
}

describe('techniques combined mean what each says', () => {
  it('TSTE + ELR + a log on an SSD tier + mixed locking', () => {
    const events = invariants(
      withParts({ execution: { mode: 'tste' }, log: { commitProtocol: 'elr' } }),
    );
    const stages = new Set(events.flatMap((e) => (e.kind === 'txn.stage' ? [e.stage] : [])));
    expect(stages.has('fetch') && stages.has('operate')).toBe(true);
    const order = releaseOrder(events);
    expect(order.atRequest).toBeGreaterThan(20);
    expect(order.afterDurable).toBe(0);
    const media = new Set(
      events.flatMap((e) => (e.kind === 'log.flush.end' ? [e.medium ?? 'none'] : [])),
    );
    expect([...media]).toEqual(['ssd']);
    const types = typeOf(events);
    const fileModes = new Map<number, Set<string>>([
      [0, new Set()],
      [1, new Set()],
    ]);
    let largePageLocks = 0;
    for (const e of events) {
      if (e.kind !== 'lock.grant') continue;
      const type = types.get(e.txn)!;
      if (e.item === FILE_ITEM) fileModes.get(type)!.add(e.mode);
      else if (type === 1) largePageLocks++;
    }
    expect([...fileModes.get(0)!].every((m) => m === 'IS' || m === 'IX')).toBe(true);
    expect(fileModes.get(0)!.size).toBeGreaterThan(0);
    expect([...fileModes.get(1)!].every((m) => m === 'S' || m === 'X')).toBe(true);
    expect(fileModes.get(1)!.size).toBeGreaterThan(0);
    expect(largePageLocks).toBe(0);
  });

  it('the same under the baseline protocol releases locks only once the record is durable', () => {
    const order = releaseOrder(invariants(withParts({ execution: { mode: 'tste' } })));
    expect(order.atRequest).toBe(0);
    expect(order.afterDurable).toBeGreaterThan(20);
  });

  it('OTSTE under wound-wait with group commit on page locks, on the data disks', () => {
    const events = invariants(
      withParts({
        execution: { mode: 'otste' },
        locking: { granularity: 'page' },
        log: { groupCommit: true, service: { kind: 'time', ms: 8 } },
        storage: null,
        concurrencyControl: { algorithm: 'wound-wait', restartDelay: { initialMeanMs: 1 } },
      }),
    );
    expect(events.some((e) => e.kind === 'cc.wound')).toBe(true);
    expect(events.some((e) => e.kind === 'deadlock')).toBe(false);
    expect(events.some((e) => e.kind === 'txn.stage' && e.stage === 'rollback')).toBe(true);
    expect(events.some((e) => e.kind === 'log.flush.start' && e.records > 1)).toBe(true);
  });

  it('OCC with naive ELR on storage tiers takes no lock and fails validations', () => {
    const events = invariants(
      withParts({
        locking: { granularity: 'page' },
        log: { commitProtocol: 'elr-naive' },
        concurrencyControl: { algorithm: 'occ', restartDelay: { initialMeanMs: 1 } },
      }),
    );
    expect(events.some((e) => e.kind === 'lock.grant')).toBe(false);
    expect(events.some((e) => e.kind === 'cc.validation-fail')).toBe(true);
  });
});
