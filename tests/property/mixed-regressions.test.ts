/**
 * Counterexamples the mixed-technique property tests found, kept as permanent regression
 * tests: each is the smallest scenario that showed the defect, with what must hold.
 */
import { describe, expect, it } from 'vitest';
import { checkCrashAt, checkLittlesLaw } from './mixed-checks.ts';
import { runRecorded } from './random-scenario.ts';
import { checkClock } from './trace-checks.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';

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

  it('under optimistic control and the baseline, a reader waits for its writer to be durable', () => {
    // Found with OCC and a 0.5 ms log: T8's commit request made page 3 visible at 1.0 ms,
    // read-only T13 read it at 1.8 ms and was acknowledged at 1.9 ms, before T8's record was
    // durable (2.0 ms), so a crash at 1.9 ms erased data an acknowledged transaction had read.
    const raw = {
      ...base,
      run: { durationMs: 100, warmupMs: 0 },
      workload: {
        terminals: 2,
        thinkTimeMs: 0,
        types: [
          {
            name: 'reader-writer',
            beginCpuMs: 0.1,
            program: [
              { op: 'access', count: 1, writeProbability: 0.01, cpuMs: 0, distinct: false },
            ],
          },
        ],
      },
      system: {
        database: { pages: 5 },
        buffer: { pages: 0 },
        cpu: { count: 1 },
        disks: {
          count: 1,
          service: { kind: 'mechanical', averageSeekMs: 0, rotationMs: 0, transferMs: 0.1 },
        },
      },
      log: {
        enabled: true,
        service: { kind: 'time', ms: 0.5 },
        flushPolicy: 'batch',
        batchRecords: 2,
        flushPeriodMs: 0.5,
      },
      concurrencyControl: { algorithm: 'occ' },
      seed: 27749890,
    };
    const { scenario, events } = runRecorded(raw);
    const endUs = events[events.length - 1]!.t;
    for (let t = 0; t <= endUs; t += 100) expect(checkCrashAt(scenario, events, t)).toBeNull();
  });

  it('under safe ELR, a reader of a page a mis-prefetch wrote waits for its writer to be durable', () => {
    // Found with TSTE, safe ELR and data-dependent accesses: T43's operate stage wrote page
    // 5, the alternative of a step planned on page 3, but its commit tagged page 3 with its
    // LSN. Read-only T41 read page 5 after T43's early lock release, saw no pending tag and
    // was acknowledged before T43's record was durable; a crash then erased what it read.
    const raw = {
      ...base,
      run: { durationMs: 100, warmupMs: 0 },
      workload: {
        terminals: 4,
        thinkTimeMs: 0.5,
        types: [
          {
            name: 'updater',
            beginCpuMs: 0.1,
            program: [
              { op: 'access', count: 2, writeProbability: 1, cpuMs: 0.1, dataDependent: true },
            ],
          },
          {
            name: 'reader',
            beginCpuMs: 0.1,
            program: [{ op: 'access', count: 2, writeProbability: 0, cpuMs: 0.1 }],
          },
        ],
      },
      system: { ...base.system, database: { pages: 4 }, buffer: { pages: 4 }, cpu: { count: 2 } },
      log: { enabled: true, service: { kind: 'time', ms: 1 }, commitProtocol: 'elr' },
      execution: { mode: 'tste', misprefetchPerCommit: 1 },
    };
    const { scenario, events } = runRecorded(raw);
    expect(misprefetchedWrites(events)).toBeGreaterThan(0);
    for (const t of new Set(events.map((e) => e.t)))
      expect(checkCrashAt(scenario, events, t)).toBeNull();
  });

  it('with locking off and the baseline, a reader waits for its writer to be durable', () => {
    // Found with `locking.enabled: false`, the baseline and FORCE (FC_SEED=5 of the mixed
    // durability test): no lock kept read-only T803 from page 1, which T791's commit request
    // had published; T803 was acknowledged at once, and a crash before T791's record was
    // durable erased what it had read. Only optimistic control tracked version tags.
    const raw = {
      ...base,
      run: { durationMs: 100, warmupMs: 0 },
      workload: {
        terminals: 3,
        thinkTimeMs: 0.5,
        types: [
          {
            name: 'writer',
            beginCpuMs: 0.1,
            program: [{ op: 'access', count: 1, writeProbability: 1, cpuMs: 0.1 }],
          },
          {
            name: 'reader',
            beginCpuMs: 0.1,
            program: [{ op: 'access', count: 1, writeProbability: 0, cpuMs: 0.1 }],
          },
        ],
      },
      system: { ...base.system, database: { pages: 2 }, buffer: { pages: 2 }, cpu: { count: 2 } },
      locking: { enabled: false },
      log: { enabled: true, service: { kind: 'time', ms: 1 } },
    };
    const { scenario, events } = runRecorded(raw);
    expect(readsBeforeDurable(events)).toBeGreaterThan(0);
    for (const t of new Set(events.map((e) => e.t)))
      expect(checkCrashAt(scenario, events, t)).toBeNull();
  });

  it('with locking off, a reader whose buffer fix waits sees the tag published meanwhile', () => {
    // Found once locking-off runs tracked version tags: read-only T206 took page 1's tag,
    // waited for a frame and for the page in transit, and meanwhile T203's commit request
    // published page 1; T206 read T203's data but was acknowledged before its record was
    // durable. The tag is now read once the page is fixed.
    const raw = {
      ...base,
      seed: 3,
      run: { durationMs: 300, warmupMs: 0 },
      workload: {
        terminals: 6,
        thinkTimeMs: 0.2,
        types: [
          {
            name: 'writer',
            beginCpuMs: 0.1,
            program: [{ op: 'access', count: 2, writeProbability: 1, cpuMs: 0.1 }],
          },
          {
            name: 'reader',
            weight: 2,
            beginCpuMs: 0.1,
            program: [{ op: 'access', count: 2, writeProbability: 0, cpuMs: 0.1 }],
          },
        ],
      },
      system: {
        database: { pages: 6 },
        buffer: { pages: 2 },
        cpu: { count: 2 },
        disks: { count: 2, service: { kind: 'time', ms: 1 } },
      },
      locking: { enabled: false },
      log: { enabled: true, service: { kind: 'time', ms: 1 } },
    };
    const { scenario, events } = runRecorded(raw);
    expect(readsBeforeDurable(events, true)).toBeGreaterThan(0);
    for (const t of new Set(events.map((e) => e.t)))
      expect(checkCrashAt(scenario, events, t)).toBeNull();
  });
});

