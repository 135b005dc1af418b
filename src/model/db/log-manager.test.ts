import { describe, expect, it } from 'vitest';
import type { LogSpec } from '../../scenario/schema.ts';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { sleep, type Wait } from '../../kernel/process.ts';
import { RandomStream } from '../../kernel/random.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { SYSTEM_OWNER, type StorageMedium } from '../../trace/trace-event.ts';
import type { LogDevice } from '../seams.ts';
import { Server } from '../resources/server.ts';
import { FlushLatencyDevice, flushDuration } from './flush-latency.ts';
import { LogManager } from './log-manager.ts';

function logSpec(spec: Partial<LogSpec> = {}): LogSpec {
  return {
    enabled: true,
    service: { kind: 'time', ms: 5 },
    groupCommit: true,
    maxGroupRecords: 1000,
    groupTimerMs: 0,
    commit: 'synchronous',
    flushPolicy: 'when-idle',
    flushPeriodMs: 1,
    batchRecords: 8,
    recordBytes: 512,
    flushLatency: null,
    commitProtocol: 'baseline',
    ...spec,
  };
}

/**
 * A device that takes writes at once, like a storage tier: flush k takes `writeUs[k - 1]`
 * (else 5 ms) on one of many units and rests in non-volatile cache.
 */
function concurrentDevice(sim: Simulation, trace: TraceSink, writeUs: number[]): LogDevice {
  const units = new Server(sim, trace, { id: 'log', kind: 'disk', units: 8 });
  return {
    concurrentWrites: true,
    *write(flush: number): Generator<Wait, StorageMedium | null, unknown> {
      yield units.request(SYSTEM_OWNER, writeUs[flush - 1] ?? 5000, 'write');
      return 'nv-cache';
    },
  };
}

function harness(spec: Partial<LogSpec>, writeUs: number[] | null = null) {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const trace = new TraceSink([recorder]);
  const full = logSpec(spec);
  const device =
    writeUs !== null
      ? concurrentDevice(sim, trace, writeUs)
      : new FlushLatencyDevice(
          new Server(sim, trace, { id: 'log', kind: 'log', units: 1 }),
          flushDuration(full.flushLatency, full.service),
          new RandomStream(1, 'log'),
        );
  const log = new LogManager(sim, trace, device, full);
  const acked: string[] = [];
  /** Commits at time `at` (µs) and notes when the commit returns. */
  function committer(id: number, at: number): void {
    function* body(): Generator<Wait, void, unknown> {
      yield* sleep(at);
      yield* log.commit(id);
      acked.push(`T${id}@${sim.now}`);
    }
    sim.start(body(), `T${id}`);
  }
  const flushes = () => recorder.events.filter((e) => e.kind === 'log.flush.start');
  const starts = () => flushes().map((f) => (f.kind === 'log.flush.start' ? [f.t, f.records] : []));
  return { sim, log, committer, acked, flushes, starts, recorder };
}

