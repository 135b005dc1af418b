import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './trace-event.ts';
import { TraceRecorder, TraceSink, type DeviceEventConsumer } from './trace-sink.ts';

/** Every event handed over, and a copy of each as it was when handed over. */
function watcher(): { seen: TraceEvent[]; copies: TraceEvent[]; accept(e: TraceEvent): void } {
  const seen: TraceEvent[] = [];
  const copies: TraceEvent[] = [];
  return { seen, copies, accept: (e) => (seen.push(e), copies.push({ ...e })) };
}

function emitDeviceEvents(sink: TraceSink): void {
  sink.emitQueueEnter(5, 'disk0', 7);
  sink.emitServiceStart(9, 'disk0', 1, 7, 'read', true);
  sink.emitServiceEnd(14, 'disk0', 1, 7);
  sink.emitQueueEnter(15, 'disk0', 8);
  sink.emitQueueLeave(16, 'disk0', 8);
}

describe('TraceSink', () => {
  it('hands over the device events with every field of their kind and their order, reused objects or not', () => {
    const plain = watcher();
    const reused = watcher();
    emitDeviceEvents(new TraceSink([plain]));
    emitDeviceEvents(new TraceSink([reused], true));
    // A reused object has the fields of every reused kind, and its queue or service event no seq.
    const ownFields = (e: TraceEvent, like: TraceEvent): Record<string, unknown> =>
      Object.fromEntries(
        Object.keys(like)
          .filter((k) => k !== 'seq')
          .map((k) => [k, (e as unknown as Record<string, unknown>)[k]]),
      );
    expect(reused.copies.map((e, i) => ownFields(e, plain.copies[i]!))).toEqual(
      plain.copies.map((e) => ownFields(e, e)),
    );
    expect(plain.copies[1]).toEqual({
      kind: 'service.start',
      t: 9,
      seq: 1,
      device: 'disk0',
      unit: 1,
      txn: 7,
      work: 'read',
      fromQueue: true,
    });
    expect(plain.copies.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
  });

  it('stamps only page evictions and accesses with their seq when a typed consumer takes reused events', () => {
    const seen: string[] = [];
    const note = (e: TraceEvent): void => {
      seen.push(`${e.kind} ${e.seq}`);
    };
    const typed: DeviceEventConsumer = {
      accept: note,
      queueEnter: note,
      queueLeave: note,
      serviceStart: note,
      serviceEnd: note,
      pageAccess: note,
      lockGrant: note,
      lockWait: note,
      pageEvict: note,
    };
    const sink = new TraceSink([typed], true);
    sink.emitQueueEnter(1, 'disk0', 7);
    sink.emit({ kind: 'txn.begin', t: 2, txn: 7, attempt: 1 });
    sink.emit({ kind: 'page.evict', t: 3, page: 9, dirty: true });
    sink.emitPageAccess(3, 7, 4, false, false);
    expect(seen).toEqual(['queue.enter 0', 'txn.begin undefined', 'page.evict 2', 'page.access 3']);
    expect(sink.emitted).toBe(4);
  });

  it('reuses one object per device event kind only when told no consumer keeps events', () => {
    const reused = watcher();
    emitDeviceEvents(new TraceSink([reused], true));
    expect(reused.seen[3]).toBe(reused.seen[0]);
    const recorder = new TraceRecorder();
    emitDeviceEvents(new TraceSink([recorder]));
    expect(recorder.events[3]).not.toBe(recorder.events[0]);
    expect(recorder.events.map((e) => e.t)).toEqual([5, 9, 14, 15, 16]);
  });

  it('hands lock grants, lock waits and page evictions to a typed consumer through its typed calls, the rest through accept', () => {
    const calls: string[] = [];
    const note =
      (how: string) =>
      (e: TraceEvent): void => {
        calls.push(`${how} ${e.kind} ${e.seq}`);
      };
    const typed: DeviceEventConsumer = {
      accept: note('accept'),
      queueEnter: note('queueEnter'),
      queueLeave: note('queueLeave'),
      serviceStart: note('serviceStart'),
      serviceEnd: note('serviceEnd'),
      pageAccess: note('pageAccess'),
      lockGrant: note('lockGrant'),
      lockWait: note('lockWait'),
      pageEvict: note('pageEvict'),
    };
    const recorder = new TraceRecorder();
    const sink = new TraceSink([typed, recorder]);
    sink.emit({ kind: 'lock.wait', t: 1, txn: 2, item: 5, mode: 'X', blockers: [1] });
    sink.emit({ kind: 'lock.grant', t: 3, txn: 2, item: 5, mode: 'X' });
    sink.emit({ kind: 'page.evict', t: 4, page: 9, dirty: true });
    sink.emit({ kind: 'txn.begin', t: 5, txn: 2, attempt: 1 });
    expect(calls).toEqual([
      'lockWait lock.wait 0',
      'lockGrant lock.grant 1',
      'pageEvict page.evict 2',
      'accept txn.begin 3',
    ]);
    expect(recorder.events.map((e) => `${e.kind} ${e.seq}`)).toEqual([
      'lock.wait 0',
      'lock.grant 1',
      'page.evict 2',
      'txn.begin 3',
    ]);
  });

  it('gives the lock events and aborts the same fields reused or not, each wait and cycle its own list', () => {
    const emitLockEvents = (sink: TraceSink): void => {
      sink.emitLockWait(1, 2, 5, 'X', [1]);
      sink.emitLockWait(2, 3, 5, 'S', [1, 2]);
      sink.emitDeadlock(2, [3, 2, 1], 3);
      sink.emitTxnAbort(2, 3, 0, 'deadlock');
      sink.emitLockReleaseAll(2, 3);
    };
    const plain = watcher();
    const reused = watcher();
    emitLockEvents(new TraceSink([plain]));
    emitLockEvents(new TraceSink([reused], true));
    expect(reused.copies).toEqual(plain.copies);
    expect(plain.copies.map((e) => e.kind)).toEqual([
      'lock.wait',
      'lock.wait',
      'deadlock',
      'txn.abort',
      'lock.release-all',
    ]);
    expect(plain.copies[3]).toEqual({
      kind: 'txn.abort',
      t: 2,
      seq: 3,
      txn: 3,
      attempt: 0,
      reason: 'deadlock',
    });
    // One object per kind, reused; the blocker lists stay apart (a fold may keep one).
    expect(reused.seen[1]).toBe(reused.seen[0]);
    const blockers = (e: TraceEvent | undefined): number[] =>
      e?.kind === 'lock.wait' ? e.blockers : [];
    expect(blockers(reused.copies[0])).toEqual([1]);
    expect(blockers(reused.copies[0])).not.toBe(blockers(reused.copies[1]));
  });
});
