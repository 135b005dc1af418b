import { describe, expect, it } from 'vitest';
import type { DeviceLane, TxnLane } from '../../trace/timeline-model.ts';
import { laneAtY, layoutLanes, shownDeviceLanes, txnLaneCenter } from './lane-layout.ts';

function txnLanes(n: number, closed = true): TxnLane[] {
  return Array.from({ length: n }, (_, index) => ({
    index,
    terminal: closed ? index : null,
    segments: [],
  }));
}

const devices: DeviceLane[] = [
  { device: 'cpu', kind: 'cpu', unit: 0, segments: [] },
  { device: 'disk0', kind: 'disk', unit: 0, segments: [] },
  { device: 'disk1', kind: 'disk', unit: 0, segments: [] },
  { device: 'log', kind: 'log', unit: 0, segments: [] },
];

const options = { laneHeight: 20, headerHeight: 30, groupGap: 6, runGap: 10 };

describe('the lane layout', () => {
  it('puts a header, the transaction lanes, a gap and the device lanes of each run', () => {
    const layout = layoutLanes(
      [{ key: 'a', title: 'A', model: { txnLanes: txnLanes(2), deviceLanes: devices } }],
      options,
    );
    expect(layout.lanes.map((l) => [l.label, l.y])).toEqual([
      ['Terminal 1', 30],
      ['Terminal 2', 50],
      ['CPU 1', 76],
      ['disk 1', 96],
      ['disk 2', 116],
      ['log', 136],
    ]);
    expect(layout.height).toBe(156);
    expect(layout.runs[0]!.bottom).toBe(156);
  });

  it('puts the hot-lock lane under the transaction lanes, before the gap', () => {
    const hotLock = { item: 0, bars: [] };
    const model = { txnLanes: txnLanes(2), deviceLanes: devices.slice(0, 1), hotLock };
    const layout = layoutLanes([{ key: 'a', title: 'A', model }], options);
    expect(layout.lanes.map((l) => [l.kind, l.label, l.y])).toEqual([
      ['txn', 'Terminal 1', 30],
      ['txn', 'Terminal 2', 50],
      ['lock', 'Hot lock: p0', 70],
      ['device', 'CPU 1', 96],
    ]);
    expect(layout.runs[0]!.lockLanes).toHaveLength(1);
  });

  it('stacks runs with a gap and names open-arrival slots', () => {
    const layout = layoutLanes(
      [
        { key: 'a', title: 'A', model: { txnLanes: txnLanes(1), deviceLanes: [] } },
        { key: 'b', title: 'B', model: { txnLanes: txnLanes(1, false), deviceLanes: [] } },
      ],
      options,
    );
    expect(layout.runs.map((r) => r.y)).toEqual([0, 60]);
    expect(layout.lanes[1]).toMatchObject({
      key: 'b/txn/0',
      label: 'T-slot 1',
      y: 90,
      runIndex: 1,
    });
    expect(txnLaneCenter(layout, 1, 0)).toBe(100);
    expect(txnLaneCenter(layout, 1, 5)).toBeNull();
  });

  it('finds the lane under a point, and none over a header or gap', () => {
    const layout = layoutLanes(
      [{ key: 'a', title: 'A', model: { txnLanes: txnLanes(2), deviceLanes: devices } }],
      options,
    );
    expect(laneAtY(layout, 10)).toBeNull();
    expect(laneAtY(layout, 30)?.label).toBe('Terminal 1');
    expect(laneAtY(layout, 69.9)?.label).toBe('Terminal 2');
    expect(laneAtY(layout, 72)).toBeNull();
    expect(laneAtY(layout, 140)?.label).toBe('log');
    expect(laneAtY(layout, 156)).toBeNull();
  });

  it('names units of a multi-unit device and the device as a whole', () => {
    const twoCpus: DeviceLane[] = [
      { device: 'cpu', kind: 'cpu', unit: 0, segments: [] },
      { device: 'cpu', kind: 'cpu', unit: 1, segments: [] },
      { device: 'disk0', kind: 'disk', unit: 0, segments: [] },
    ];
    const layout = layoutLanes(
      [{ key: 'a', title: 'A', model: { txnLanes: [], deviceLanes: twoCpus } }],
      options,
    );
    const names = layout.runs[0]!.devices;
    expect(names.lanes).toEqual(['CPU 1', 'CPU 2', 'disk 1']);
    expect(names.of('cpu', 1)).toBe('CPU 2');
    expect(names.of('cpu', null)).toBe('cpu');
    expect(names.of('disk0', null)).toBe('disk 1');
  });
});

describe('shownDeviceLanes', () => {
  const lane = (device: string, busy: boolean) => ({ device, segments: busy ? [{}] : [] });
  it('leaves out idle units of a device that has a busy one, counting them on the last shown', () => {
    const lanes = [lane('cpu', true), lane('cpu', false), lane('cpu', true), lane('cpu', false)];
    lanes.push(lane('cpu', false), lane('log', false));
    expect(shownDeviceLanes(lanes as never)).toEqual([
      { index: 0, hiddenAfter: 1 },
      { index: 2, hiddenAfter: 2 },
      { index: 5, hiddenAfter: 0 },
    ]);
  });
  it('keeps one lane of a device that is idle throughout', () => {
    const lanes = [lane('disk', false), lane('disk', false)];
    expect(shownDeviceLanes(lanes as never)).toEqual([{ index: 0, hiddenAfter: 1 }]);
  });
});
