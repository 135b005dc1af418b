import { describe, expect, it } from 'vitest';
import type { TxnLane } from '../../trace/timeline-model.ts';
import {
  COMPACT_LANE_FLOOR,
  CROWD_LANE_FLOOR,
  fitLanes,
  INLINE_LANE_FLOOR,
  LANE_CEILING,
  SINGLE_LANE_FLOOR,
} from './fit-lanes.ts';
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

  it('stops at the floor, and the timeline scrolls, when one run cannot fit', () => {
    const fit = fitLanes([run('a', 40)], 300);
    expect(fit.laneHeight).toBe(SINGLE_LANE_FLOOR);
    expect(fit.height).toBeGreaterThan(300);
    expect(fit.titlesInline).toBe(false);
  });

  it('keeps header rows for compared runs that fit at their floor', () => {
    const runs = Array.from({ length: 3 }, (_, i) => run(`r${i}`, 10));
    const fit = fitLanes(runs, 300);
    expect(fit.titlesInline).toBe(false);
    expect(fit.laneHeight).toBeGreaterThanOrEqual(COMPACT_LANE_FLOOR);
  });

  it("fits 8 compared runs of 5 lanes into 200 px with each run's title beside its lanes", () => {
    // tls-optimizations at 1280x720: 8 runs, 4 CPUs and the sequential lane each.
    const runs = Array.from({ length: 8 }, (_, i) => run(`r${i}`, 5));
    const fit = fitLanes(runs, 200);
    expect(fit.titlesInline).toBe(true);
    expect(fit.headerHeight).toBe(0);
    expect(fit.laneHeight).toBeGreaterThanOrEqual(INLINE_LANE_FLOOR);
    expect(fit.height).toBeLessThanOrEqual(200);
    expect(layoutLanes(runs, fit).height).toBe(fit.height);
  });

  it('fits two compared runs of 14 lanes into 190 px rather than scrolling', () => {
    const fit = fitLanes([run('a', 14), run('b', 14)], 190);
    expect(fit.height).toBeLessThanOrEqual(190);
    expect(fit.titlesInline).toBe(true);
  });

  it('shares lanes among terminals when 4 runs of 200 terminals cannot fit at 2 px', () => {
    // cc-blocking-vs-restart at 1280x720: 800 terminal lanes, about 400 px of room.
    const runs = Array.from({ length: 4 }, (_, i) => run(`r${i}`, 200));
    const fit = fitLanes(runs, 400);
    expect(fit.txnPerLane).toBeGreaterThan(1);
    expect(fit.height).toBeLessThanOrEqual(400);
    const layout = layoutLanes(runs, fit);
    expect(layout.height).toBe(fit.height);
    expect(layout.runs[3]!.bottom).toBeLessThanOrEqual(400);
    // Every terminal keeps a row (drawn in its shared lane), labelled by its group.
    expect(layout.runs[0]!.txnLanes).toHaveLength(200);
    expect(layout.runs[0]!.txnLanes[0]!.label).toBe(`Terminals 1–${fit.txnPerLane}`);
    expect(fitLanes([run('a', 14), run('b', 14)], 190).txnPerLane).toBe(1);
  });
});
