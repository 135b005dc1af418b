import { describe, expect, it } from 'vitest';
import type { LogSpec } from '../../scenario/schema.ts';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { sleep, type Wait } from '../core/process.ts';
import { RandomStream } from '../core/random.ts';
import { Simulation } from '../core/simulation.ts';
import { Server } from '../resources/server.ts';
import { StorageDevice } from '../resources/storage-device.ts';
import { LogManager } from './log-manager.ts';

function harness(spec: Partial<LogSpec>) {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const trace = new TraceSink([recorder]);
  const device = new StorageDevice(
    new Server(sim, trace, { id: 'log', kind: 'log', units: 1 }),
    { kind: 'time', ms: 5 },
    new RandomStream(1, 'log'),
  );
  const full: LogSpec = {
    enabled: true,
    service: { kind: 'time', ms: 5 },
    groupCommit: true,
    maxGroupRecords: 1000,
    groupTimerMs: 0,
    commit: 'synchronous',
    ...spec,
  };
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
  return { sim, log, committer, acked, flushes };
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
});
