import { describe, expect, it } from 'vitest';
import type { LaneRow } from './lane-layout.ts';
import { lanesInView, scrollStep, WINDOW_LANES_FROM } from './lanes-in-view.ts';

function lanes(count: number, height = 20): LaneRow[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `r/txn/${i}`,
    runIndex: 0,
    kind: 'txn',
    index: i,
    label: `T${i}`,
    y: i * height,
    height,
  }));
}

describe('the timeline lane labels drawn as elements', () => {
  it('are every label of a short list', () => {
    const few = lanes(WINDOW_LANES_FROM - 1);
    expect(lanesInView(few, 5, 500)).toBe(few);
  });

  it('are, of 4,000 lanes, only those near the scrolled view', () => {
    const many = lanes(4000);
    const shown = lanesInView(many, scrollStep(0, 500), 500);
    expect(shown.map((l) => l.index)).toEqual([...Array(50).keys()]);
    const scrolled = lanesInView(many, scrollStep(20_000, 500), 500);
    // The view starts at lane 1,000; one band of 25 lanes above, the view's and one below.
    expect(scrolled[0]!.index).toBe(975);
    expect(scrolled.at(-1)!.index).toBe(1049);
    expect(scrolled.some((l) => l.index === 1000 + 500 / 20 - 1)).toBe(true);
  });

  it('change only when the scroll crosses a step', () => {
    expect(scrollStep(0, 500)).toBe(scrollStep(499, 500));
    expect(scrollStep(500, 500)).toBe(1);
  });
});
