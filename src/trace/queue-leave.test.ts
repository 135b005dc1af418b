import { describe, expect, it } from 'vitest';
import { foldTrace } from './stats.ts';
import type { TraceEvent } from './trace-event.ts';

/** One disk; T1 queues at 0 behind T2 (in service 0-100) and leaves the queue at 40. */
const events: TraceEvent[] = [
  {
    kind: 'run.start',
    t: 0,
    seq: 0,
    scenarioId: 'queue-leave',
    variant: null,
    seed: 1,
    warmupUs: 0,
    endUs: 100,
    devices: [{ id: 'disk0', kind: 'disk', units: 1 }],
    terminals: 2,
    transactionTypes: ['t'],
  },
  {
    kind: 'service.start',
    t: 0,
    seq: 1,
    device: 'disk0',
    unit: 0,
    txn: 2,
    work: 'read',
    fromQueue: false,
  },
  { kind: 'queue.enter', t: 0, seq: 2, device: 'disk0', txn: 1 },
  { kind: 'queue.leave', t: 40, seq: 3, device: 'disk0', txn: 1 },
  { kind: 'service.end', t: 100, seq: 4, device: 'disk0', unit: 0, txn: 2 },
  { kind: 'run.end', t: 100, seq: 5 },
];

describe('a request that leaves a queue (queue.leave)', () => {
  it('counts in the queue length only until it leaves', () => {
    const disk = foldTrace(events).devices.find((d) => d.id === 'disk0')!;
    expect(disk.meanQueue).toBeCloseTo(0.4, 9);
    expect(disk.utilization).toBeCloseTo(1, 9);
  });
});
