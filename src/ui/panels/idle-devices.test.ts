import { describe, expect, it } from 'vitest';
import { collapseIdleDevices, type CollapsibleDevice } from './idle-devices.ts';

const disk = (busy: boolean, queueLength = 0): CollapsibleDevice => ({
  kind: 'disk',
  busy,
  queueLength,
});

describe('collapsing idle devices', () => {
  it('folds 254 idle disks of 256 into one line and keeps the two working ones', () => {
    const rows = Array.from({ length: 256 }, (_, i) => disk(i === 3 || i === 200));
    const folded = collapseIdleDevices(rows);
    expect(folded.shown).toHaveLength(2);
    expect(folded.idle).toHaveLength(254);
    expect(folded.summary).toBe('254 disks idle');
  });

  it('counts a device with a queue but no busy unit as working', () => {
    const rows = [disk(false, 2), ...Array.from({ length: 5 }, () => disk(false))];
    expect(collapseIdleDevices(rows).shown).toEqual([disk(false, 2)]);
  });

  it('lists everything when only a few devices are idle', () => {
    const rows = [disk(true), disk(false), disk(false)];
    expect(collapseIdleDevices(rows)).toEqual({ shown: rows, idle: [], summary: null });
  });

  it('says devices when the idle ones are of several kinds', () => {
    const rows = [
      ...Array.from({ length: 4 }, () => disk(false)),
      { ...disk(false), kind: 'cpu' as const },
    ];
    expect(collapseIdleDevices(rows).summary).toBe('5 devices idle');
  });
});
