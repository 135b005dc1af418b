import { describe, expect, it } from 'vitest';
import { LEGEND_METRICS, estimateTextWidth, legendLayout } from './legend-layout.ts';

const m = { fontSize: 10, keyWidth: 20, keyGap: 5, itemGap: 10, rowHeight: 20 };

describe('legendLayout', () => {
  it('places items left to right on one row when they fit', () => {
    // Each item: 20 + 5 + 4 chars × 6 = 49 wide, then a 10 gap.
    const placed = legendLayout(['abcd', 'efgh'], 500, m);
    expect(placed.positions).toEqual([
      { x: 0, y: 0 },
      { x: 59, y: 0 },
    ]);
    expect(placed).toMatchObject({ rows: 1, height: 20 });
  });

  it('wraps an item that would pass the width to a new row', () => {
    const placed = legendLayout(['abcd', 'efgh', 'ijkl'], 110, m);
    expect(placed.positions.map((p) => p.y)).toEqual([0, 0, 20]);
    expect(placed.positions[2]!.x).toBe(0);
    expect(placed.rows).toBe(2);
  });

  it('never leaves a row empty for an item wider than the width', () => {
    const placed = legendLayout(['a very long label indeed'], 30, m);
    expect(placed.positions).toEqual([{ x: 0, y: 0 }]);
    expect(placed.rows).toBe(1);
  });

  it('takes no room without items', () => {
    expect(legendLayout([], 100)).toEqual({ positions: [], rows: 0, height: 0 });
  });

  it('estimates wider text for longer labels and larger type', () => {
    expect(estimateTextWidth('Strict 2PL', 15)).toBeGreaterThan(estimateTextWidth('2PL', 15));
    expect(estimateTextWidth('2PL', LEGEND_METRICS.fontSize * 2)).toBe(
      2 * estimateTextWidth('2PL', LEGEND_METRICS.fontSize),
    );
  });
});
