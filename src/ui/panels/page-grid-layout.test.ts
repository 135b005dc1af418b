import { describe, expect, it } from 'vitest';
import { cellOrigin, LETTER_MIN_CELL, pageAtPoint, pageGridLayout } from './page-grid-layout.ts';

describe('page grid layout', () => {
  it('fits 1024 pages in 400 px wide and the default height', () => {
    const layout = pageGridLayout(1024, 400);
    expect(layout.columns).toBe(40);
    expect(layout.rows).toBe(26);
    expect(layout.cell).toBe(9);
    expect(layout.width).toBeLessThanOrEqual(400);
    expect(layout.height).toBeLessThanOrEqual(260);
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(1024);
    expect(layout.letters).toBe(false);
  });

  it('gives a small database big squares with mode letters', () => {
    const layout = pageGridLayout(200, 400);
    expect(layout.cell).toBeGreaterThanOrEqual(LETTER_MIN_CELL);
    expect(layout.letters).toBe(true);
    expect(layout.columns % 8).toBe(0);
    expect(layout.height).toBeLessThanOrEqual(260);
  });

  it('never uses more columns than pages', () => {
    const layout = pageGridLayout(5, 400);
    expect(layout.columns).toBe(5);
    expect(layout.rows).toBe(1);
    expect(layout.cell).toBe(28);
  });

  it('shrinks to the smallest squares when nothing fits, and may then be taller', () => {
    const layout = pageGridLayout(100_000, 300, { maxHeight: 100 });
    expect(layout.cell).toBe(3);
    expect(layout.height).toBeGreaterThan(100);
    expect(layout.width).toBeLessThanOrEqual(300);
  });

  it('has nothing to lay out for no pages', () => {
    const layout = pageGridLayout(0, 400);
    expect(layout.columns).toBe(0);
    expect(layout.height).toBe(0);
    expect(pageAtPoint(layout, 1, 1)).toBeNull();
  });

  it('finds the page under a point, the inverse of its origin', () => {
    const layout = pageGridLayout(1024, 400);
    for (const page of [0, 1, 39, 40, 517, 1023]) {
      const { x, y } = cellOrigin(layout, page);
      expect(pageAtPoint(layout, x + 1, y + 1)).toBe(page);
    }
    expect(cellOrigin(layout, 41)).toEqual({ x: 10, y: 10 });
    expect(pageAtPoint(layout, -1, 5)).toBeNull();
    expect(pageAtPoint(layout, layout.width + 5, 5)).toBeNull();
    // Row 25 holds pages 1000..1039; only up to 1023 exist.
    expect(pageAtPoint(layout, 30 * 10 + 1, 25 * 10 + 1)).toBeNull();
  });
});
