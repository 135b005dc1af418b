import { describe, expect, it } from 'vitest';
import { FILE_ITEM, type TraceEvent, type TraceEventInput } from '../../trace/trace-event.ts';
import { deadlockTrace, stamp } from '../../../tests/fixtures/hand-made-traces.ts';
import { describeEvent, eventContext, isRoutineEvent } from './describe-event.ts';

const context = eventContext(deadlockTrace);

function say(input: TraceEventInput): string {
  return describeEvent({ ...input, seq: 0 } as TraceEvent, context);
}

describe('the event context', () => {
  it('keeps the first submission of each transaction and the devices', () => {
    expect(context.submitUs.get(1)).toBe(0);
    expect(context.devices.get('disk0')?.kind).toBe('disk');
    expect(context.transactionTypes).toEqual(['update']);
  });
});

describe('events as sentences', () => {
  it('run start, end and warm-up', () => {
    expect(say(deadlockTrace[0]!)).toBe('Run starts: 2 terminals; devices CPU, Disk 0 and Log');
    expect(say({ kind: 'run.end', t: 100 })).toBe('Run ends');
    expect(say({ kind: 'warmup.end', t: 5 })).toBe('Warm-up ends: the counters start now');
  });

  it('transactions enter, begin, restart, commit with their response time, and abort', () => {
    expect(say({ kind: 'txn.submit', t: 0, txn: 5, terminal: 3, type: 0 })).toBe(
      'T5 is submitted (terminal 3, update)',
    );
    expect(say({ kind: 'txn.begin', t: 0, txn: 5, attempt: 1 })).toBe('T5 begins');
    expect(say({ kind: 'txn.begin', t: 0, txn: 5, attempt: 2 })).toBe('T5 restarts (attempt 2)');
    expect(say({ kind: 'txn.commit', t: 48_200, txn: 2 })).toBe('T2 commits (response 48.2 ms)');
    expect(say({ kind: 'txn.commit', t: 48_200, txn: 99 })).toBe('T99 commits');
    // A response shorter than a tenth of a millisecond keeps its digits (was '0.0 ms').
    expect(say({ kind: 'txn.commit', t: 40, txn: 2 })).toBe('T2 commits (response 40 µs)');
    expect(say({ kind: 'txn.abort', t: 30, txn: 1, attempt: 1, reason: 'deadlock' })).toBe(
      'T1 is aborted (deadlock victim, attempt 1)',
    );
  });

  it('queueing and service on devices', () => {
    expect(say({ kind: 'queue.enter', t: 0, device: 'disk0', txn: 2 })).toBe(
      'T2 queues for Disk 0',
    );
    expect(
      say({
        kind: 'service.start',
        t: 0,
        device: 'disk0',
        unit: 0,
        txn: 2,
        work: 'read',
        fromQueue: true,
      }),
    ).toBe('Disk 0 starts read for T2 after queueing');
    expect(
      say({
        kind: 'service.start',
        t: 0,
        device: 'log',
        unit: 0,
        txn: -1,
        work: 'log-flush',
        fromQueue: false,
      }),
    ).toBe('Log starts writing a log flush');
    expect(say({ kind: 'service.end', t: 0, device: 'cpu', unit: 0, txn: 2 })).toBe(
      'CPU finishes serving T2',
    );
  });

  it('buffer accesses, evictions and waits', () => {
    expect(say({ kind: 'page.access', t: 0, txn: 2, page: 17, write: false, hit: true })).toBe(
      'T2 reads page 17 (buffer hit)',
    );
    expect(say({ kind: 'page.access', t: 0, txn: 2, page: 17, write: true, hit: false })).toBe(
      'T2 writes page 17 (buffer miss: read from disk)',
    );
    expect(say({ kind: 'page.evict', t: 0, page: 4, dirty: true })).toBe(
      'Page 4 leaves the buffer (dirty: written back first)',
    );
    expect(say({ kind: 'buffer.wait', t: 0, txn: 2, page: 4, reason: 'page-in-transit' })).toBe(
      'T2 waits for page 4, which another transaction is reading',
    );
    expect(say({ kind: 'buffer.wait', t: 0, txn: 2, page: 4, reason: 'no-free-frame' })).toBe(
      'T2 waits for a free buffer frame for page 4',
    );
  });

  it('locks granted, waited for and released', () => {
    expect(say({ kind: 'lock.grant', t: 0, txn: 3, item: 17, mode: 'X' })).toBe(
      'T3 gets an X lock on page 17',
    );
    expect(say({ kind: 'lock.grant', t: 0, txn: 3, item: 17, mode: 'SIX' })).toBe(
      'T3 gets a SIX lock on page 17',
    );
    expect(say({ kind: 'lock.wait', t: 12_400, txn: 7, item: 17, mode: 'X', blockers: [3] })).toBe(
      'T7 waits for an X lock on page 17, blocked by T3',
    );
    expect(say({ kind: 'lock.wait', t: 0, txn: 7, item: 17, mode: 'S', blockers: [3, 4] })).toBe(
      'T7 waits for an S lock on page 17, blocked by T3 and T4',
    );
    expect(say({ kind: 'lock.release-all', t: 0, txn: 3 })).toBe('T3 releases its locks');
  });

  it('calls the whole-file item "the file", intention locks included', () => {
    expect(say({ kind: 'lock.grant', t: 0, txn: 3, item: FILE_ITEM, mode: 'IX' })).toBe(
      'T3 gets an IX lock on the file',
    );
    expect(
      say({ kind: 'lock.wait', t: 0, txn: 8, item: FILE_ITEM, mode: 'X', blockers: [3] }),
    ).toBe('T8 waits for an X lock on the file, blocked by T3');
  });

  it('a deadlock names its cycle and says when the victim is the youngest', () => {
    expect(say({ kind: 'deadlock', t: 30, cycle: [2, 1], victim: 1 })).toBe(
      'Deadlock: T2 → T1 → T2; T1 is aborted',
    );
    const later = eventContext(
      stamp([
        { kind: 'txn.submit', t: 0, txn: 3, terminal: 0, type: 0 },
        { kind: 'txn.submit', t: 9, txn: 7, terminal: 1, type: 0 },
      ]),
    );
    const e: TraceEvent = { kind: 'deadlock', t: 30, seq: 0, cycle: [3, 7], victim: 7 };
    expect(describeEvent(e, later)).toBe('Deadlock: T3 → T7 → T3; T7 (youngest) is aborted');
  });

  it('the log: appends and flushes', () => {
    expect(say({ kind: 'log.append', t: 0, txn: 2, lsn: 12 })).toBe(
      'T2 appends its commit record (LSN 12)',
    );
    expect(say({ kind: 'log.flush.start', t: 0, flush: 4, records: 3, upToLsn: 14 })).toBe(
      'Log flush 4 starts: 3 commit records, up to LSN 14',
    );
    expect(say({ kind: 'log.flush.start', t: 0, flush: 5, records: 1, upToLsn: 15 })).toBe(
      'Log flush 5 starts: 1 commit record, up to LSN 15',
    );
    expect(say({ kind: 'log.flush.end', t: 0, flush: 4, durableLsn: 14 })).toBe(
      'Log flush 4 ends: durable up to LSN 14',
    );
  });

  it('names items with the context label function', () => {
    const files = { ...context, itemLabel: (i: number) => `file ${i}` };
    const e: TraceEvent = { kind: 'lock.grant', t: 0, seq: 0, txn: 3, item: 2, mode: 'S' };
    expect(describeEvent(e, files)).toBe('T3 gets an S lock on file 2');
  });

  it('describes every event of a trace without throwing', () => {
    for (const e of deadlockTrace) expect(describeEvent(e, context).length).toBeGreaterThan(0);
  });
});

