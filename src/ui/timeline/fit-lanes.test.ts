import { describe, expect, it } from 'vitest';
import type { TxnLane } from '../../trace/timeline-model.ts';
import { COMPACT_LANE_FLOOR, CROWD_LANE_FLOOR, fitLanes, LANE_CEILING } from './fit-lanes.ts';
import { layoutLanes, type LayoutRun } from './lane-layout.ts';

function run(key: string, lanes: number): LayoutRun {
  const txnLanes: TxnLane[] = Array.from({ length: lanes }, (_, index) => ({
    index,
    terminal: index,
    segments: [],
  }));
  return { key, title: key, model: { txnLanes, deviceLanes: [] } };
}

describe('fitting lanes into the timeline', () => {
  it('grows the lanes of one run up to 36 px on a tall screen, and no further', () => {
    expect(fitLanes([run('a', 20)], 600).laneHeight).toBe(Math.floor((600 - 30) / 20));
    expect(fitLanes([run('a', 5)], 900).laneHeight).toBe(LANE_CEILING);
  });

  it('shrinks the lanes of 8 compared runs so every run fits in 480 px', () => {
    const runs = Array.from({ length: 8 }, (_, i) => run(`r${i}`, 3));
    const fit = fitLanes(runs, 480);
    expect(fit.laneHeight).toBeLessThan(24);
    expect(fit.laneHeight).toBeGreaterThanOrEqual(CROWD_LANE_FLOOR);
    expect(fit.height).toBeLessThanOrEqual(480);
    const layout = layoutLanes(runs, fit);
    expect(layout.height).toBe(fit.height);
  });

  it('stops at the floor, and the timeline scrolls, when even compact lanes cannot fit', () => {
    const runs = Array.from({ length: 3 }, (_, i) => run(`r${i}`, 40));
    const fit = fitLanes(runs, 300);
    expect(fit.laneHeight).toBe(COMPACT_LANE_FLOOR);
    expect(fit.height).toBeGreaterThan(300);
  });
});
