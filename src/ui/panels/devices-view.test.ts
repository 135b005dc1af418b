import { describe, expect, it } from 'vitest';
import type { DeviceState } from '../../trace/trace-state.ts';
import { DEVICE_WORK_COLORS } from '../theme/states.ts';
import { deviceRowView, devicesView } from './devices-view.ts';

const disk: DeviceState = {
  id: 'disk1',
  kind: 'disk',
  units: 2,
  busyUnits: 1,
  inService: [{ unit: 1, txn: 5, work: 'read', sinceUs: 1000 }],
  queueLength: 3,
  queue: [
    { txn: 8, sinceUs: 1100 },
    { txn: 2, sinceUs: 1200 },
    { txn: 6, sinceUs: 1300 },
  ],
};

describe('a device row', () => {
  it('has one box per unit: idle, or whom it serves and what work', () => {
    const row = deviceRowView(disk, { timeUs: 3500 });
    expect(row.label).toBe('Disk 1');
    expect(row.summary).toBe('1 of 2 busy · 3 queued');
    expect(row.boxes.map((b) => [b.unit, b.busy, b.title, b.work])).toEqual([
      [0, false, 'idle', null],
      [1, true, 'T5', 'read'],
    ]);
    expect(row.boxes[1]!.fill).toBe(DEVICE_WORK_COLORS.read);
    expect(row.boxes[1]!.description).toBe('Disk 1 unit 2: read for T5 for 2.50 ms');
    expect(row.boxes[0]!.fill).toBeNull();
  });

  it('lists the queue head first and cuts it with a count', () => {
    const row = deviceRowView(disk, { maxQueue: 2 });
    expect(row.queue).toEqual(['T8', 'T2']);
    expect(row.moreQueued).toBe(1);
    expect(row.queueLength).toBe(3);
  });

  it('shows a log flush as system work', () => {
    const log: DeviceState = {
      id: 'log',
      kind: 'log',
      units: 1,
      busyUnits: 1,
      inService: [{ unit: 0, txn: -1, work: 'log-flush', sinceUs: 0 }],
      queueLength: 0,
      queue: [],
    };
    const [row] = devicesView([log]);
    expect(row!.boxes[0]!.title).toBe('system');
    expect(row!.boxes[0]!.work).toBe('log flush');
    expect(row!.queue).toEqual([]);
  });

  it('caps the number of unit boxes of a many-unit device', () => {
    const cpu: DeviceState = { ...disk, id: 'cpu', kind: 'cpu', units: 12, inService: [] };
    const row = deviceRowView(cpu, { maxUnits: 8 });
    expect(row.boxes).toHaveLength(8);
    expect(row.moreUnits).toBe(4);
  });
});
