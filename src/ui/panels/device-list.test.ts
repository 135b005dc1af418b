import { describe, expect, it } from 'vitest';
import type { DeviceState } from '../../trace/trace-state.ts';
import { COLLAPSE_FROM, deviceListView, idleSummary, MAX_BUSY_ROWS } from './device-list.ts';

function disk(n: number, busy = false, queued = 0): DeviceState {
  return {
    id: `disk${n}`,
    kind: 'disk',
    units: 1,
    busyUnits: busy ? 1 : 0,
    inService: busy ? [{ unit: 0, txn: n, work: 'read', sinceUs: 0 }] : [],
    queueLength: queued,
    queue: Array.from({ length: queued }, (_, i) => ({ txn: 1000 + i, sinceUs: 0 })),
  };
}

const cpu: DeviceState = { ...disk(0), id: 'cpu', kind: 'cpu' };
const log: DeviceState = { ...disk(0), id: 'log', kind: 'log' };

function disks(count: number, busy: (n: number) => boolean): DeviceState[] {
  return Array.from({ length: count }, (_, n) => disk(n, busy(n)));
}

describe('the devices panel list', () => {
  it('shows a short list whole, idle devices included, in order', () => {
    const list = deviceListView([cpu, disk(1), disk(2, true), log]);
    expect(list.collapsed).toBe(false);
    expect(list.rows.map((r) => r.label)).toEqual(['CPU', 'Disk 1', 'Disk 2', 'Log']);
    expect(list.idleSummary).toBe('');
  });

  it('draws only the busy devices of 1,024 disks and folds the idle ones into one line', () => {
    const list = deviceListView(
      disks(1024, (n) => n % 100 === 7),
      {},
    );
    expect(list.collapsed).toBe(true);
    expect(list.rows.map((r) => r.label)).toEqual(
      [7, 107, 207, 307, 407, 507, 607, 707, 807, 907, 1007].map((n) => `Disk ${n}`),
    );
    expect(list.idleCount).toBe(1013);
    expect(list.idleSummary).toBe('1,013 disks idle');
    expect(list.idleRows).toEqual([]);
    expect(list.idleHidden).toBe(1013);
  });

  it('counts a device with a queue but no unit busy as busy', () => {
    const devices = disks(COLLAPSE_FROM, () => false);
    devices[3] = disk(3, false, 2);
    expect(deviceListView(devices).rows.map((r) => r.label)).toEqual(['Disk 3']);
  });

  it('caps the busy rows and counts the rest', () => {
    const list = deviceListView(disks(1024, () => true));
    expect(list.rows).toHaveLength(MAX_BUSY_ROWS);
    expect(list.moreBusy).toBe(1024 - MAX_BUSY_ROWS);
    expect(list.idleSummary).toBe('');
  });

  it('opens the idle line into as many idle rows as asked, never more than there are', () => {
    const devices = [cpu, ...disks(1024, (n) => n < 4), log];
    const open = deviceListView(devices, { idleLimit: 48 });
    expect(open.rows).toHaveLength(4);
    expect(open.idleRows.map((r) => r.label).slice(0, 2)).toEqual(['CPU', 'Disk 4']);
    expect(open.idleRows).toHaveLength(48);
    expect(open.idleHidden).toBe(1022 - 48);
    expect(deviceListView(devices, { idleLimit: 5000 }).idleRows).toHaveLength(1022);
  });

  it('names the idle devices by kind and number', () => {
    expect(idleSummary([cpu, disk(1), disk(2), log])).toBe('1 CPU, 2 disks and 1 log idle');
    expect(idleSummary([disk(1)])).toBe('1 disk idle');
    expect(idleSummary([])).toBe('');
  });
});
