import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments, type TxnSegment } from '../../trace/segments.ts';
import { TraceIndex } from '../../trace/state-at.ts';
import { deviceNames } from './device-labels.ts';
import {
  describeContextOf,
  describeServiceSegment,
  describeTxnSegment,
  flushEndingAt,
  lockItemText,
} from './describe-segment.ts';
import type { DeviceLane } from '../../trace/timeline-model.ts';
import { FILE_ITEM } from '../../trace/trace-event.ts';

const model = buildSegments(deadlockTrace);
const devices = deviceNames(model.deviceLanes);
const ctx = describeContextOf(model, devices, new TraceIndex(deadlockTrace));

function txnSegment(lane: number, state: TxnSegment['state'], startUs: number): TxnSegment {
  const s = model.txnLanes[lane]!.segments.find((x) => x.state === state && x.startUs === startUs);
  if (s === undefined) throw new Error(`no ${state} segment at ${startUs}`);
  return s;
}

describe('segment sentences', () => {
  it('names the blocker and the mode it holds, and marks wasted work', () => {
    expect(describeTxnSegment(txnSegment(0, 'lock-wait', 25), ctx)).toBe(
      'T1 waits 5 µs for page 2 (wants X), held X by T2 (attempt 1, later aborted)',
    );
    expect(describeTxnSegment(txnSegment(0, 'lock-wait', 40), ctx)).toBe(
      'T1 waits 15 µs for page 1 (wants X), held X by T2 (attempt 2)',
    );
  });

  it('says "held by" when the mode is unknown', () => {
    const bare = describeContextOf(model, devices, null);
    expect(describeTxnSegment(txnSegment(0, 'lock-wait', 40), bare)).toBe(
      'T1 waits 15 µs for page 1 (wants X), held by T2 (attempt 2)',
    );
  });

  it('describes CPU, queue, disk, log and restart segments', () => {
    expect(describeTxnSegment(txnSegment(0, 'cpu', 0), ctx)).toBe(
      'T1 runs on CPU 1 for 10 µs (attempt 1, later aborted)',
    );
    expect(describeTxnSegment(txnSegment(1, 'cpu-queue', 0), ctx)).toBe(
      'T2 waits in the CPU queue 10 µs',
    );
    expect(describeTxnSegment(txnSegment(1, 'io', 30), ctx)).toBe(
      'T2 reads page 1 on disk 1 (15 µs)',
    );
    expect(describeTxnSegment(txnSegment(1, 'log-wait', 45), ctx)).toBe(
      'T2 waits 10 µs for its commit record to reach the log (flush 1)',
    );
    expect(describeTxnSegment(txnSegment(0, 'idle-in-txn', 30), ctx)).toBe(
      'T1 waits 10 µs before restarting',
    );
  });

  it('describes device work', () => {
    const [cpu, disk, log] = model.deviceLanes;
    expect(describeServiceSegment(log!.segments[0]!, 'log')).toBe(
      'log flush 1: 1 commit record, 10 µs',
    );
    expect(describeServiceSegment(disk!.segments[0]!, 'disk 1')).toBe(
      'disk 1 reads page 1 for T2 (15 µs)',
    );
    expect(describeServiceSegment(cpu!.segments[0]!, 'CPU 1')).toBe(
      'CPU 1 runs T1 for 10 µs (attempt 1, later aborted)',
    );
  });

  it('writes milliseconds, queued blockers and several holders', () => {
    const wait: TxnSegment = {
      startUs: 1000,
      endUs: 5200,
      txn: 12,
      attempt: 1,
      aborted: false,
      state: 'lock-wait',
      detail: { item: 17, mode: 'X', blockers: [9, 4, 3] },
    };
    const modes = { 9: 'S', 4: 'S', 3: 'X' } as const;
    const withModes = {
      ...ctx,
      blockerLock: (_item: number, txn: number) =>
        txn === 3
          ? { mode: modes[3], role: 'queued' as const }
          : { mode: modes[txn as 9 | 4], role: 'holds' as const },
    };
    expect(describeTxnSegment(wait, withModes)).toBe(
      'T12 waits 4.2 ms for page 17 (wants X), held S by T9 and S by T4, queued behind T3 (X)',
    );
    const write: TxnSegment = {
      startUs: 0,
      endUs: 12_300,
      txn: 4,
      attempt: 1,
      aborted: false,
      state: 'io',
      detail: { device: 'disk0', phase: 'service', unit: 0, work: 'write', page: 88 },
    };
    expect(describeTxnSegment(write, ctx)).toBe('T4 writes page 88 back to disk 1 (12.3 ms)');
  });

  it('finds the flush that ends at an instant', () => {
    expect(flushEndingAt(model.deviceLanes, 55)).toBe(1);
    expect(flushEndingAt(model.deviceLanes, 50)).toBeNull();
  });

  it('calls the whole-file item "the file" and pages by number', () => {
    expect(lockItemText(FILE_ITEM)).toBe('the file');
    expect(lockItemText(17)).toBe('page 17');
    const wait: TxnSegment = {
      startUs: 0,
      endUs: 1_200_000,
      txn: 3,
      attempt: 1,
      aborted: false,
      state: 'lock-wait',
      detail: { item: FILE_ITEM, mode: 'X', blockers: [5] },
    };
    const withIntention = {
      ...ctx,
      blockerLock: () => ({ mode: 'IX' as const, role: 'holds' as const }),
    };
    expect(describeTxnSegment(wait, withIntention)).toBe(
      'T3 waits 1,200.0 ms for the file (wants X), held IX by T5',
    );
  });

  it('tells time in the data server as a call to it', () => {
    const lanes: DeviceLane[] = [
      { device: 'cpu', kind: 'cpu', unit: 0, segments: [] },
      { device: 'server', kind: 'server', unit: 0, segments: [] },
      { device: 'disk0', kind: 'disk', unit: 0, segments: [] },
    ];
    const names = deviceNames(lanes);
    expect(names.lanes).toEqual(['CPU 1', 'data server', 'disk 1']);
    const serverCtx = { devices: names, deviceLanes: lanes };
    const at = (
      phase: 'queue' | 'service',
      work: 'lock-cpu' | 'read' | 'cpu' | null,
    ): TxnSegment => ({
      startUs: 0,
      endUs: 50_000,
      txn: 7,
      attempt: 1,
      aborted: false,
      state: 'io',
      detail: {
        device: 'server',
        phase,
        unit: phase === 'queue' ? null : 0,
        work,
        page: work === 'read' ? 12 : null,
      },
    });
    expect(describeTxnSegment(at('queue', null), serverCtx)).toBe(
      'T7 waits 50.0 ms in the data server queue',
    );
    expect(describeTxnSegment(at('service', 'lock-cpu'), serverCtx)).toBe(
      'T7 holds the data server for a lock request (50.0 ms)',
    );
    expect(describeTxnSegment(at('service', 'read'), serverCtx)).toBe(
      'T7 holds the data server to read page 12 (50.0 ms)',
    );
    expect(describeTxnSegment(at('service', 'cpu'), serverCtx)).toBe(
      'T7 holds the data server for a call (50.0 ms)',
    );
  });
});
