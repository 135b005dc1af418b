import { describe, expect, it } from 'vitest';
import { deadlockTrace } from '../../../tests/fixtures/hand-made-traces.ts';
import { buildSegments } from '../../trace/segments.ts';
import { hitTest } from './hit-test.ts';
import { layoutLanes } from './lane-layout.ts';
import { moveAcrossLanes, moveAlongLane, startCursor, cursorTarget } from './segment-cursor.ts';

const model = buildSegments(deadlockTrace);
const layout = layoutLanes([{ key: 'r', title: 'R', model }], {
  laneHeight: 20,
  headerHeight: 30,
  groupGap: 6,
});
const window = { t0: 0, t1: 100 };
// 1 px per µs: 100 px wide.

describe('hit-testing the canvas', () => {
  it('finds the transaction segment under a point', () => {
    // Terminal 1 (T1) at y 30-50: CPU 0-10, then between steps, lock wait from 25.
    const hit = hitTest(layout, [model], window, 100, 27, 40);
    expect(hit?.kind).toBe('txn');
    expect(hit?.segment).toMatchObject({ txn: 1, state: 'lock-wait', startUs: 25, endUs: 30 });
  });

  it('finds the device segment under a point', () => {
    // Lanes: terminals at 30 and 50, devices from 76: cpu 76, disk0 96, log 116.
    const hit = hitTest(layout, [model], window, 100, 50, 120);
    expect(hit?.kind).toBe('device');
    expect(hit?.segment).toMatchObject({ work: 'log-flush', startUs: 45, endUs: 55 });
  });

  it('tolerates a few pixels next to a segment but not more', () => {
    // Disk 1 serves 30-45 only.
    expect(hitTest(layout, [model], window, 100, 47, 100)?.segment.startUs).toBe(30);
    expect(hitTest(layout, [model], window, 100, 60, 100)).toBeNull();
  });

  it('finds nothing over a header or outside the canvas', () => {
    expect(hitTest(layout, [model], window, 100, 5, 10)).toBeNull();
    expect(hitTest(layout, [model], window, 100, 120, 40)).toBeNull();
  });
});

describe('the segment cursor', () => {
  it('starts at the segment at the playhead on the first lane', () => {
    const cursor = startCursor(layout, [model], 27);
    expect(cursorTarget(layout, [model], cursor)?.segment).toMatchObject({ state: 'lock-wait' });
  });

  it('moves along a lane and stops at its ends', () => {
    const start = startCursor(layout, [model], 0)!;
    expect(start.index).toBe(0);
    expect(moveAlongLane(layout, [model], start, -1)).toBe(start);
    const next = moveAlongLane(layout, [model], start, 1);
    expect(next.index).toBe(1);
  });

  it('moves across lanes to the segment at the same instant', () => {
    const start = startCursor(layout, [model], 27)!;
    const down = moveAcrossLanes(layout, [model], start, 1);
    expect(down.laneKey).toBe('r/txn/1');
    expect(cursorTarget(layout, [model], down)?.segment).toMatchObject({ txn: 2 });
    expect(moveAcrossLanes(layout, [model], start, -1)).toBe(start);
  });
});
