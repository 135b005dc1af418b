import { describe, expect, it } from 'vitest';
import { ChromeTraceWriter } from './chrome-trace-writer.ts';

describe('ChromeTraceWriter', () => {
  it('pairs a flow by id, finish bound to its enclosing slice, after the slices of its instant', () => {
    const out = new ChromeTraceWriter();
    out.process(1, 'P');
    out.thread(1, 1, 'a');
    out.thread(1, 2, 'b');
    out.flow('waits for', 'lock', { pid: 1, tid: 1, t: 10 }, { pid: 1, tid: 2, t: 10 }, {});
    out.slice(1, 1, 10, 20, 'wait', 'lock', {});
    out.flow('second', 'lock', { pid: 1, tid: 1, t: 12 }, { pid: 1, tid: 2, t: 15 }, {});
    const body = out.finish({}).traceEvents.filter((e) => e.ph !== 'M');
    expect(body.map((e) => [e.ph, e.ts, e.id ?? null])).toEqual([
      ['X', 10, null],
      ['s', 10, 1],
      ['f', 10, 1],
      ['s', 12, 2],
      ['f', 15, 2],
    ]);
    expect(body.filter((e) => e.ph === 'f').every((e) => e.bp === 'e')).toBe(true);
  });

  it('puts a parent before its child at the same start and length, and cuts an overhang', () => {
    const out = new ChromeTraceWriter();
    out.slice(1, 1, 0, 10, 'state', 'cpu', {});
    out.slice(1, 1, 0, 10, 'fetch', 'stage.parent', {});
    out.slice(1, 1, 0, 10, 'T1', 'txn', {});
    out.slice(1, 1, 5, 12, 'late', 'cpu', {});
    const file = out.finish({});
    expect(file.traceEvents.map((e) => e.name)).toEqual(['T1', 'fetch', 'state', 'late']);
    expect(file.traceEvents.at(-1)).toMatchObject({ dur: 5, args: { clipped: true } });
    expect(file.otherData.clippedSlices).toBe(1);
  });

  it('keeps one counter sample per instant, the last written', () => {
    const out = new ChromeTraceWriter();
    out.counter(2, 1, 5, 'q', { waiting: 1 });
    out.counter(2, 1, 5, 'q', { waiting: 2 });
    out.counter(2, 1, 6, 'q', { waiting: 0 });
    const samples = out.finish({}).traceEvents.map((e) => [e.ts, e.args!.waiting]);
    expect(samples).toEqual([
      [5, 2],
      [6, 0],
    ]);
  });

  it('names processes and threads once, the first name winning, with their sort order', () => {
    const out = new ChromeTraceWriter();
    out.process(1, 'Transactions', 1);
    out.thread(1, 3, 'run', 0);
    out.thread(1, 3, 'other');
    const meta = out.finish({}).traceEvents.map((e) => [e.name, e.tid, e.args]);
    expect(meta).toEqual([
      ['process_name', 0, { name: 'Transactions' }],
      ['process_sort_index', 0, { sort_index: 1 }],
      ['thread_name', 3, { name: 'run' }],
      ['thread_sort_index', 3, { sort_index: 0 }],
    ]);
  });
});
