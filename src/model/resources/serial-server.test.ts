import { describe, expect, it } from 'vitest';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { Interrupt, sleep, type Wait } from '../../kernel/process.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { SerialServer } from './serial-server.ts';

describe('SerialServer', () => {
  it('serves one holder at a time, first come first served, for as long as each holds it', () => {
    const sim = new Simulation();
    const recorder = new TraceRecorder();
    const server = new SerialServer(sim, new TraceSink([recorder]), {
      id: 'server',
      kind: 'server',
      units: 1,
    });
    const log: string[] = [];
    const caller = (owner: number, at: number, holdUs: number) =>
      function* (): Generator<Wait, void, unknown> {
        yield* sleep(at);
        yield* server.take(owner, 'cpu');
        log.push(`${sim.now} T${owner} holds`);
        yield* sleep(holdUs);
        server.release(owner);
      };
    sim.start(caller(1, 0, 50)(), 'a');
    sim.start(caller(2, 10, 5)(), 'b');
    sim.start(caller(3, 20, 5)(), 'c');
    sim.runSlice({});
    expect(log).toEqual(['0 T1 holds', '50 T2 holds', '55 T3 holds']);
    const kinds = recorder.events.map((e) => `${e.kind}:${'txn' in e ? e.txn : ''}`);
    expect(kinds).toEqual([
      'service.start:1',
      'queue.enter:2',
      'queue.enter:3',
      'service.end:1',
      'service.start:2',
      'service.end:2',
      'service.start:3',
      'service.end:3',
    ]);
  });

  it('refuses a release by a transaction that does not hold it', () => {
    const sim = new Simulation();
    const server = new SerialServer(sim, new TraceSink([]), { id: 's', kind: 'server', units: 1 });
    expect(() => server.release(4)).toThrow(/does not hold/);
  });

  it('lets an interrupted caller leave the line, traced as queue.leave, and skips it', () => {
    const sim = new Simulation();
    const recorder = new TraceRecorder();
    const server = new SerialServer(sim, new TraceSink([recorder]), {
      id: 'server',
      kind: 'server',
      units: 1,
    });
    const log: string[] = [];
    const caller = (owner: number, at: number) =>
      function* (): Generator<Wait, void, unknown> {
        yield* sleep(at);
        try {
          yield* server.take(owner, 'cpu');
        } catch (e) {
          if (!(e instanceof Interrupt)) throw e;
          log.push(`${sim.now} T${owner} left`);
          return;
        }
        log.push(`${sim.now} T${owner} holds`);
        yield* sleep(30);
        server.release(owner);
      };
    sim.start(caller(1, 0)(), 'a');
    const second = sim.start(caller(2, 5)(), 'b');
    sim.start(caller(3, 10)(), 'c');
    sim.runSlice({ untilTime: 20 });
    second.interrupt('wound');
    sim.runSlice({});
    expect(log).toEqual(['0 T1 holds', '20 T2 left', '30 T3 holds']);
    expect(server.queueLength).toBe(0);
    expect(recorder.events.filter((e) => e.kind === 'queue.leave')).toMatchObject([
      { t: 20, txn: 2 },
    ]);
  });
});
