import { describe, expect, it } from 'vitest';
import { deadlockTrace, stamp } from '../../tests/fixtures/hand-made-traces.ts';
import { TechniqueFolds } from './technique-folds.ts';
import type { RunStartEvent, TraceEvent, TraceEventInput } from './trace-event.ts';

function feed(events: readonly TraceEvent[]): TechniqueFolds {
  const folds = new TechniqueFolds();
  for (const e of events) folds.accept(e);
  return folds;
}

const start = deadlockTrace[0] as RunStartEvent;

function withStart(changes: Partial<RunStartEvent>, more: TraceEventInput[] = []): TraceEvent[] {
  const { seq: _seq, ...input } = { ...start, ...changes };
  return stamp([input, ...more]);
}

describe('technique folds', () => {
  it('attach none of the technique folds to a plain two-phase locking run', () => {
    const folds = feed(deadlockTrace);
    expect(folds.attached).toEqual({ twoStage: false, tls: false, storage: false });
    const result = folds.result(100);
    expect(result.tls).toBeNull();
    expect(result.storage).toBeUndefined();
    // Disk latency is measured for every run: T2's read took 15 µs.
    expect(result.twoStage.diskAccesses).toBe(1);
    expect(result.twoStage.meanIoLatencyMs).toBeCloseTo(0.015, 9);
  });

  it('attach the speculation fold when run.start has a tls section', () => {
    const folds = feed(withStart({ tls: { cpus: 4, transactionType: 'new-order' } }));
    expect(folds.attached.tls).toBe(true);
    expect(folds.result(100).tls?.cpus).toBe(4);
  });

  it('attach the storage fold when run.start names a tier device', () => {
    const devices = [...start.devices, { id: 'ssd0', kind: 'ssd' as const, units: 1 }];
    expect(feed(withStart({ devices })).attached.storage).toBe(true);
  });

  it('attach the two-stage fold at the first txn.stage event', () => {
    const stage: TraceEventInput = {
      kind: 'txn.stage',
      t: 1,
      txn: 1,
      stage: 'fetch',
      mode: 'tste',
      pinnedFrames: 3,
    };
    const folds = feed(withStart({}, [stage]));
    expect(folds.attached.twoStage).toBe(true);
    expect(folds.result(100).twoStage.peakPinnedFrames).toBe(3);
  });
});
