import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { Interrupt, sleep, type Process, type Wait } from '../../kernel/process.ts';
import { RandomStream } from '../../kernel/random.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { Server } from '../resources/server.ts';
import { StorageDevice } from '../resources/storage-device.ts';
import { BufferPool, MISS_NOT_BEGUN } from './buffer-pool.ts';

/** `fix` as the conventional attempt runs it: a miss begun without the generator when it can be. */
function* fixDirectly(
  pool: BufferPool,
  owner: number,
  page: number,
  write: boolean,
): Generator<Wait, void, unknown> {
  if (pool.fixIfResident(owner, page, write)) return;
  const writeBack = pool.beginMiss(owner, page, write);
  if (writeBack === MISS_NOT_BEGUN) return yield* pool.fix(owner, page, write);
  try {
    if (writeBack >= 0) yield pool.missAccess(owner, writeBack, 'write');
    yield pool.missAccess(owner, page, 'read');
  } catch (e) {
    pool.missInterrupted(page);
    throw e;
  }
  pool.missArrived(page);
}

function harness(capacity: number, direct = false) {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const trace = new TraceSink([recorder]);
  const disk = new StorageDevice(
    new Server(sim, trace, { id: 'disk0', kind: 'disk', units: 1 }),
    { kind: 'time', ms: 10 },
    new RandomStream(1, 'disk'),
  );
  const pool = new BufferPool(sim, trace, capacity, () => disk);
  /** Accesses pages one after another, each held for 1 ms. */
  function reader(owner: number, at: number, pages: [number, boolean][]): Process<void> {
    function* body(): Generator<Wait, void, unknown> {
      yield* sleep(at);
      for (const [page, write] of pages) {
        if (direct) yield* fixDirectly(pool, owner, page, write);
        else yield* pool.fix(owner, page, write);
        yield* sleep(1000);
        if (write && pool.writesThrough) yield* pool.writeThrough(owner, page);
        pool.unfix(page);
      }
    }
    return sim.start(body(), `reader-${owner}`);
  }
  const ofKind = <K extends TraceEvent['kind']>(kind: K) =>
    recorder.events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);
  return { sim, pool, reader, ofKind, events: () => JSON.stringify(recorder.events) };
}

describe('BufferPool', () => {
  it('hits on a resident page and evicts the least recently used one when full', () => {
    const h = harness(2);
    h.reader(1, 0, [
      [1, false],
      [2, false],
      [1, false],
      [3, false],
      [1, false],
      [2, false],
    ]);
    h.sim.runSlice({});
    expect(h.ofKind('page.access').map((e) => `${e.page}${e.hit ? 'h' : 'm'}`)).toEqual([
      '1m',
      '2m',
      '1h',
      '3m',
      '1h',
      '2m',
    ]);
    expect(h.ofKind('page.evict').map((e) => e.page)).toEqual([2, 3]);
  });

  it('writes a dirty victim back before reading the new page into its frame', () => {
    const h = harness(1);
    h.reader(1, 0, [
      [1, true],
      [2, false],
    ]);
    h.sim.runSlice({});
    expect(h.ofKind('page.evict')).toMatchObject([{ page: 1, dirty: true }]);
    const works = h.ofKind('service.start').map((e) => e.work);
    expect(works).toEqual(['read', 'write', 'read']);
    expect(h.sim.now).toBe(10_000 + 1000 + 10_000 + 10_000 + 1000);
  });

  it('reads a page once when two transactions miss on it together', () => {
    const h = harness(4);
    h.reader(1, 0, [[7, false]]);
    h.reader(2, 500, [[7, false]]);
    h.sim.runSlice({});
    expect(h.ofKind('service.start')).toHaveLength(1);
    expect(h.ofKind('buffer.wait')).toMatchObject([{ txn: 2, page: 7, reason: 'page-in-transit' }]);
    expect(h.pool.hits).toBe(1);
  });

  it('without frames reads every access and writes every written page back', () => {
    const h = harness(0);
    h.reader(1, 0, [
      [1, false],
      [1, true],
    ]);
    h.sim.runSlice({});
    expect(h.ofKind('service.start').map((e) => e.work)).toEqual(['read', 'read', 'write']);
  });

  it('traces the same with misses begun without fix (free frames, clean and dirty victims, a page in transit, no free frame)', () => {
    const traces = [false, true].map((direct) => {
      const h = harness(2, direct);
      h.reader(1, 0, [
        [1, true],
        [2, false],
        [3, false],
        [1, false],
        [4, true],
      ]);
      h.reader(2, 500, [
        [1, false],
        [5, false],
        [3, true],
      ]);
      h.reader(3, 700, [[6, false]]);
      h.sim.runSlice({});
      return h.events();
    });
    expect(traces[1]).toBe(traces[0]);
    expect(traces[0]).toContain('no-free-frame');
    expect(traces[0]).toContain('page-in-transit');
  });

  it('gives up the frame of a miss interrupted before its page arrives; a waiter reads it again', () => {
    const h = harness(4, true);
    const reader1 = h.sim.start(
      (function* () {
        try {
          yield* fixDirectly(h.pool, 1, 7, false);
        } catch (e) {
          if (!(e instanceof Interrupt)) throw e;
        }
      })(),
      'reader-1',
    );
    h.reader(2, 500, [[7, false]]);
    h.sim.runSlice({ untilTime: 2000 });
    reader1.interrupt('deadlock victim');
    h.sim.runSlice({});
    expect(h.ofKind('service.start').map((e) => e.txn)).toEqual([1, 2]);
    expect(h.pool.residentPages).toBe(1);
  });
});