describe('routine events', () => {
  const routine = (input: TraceEventInput) =>
    isRoutineEvent({ ...input, seq: 0 } as TraceEvent, context);

  it('are CPU and log-device scheduling, service ends, first begins and buffer hits', () => {
    expect(routine({ kind: 'queue.enter', t: 0, device: 'cpu', txn: 2 })).toBe(true);
    expect(routine({ kind: 'service.end', t: 0, device: 'disk0', unit: 0, txn: 2 })).toBe(true);
    expect(
      routine({
        kind: 'service.start',
        t: 0,
        device: 'log',
        unit: 0,
        txn: -1,
        work: 'log-flush',
        fromQueue: false,
      }),
    ).toBe(true);
    expect(routine({ kind: 'txn.begin', t: 0, txn: 1, attempt: 1 })).toBe(true);
    expect(routine({ kind: 'page.access', t: 0, txn: 2, page: 1, write: false, hit: true })).toBe(
      true,
    );
  });

  it('are not disk queueing and service, restarts, misses, locks or deadlocks', () => {
    expect(routine({ kind: 'queue.enter', t: 0, device: 'disk0', txn: 2 })).toBe(false);
    expect(routine({ kind: 'txn.begin', t: 0, txn: 1, attempt: 2 })).toBe(false);
    expect(routine({ kind: 'page.access', t: 0, txn: 2, page: 1, write: false, hit: false })).toBe(
      false,
    );
    expect(routine({ kind: 'lock.wait', t: 0, txn: 1, item: 1, mode: 'X', blockers: [2] })).toBe(
      false,
    );
    expect(routine({ kind: 'deadlock', t: 0, cycle: [1, 2], victim: 2 })).toBe(false);
  });
});
