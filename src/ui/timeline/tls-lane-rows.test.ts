import { describe, expect, it } from 'vitest';
import { tlsRunModel } from '../../../tests/fixtures/tls-test-run.ts';
import { layoutLanes, laneAtY } from './lane-layout.ts';
import { ghostSegments, tlsLaneLabels } from './tls-lane-rows.ts';
import { hitTest } from './hit-test.ts';
import { describeSegment, describeContextOf } from './describe-segment.ts';
import { deviceNames } from './device-labels.ts';

describe('TLS lanes on the timeline', () => {
  const model = tlsRunModel();
  const layout = layoutLanes([{ key: 'r', title: 'R', model }]);

  it('lay out a lane per CPU and the sequential ghost instead of the transaction lane', () => {
    expect(tlsLaneLabels(2)).toEqual(['CPU 1', 'CPU 2', 'sequential']);
    const block = layout.runs[0]!;
    expect(block.txnLanes).toEqual([]);
    expect(block.tlsLanes.map((l) => l.label)).toEqual([
      'CPU 1',
      'CPU 2',
      'CPU 3',
      'CPU 4',
      'sequential',
    ]);
    expect(laneAtY(layout, block.tlsLanes[2]!.y + 1)?.key).toBe('r/tls/2');
  });

  it('run the ghost transactions back to back, each as long as its sequential time', () => {
    const ghosts = ghostSegments({
      lanes: [[]],
      ghosts: [
        { txn: 1, startUs: 100, sequentialUs: 50 },
        { txn: 2, startUs: 130, sequentialUs: 40 },
      ],
    });
    expect(ghosts.map((g) => [g.txn, g.startUs, g.endUs, g.tlsLatencyUs])).toEqual([
      [1, 100, 150, 30],
      [2, 150, 190, null],
    ]);
  });

  it('hover an epoch segment and read it as a sentence', () => {
    const block = layout.runs[0]!;
    const lane = block.tlsLanes[1]!;
    const seg = model.tls!.lanes[1]!.find((s) => s.epoch >= 0 && s.phase === 'speculative')!;
    const window = { t0: seg.startUs - 10, t1: seg.endUs + 10 };
    const mid = (seg.startUs + seg.endUs) / 2;
    const x = ((mid - window.t0) / (window.t1 - window.t0)) * 1000;
    const hit = hitTest(layout, [model], window, 1000, x, lane.y + 5);
    expect(hit?.kind).toBe('tls');
    const ctx = describeContextOf(model, deviceNames([]), null);
    const text = describeSegment(hit!, ctx);
    expect(text).toMatch(
      new RegExp(
        `^epoch ${seg.epoch + 1} of STOCK LEVEL \\(T${seg.txn}\\) on CPU 2: runs speculatively, `,
      ),
    );
  });
});