describe('LogManager', () => {
  it('gathers the records that arrive during a flush into the next flush (group commit)', () => {
    const h = harness({});
    h.committer(1, 0);
    for (let id = 2; id <= 5; id++) h.committer(id, 1000 * id);
    h.sim.runSlice({});
    expect(h.flushes().map((f) => f.kind === 'log.flush.start' && f.records)).toEqual([1, 4]);
    expect(h.acked).toEqual(['T1@5000', 'T2@10000', 'T3@10000', 'T4@10000', 'T5@10000']);
  });

  it('flushes one record at a time without group commit', () => {
    const h = harness({ groupCommit: false });
    for (let id = 1; id <= 3; id++) h.committer(id, 0);
    h.sim.runSlice({});
    expect(h.flushes()).toHaveLength(3);
    expect(h.acked).toEqual(['T1@5000', 'T2@10000', 'T3@15000']);
  });

  it('caps a group at the maximum number of records', () => {
    const h = harness({ maxGroupRecords: 2 });
    h.committer(1, 0);
    for (let id = 2; id <= 6; id++) h.committer(id, 100);
    h.sim.runSlice({});
    expect(h.flushes().map((f) => f.kind === 'log.flush.start' && f.records)).toEqual([1, 2, 2, 1]);
  });

  it('returns at once from an asynchronous commit, before the record is durable', () => {
    const h = harness({ commit: 'asynchronous' });
    h.committer(1, 0);
    h.sim.runSlice({});
    expect(h.acked).toEqual(['T1@0']);
    expect(h.log.durableLsn).toBe(1);
  });

  it('waits the group timer after a record reaches an idle log, to gather more', () => {
    const h = harness({ groupTimerMs: 2 });
    h.committer(1, 0);
    h.committer(2, 1500);
    h.committer(3, 2500);
    h.sim.runSlice({});
    expect(h.flushes().map((f) => f.kind === 'log.flush.start' && [f.t, f.records])).toEqual([
      [2000, 2],
      [7000, 1],
    ]);
    expect(h.acked).toEqual(['T1@7000', 'T2@7000', 'T3@12000']);
  });

  it('cuts the group timer short when a full group is ready', () => {
    const h = harness({ groupTimerMs: 50, maxGroupRecords: 3 });
    for (let id = 1; id <= 3; id++) h.committer(id, 1000 * id);
    h.sim.runSlice({});
    expect(h.flushes().map((f) => f.kind === 'log.flush.start' && [f.t, f.records])).toEqual([
      [3000, 3],
    ]);
  });

  it('flushes at multiples of the period under the timer policy', () => {
    const h = harness({ flushPolicy: 'timer', flushPeriodMs: 4 });
    h.committer(1, 500);
    h.committer(2, 3000);
    h.committer(3, 6000);
    h.sim.runSlice({});
    // The first flush at the 4 ms tick carries two records and ends at 9 ms; the third
    // record waits for the next tick after that, 12 ms.
    expect(h.starts()).toEqual([
      [4000, 2],
      [12000, 1],
    ]);
    expect(h.acked).toEqual(['T1@9000', 'T2@9000', 'T3@17000']);
  });

  it('flushes a full batch at once and a partial one after the period (batch policy)', () => {
    const h = harness({ flushPolicy: 'batch', batchRecords: 3, flushPeriodMs: 20 });
    for (let id = 1; id <= 3; id++) h.committer(id, 1000 * id);
    h.committer(4, 10_000);
    h.sim.runSlice({});
    expect(h.starts()).toEqual([
      [3000, 3],
      [30_000, 1],
    ]);
  });

  it('carries one record per flush under the per-commit policy, whatever groupCommit says', () => {
    const h = harness({ flushPolicy: 'per-commit' });
    for (let id = 1; id <= 3; id++) h.committer(id, 0);
    h.sim.runSlice({});
    expect(h.starts()).toEqual([
      [0, 1],
      [5000, 1],
      [10000, 1],
    ]);
  });

  it('names the transactions and bytes each flush carries, and advances the durable LSN', () => {
    const h = harness({ recordBytes: 100 });
    h.committer(7, 0);
    h.committer(8, 1000);
    h.committer(9, 1000);
    h.sim.runSlice({ untilTime: 7000 });
    expect(h.log.durableLsn).toBe(1);
    expect(h.log.tailLsn).toBe(3);
    h.sim.runSlice({});
    const payload = h.flushes().map((f) => f.kind === 'log.flush.start' && [f.txns, f.bytes]);
    expect(payload).toEqual([
      [[7], 100],
      [[8, 9], 200],
    ]);
    expect(h.log.durableLsn).toBe(3);
  });

  it('takes base + bytes / bandwidth + jitter per flush', () => {
    const h = harness({
      recordBytes: 50_000,
      flushLatency: { baseMs: 1, bandwidthMBps: 50, jitter: { kind: 'constant', ms: 0.5 } },
    });
    h.committer(1, 0);
    h.committer(2, 100);
    h.committer(3, 100);
    h.sim.runSlice({});
    // 50 kB at 50 MB/s is 1 ms: the first flush takes 2.5 ms, the second (100 kB) 3.5 ms.
    expect(h.acked).toEqual(['T1@2500', 'T2@6000', 'T3@6000']);
  });

  it('resolves a wait for an LSN that is already durable at once, and a later one after its flush', () => {
    const h = harness({});
    h.committer(1, 0);
    h.sim.runSlice({});
    expect(h.log.waitDurable(1)).toBeNull();
    expect(h.log.waitDurable(2)).not.toBeNull();
  });

  it("on a device that takes writes at once, starts each record's flush at its commit and keeps the durable LSN a prefix", () => {
    // Per commit, as the storage paper's log: T2's write (1 ms) ends before T1's (5 ms),
    // but T2 is acknowledged only once T1's record is durable too.
    const h = harness({ flushPolicy: 'per-commit' }, [5000, 1000]);
    h.committer(1, 0);
    h.committer(2, 0);
    h.sim.runSlice({ untilTime: 2000 });
    expect(h.starts()).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(h.log.durableLsn).toBe(0);
    h.sim.runSlice({});
    expect(h.acked).toEqual(['T1@5000', 'T2@5000']);
    const ends = h.recorder.events.flatMap((e) =>
      e.kind === 'log.flush.end' ? [[e.t, e.durableLsn, e.medium]] : [],
    );
    expect(ends).toEqual([
      [1000, 0, 'nv-cache'],
      [5000, 2, 'nv-cache'],
    ]);
  });

  it('on a device that takes writes at once, still group-commits with one flush at a time', () => {
    const h = harness({}, [5000, 5000]);
    h.committer(1, 0);
    for (let id = 2; id <= 5; id++) h.committer(id, 1000 * id);
    h.sim.runSlice({});
    expect(h.starts()).toEqual([
      [0, 1],
      [5000, 4],
    ]);
    expect(h.acked).toEqual(['T1@5000', 'T2@10000', 'T3@10000', 'T4@10000', 'T5@10000']);
  });
});