/**
 * Reads of a page whose last publisher (the latest commit request that wrote it) did not
 * have its record durable yet: where a reader must wait for its writer's record. With
 * `publishedDuringWait`, only those whose publisher made its request while the reader
 * waited in the buffer pool for that page.
 */
function readsBeforeDurable(events: readonly TraceEvent[], publishedDuringWait = false): number {
  const publisher = new Map<number, { txn: number; lsn: number; seq: number }>();
  const writes = new Map<number, Set<number>>();
  /** Per transaction: the seq of its first buffer wait for the page it is fixing. */
  const waitingSince = new Map<number, number>();
  let durableLsn = 0;
  let count = 0;
  for (const e of events) {
    if (e.kind === 'txn.begin') writes.set(e.txn, new Set());
    else if (e.kind === 'buffer.wait') {
      if (!waitingSince.has(e.txn)) waitingSince.set(e.txn, e.seq);
    } else if (e.kind === 'page.access') {
      const from = publisher.get(e.page);
      const since = waitingSince.get(e.txn);
      waitingSince.delete(e.txn);
      const early = from !== undefined && from.txn !== e.txn && from.lsn > durableLsn;
      if (!e.write && early && (!publishedDuringWait || (since ?? Infinity) < from.seq)) count++;
      if (e.write) writes.get(e.txn)?.add(e.page);
    } else if (e.kind === 'txn.commit-request' && e.lsn !== null) {
      for (const page of writes.get(e.txn) ?? [])
        publisher.set(page, { txn: e.txn, lsn: e.lsn, seq: e.seq });
    } else if (e.kind === 'log.flush.end') durableLsn = Math.max(durableLsn, e.durableLsn);
  }
  return count;
}

/** Writes of an operate stage to a page its attempt's fetch stage did not visit. */
function misprefetchedWrites(events: readonly TraceEvent[]): number {
  const stage = new Map<number, string>();
  const fetched = new Map<number, Set<number>>();
  let count = 0;
  for (const e of events) {
    if (e.kind === 'txn.stage') {
      stage.set(e.txn, e.stage);
      if (e.stage === 'fetch') fetched.set(e.txn, new Set());
    } else if (e.kind === 'page.access') {
      if (stage.get(e.txn) === 'fetch') fetched.get(e.txn)!.add(e.page);
      else if (e.write && fetched.get(e.txn)?.has(e.page) === false) count++;
    }
  }
  return count;
}
