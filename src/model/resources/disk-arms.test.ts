import { describe, expect, it } from 'vitest';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import type { Wait } from '../../kernel/process.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { DiskArms, type ArmQueueing } from './disk-arms.ts';

/** Reads of 10 µs each, all issued at 0, on 3 arms; returns when each page's read ended. */
function readEnds(queueing: ArmQueueing, pages: number[]): number[] {
  const sim = new Simulation();
  const arms = new DiskArms(sim, new TraceSink([new TraceRecorder()]), {
    count: 3,
    queueing,
    pooledId: 'disks',
    armId: (k) => `disk${k}`,
  });
  const ends: number[] = [];
  pages.forEach((page, i) => {
    function* read(): Generator<Wait, void, unknown> {
      yield arms.request(i, page, 10, 'read');
      ends[i] = sim.now;
    }
    sim.start(read(), `read-${i}`);
  });
  sim.runSlice({});
  return ends;
}

describe('DiskArms', () => {
  it('puts page p on disk p mod count, a queue per disk, or one queue over pooled arms', () => {
    const sim = new Simulation();
    const sink = new TraceSink([new TraceRecorder()]);
    const spec = { count: 3, pooledId: 'disks', armId: (k: number) => `disk${k}` };
    const perDisk = new DiskArms(sim, sink, { ...spec, queueing: 'per-disk' });
    expect(perDisk.devices.map((d) => [d.id, d.units])).toEqual([
      ['disk0', 1],
      ['disk1', 1],
      ['disk2', 1],
    ]);
    expect([0, 4, 8].map((p) => perDisk.queueOf(p))).toEqual([0, 1, 2]);
    const pooled = new DiskArms(sim, sink, { ...spec, queueing: 'pooled' });
    expect(pooled.devices.map((d) => [d.id, d.units])).toEqual([['disks', 3]]);
    expect([0, 4, 8].map((p) => pooled.queueOf(p))).toEqual([0, 0, 0]);
  });

  it('serves three reads of one disk in turn per disk, at once on pooled arms', () => {
    // Pages 0, 3 and 6 all live on disk 0.
    expect(readEnds('per-disk', [0, 3, 6])).toEqual([10, 20, 30]);
    expect(readEnds('pooled', [0, 3, 6])).toEqual([10, 10, 10]);
  });
});
