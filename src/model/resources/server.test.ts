import { describe, expect, it } from 'vitest';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { waitOrInterrupt, type Process, type Wait } from '../../kernel/process.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { Server } from './server.ts';

function finishTimes(quantumUs: number, jobs: [number, number][]): Record<number, number> {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const cpu = new Server(
    sim,
    new TraceSink([recorder]),
    { id: 'cpu', kind: 'cpu', units: 1 },
    quantumUs,
  );
  const done: Record<number, number> = {};
  for (const [owner, demand] of jobs) {
    function* job(): Generator<Wait, void, unknown> {
      yield cpu.request(owner, demand, 'cpu');
      done[owner] = sim.now;
    }
    sim.start(job(), `job-${owner}`);
  }
  sim.runSlice({});
  return done;
}

describe('Server', () => {
  it('reuses a finished request for the next one with its own owner, demand and work', () => {
    const sim = new Simulation();
    const recorder = new TraceRecorder();
    const disk = new Server(sim, new TraceSink([recorder]), { id: 'd', kind: 'disk', units: 1 });
    const first = disk.request(1, 10, 'read');
    const ends: number[] = [];
    function* job(): Generator<Wait, void, unknown> {
      yield first;
      ends.push(sim.now);
      const second = disk.request(2, 7, 'write');
      expect(second).toBe(first);
      yield second;
      ends.push(sim.now);
    }
    sim.start(job(), 'job');
    sim.runSlice({});
    expect(ends).toEqual([10, 17]);
    const starts = recorder.events.filter((e) => e.kind === 'service.start');
    expect(starts.map((e) => [e.txn, e.work, e.t])).toEqual([
      [1, 'read', 0],
      [2, 'write', 10],
    ]);
  });

  it('serves first come, first served without a quantum', () => {
    expect(
      finishTimes(Infinity, [
        [1, 30],
        [2, 10],
      ]),
    ).toEqual({ 1: 30, 2: 40 });
  });

  it('takes turns of one quantum under round robin', () => {
    // Quanta of 10: 1 runs 0-10, 2 runs 10-20 and ends, 1 runs 20-40 alone.
    expect(
      finishTimes(10, [
        [1, 30],
        [2, 10],
      ]),
    ).toEqual({ 1: 40, 2: 20 });
  });

  it('traces a preempted burst as service end, queue entry and a later start from the queue', () => {
    const sim = new Simulation();
    const recorder = new TraceRecorder();
    const cpu = new Server(
      sim,
      new TraceSink([recorder]),
      { id: 'cpu', kind: 'cpu', units: 1 },
      10,
    );
    for (const owner of [1, 2]) {
      sim.start(
        (function* (): Generator<Wait, void, unknown> {
          yield cpu.request(owner, 15, 'cpu');
        })(),
        `job-${owner}`,
      );
    }
    sim.runSlice({});
    const lines = recorder.events.map((e) =>
      e.kind === 'service.start'
        ? `${e.t} start T${e.txn}${e.fromQueue ? ' (queued)' : ''}`
        : e.kind === 'service.end'
          ? `${e.t} end T${e.txn}`
          : e.kind === 'queue.enter'
            ? `${e.t} queue T${e.txn}`
            : e.kind,
    );
    expect(lines).toEqual([
      '0 start T1',
      '0 queue T2',
      '10 end T1',
      '10 queue T1',
      '10 start T2 (queued)',
      '20 end T2',
      '20 queue T2',
      '20 start T1 (queued)',
      '25 end T1',
      '25 start T2 (queued)',
      '30 end T2',
    ]);
  });

  it('stretches a burst by the oversubscription penalty when more are runnable than units', () => {
    const sim = new Simulation();
    const cpu = new Server(
      sim,
      new TraceSink([]),
      { id: 'cpu', kind: 'cpu', units: 2 },
      Infinity,
      0.5,
    );
    const done: number[] = [];
    for (let owner = 1; owner <= 4; owner++) {
      function* job(): Generator<Wait, void, unknown> {
        yield cpu.request(owner, 1000, 'cpu');
        done.push(sim.now);
      }
      sim.start(job(), `job-${owner}`);
    }
    sim.runSlice({});
    // The first two start with 1 and 2 runnable: no stretch. The next two start at 1000
    // with 3 runnable on 2 units (then 2): the first is stretched by 1 + 0.5 * 1/2.
    expect(done).toEqual([1000, 1000, 2000, 2250]);
  });
});

describe('Server under interrupts', () => {
  function harness() {
    const sim = new Simulation();
    const recorder = new TraceRecorder();
    const disk = new Server(sim, new TraceSink([recorder]), { id: 'disk', kind: 'disk', units: 1 });
    const log: string[] = [];
    function job(owner: number, demand: number): Process<void> {
      function* body(): Generator<Wait, void, unknown> {
        const outcome = yield* waitOrInterrupt(disk.request(owner, demand, 'read'));
        log.push(`${owner} ${outcome.interrupted ? 'interrupted' : 'served'}@${sim.now}`);
      }
      return sim.start(body(), `job-${owner}`);
    }
    return { sim, recorder, disk, log, job };
  }

  it('takes an interrupted request out of the queue, traced as queue.leave', () => {
    const { sim, recorder, disk, log, job } = harness();
    job(1, 30);
    const second = job(2, 10);
    job(3, 10);
    sim.runSlice({ untilTime: 5 });
    expect(disk.queueLength).toBe(2);
    second.interrupt('wound');
    sim.runSlice({});
    expect(log).toEqual(['2 interrupted@5', '1 served@30', '3 served@40']);
    expect(recorder.events.filter((e) => e.kind === 'queue.leave')).toMatchObject([
      { t: 5, device: 'disk', txn: 2 },
    ]);
  });

  it('ends the service of an interrupted request at once and serves the next in line', () => {
    const { sim, recorder, disk, log, job } = harness();
    const first = job(1, 30);
    job(2, 10);
    sim.runSlice({ untilTime: 12 });
    first.interrupt('wound');
    sim.runSlice({});
    expect(log).toEqual(['1 interrupted@12', '2 served@22']);
    expect(disk.busyUnits).toBe(0);
    const ends = recorder.events.filter((e) => e.kind === 'service.end');
    expect(ends).toMatchObject([
      { t: 12, txn: 1 },
      { t: 22, txn: 2 },
    ]);
  });
});
