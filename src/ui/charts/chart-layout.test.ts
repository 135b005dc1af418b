import { describe, expect, it } from 'vitest';
import { chartLayout } from './chart-layout.ts';

const base = {
  width: 900,
  plotHeight: 300,
  legendHeight: 26,
  yTickLabels: ['0', '50', '100'],
  hasYLabel: true,
};

describe('chartLayout', () => {
  it('stacks title, legend, y label and plot top to bottom', () => {
    const l = chartLayout(base);
    expect(l.titleY).toBeLessThan(l.legendY);
    expect(l.legendY + 26).toBeLessThanOrEqual(l.yLabelY!);
    expect(l.yLabelY!).toBeLessThan(l.plot.top);
    expect(l.plot.bottom - l.plot.top).toBe(300);
    expect(l.xTickY).toBeGreaterThan(l.plot.bottom);
    expect(l.xLabelY).toBeGreaterThan(l.xTickY);
    expect(l.height).toBeGreaterThan(l.xLabelY);
  });

  it('widens the left margin for longer y tick labels', () => {
    const narrow = chartLayout(base);
    const wide = chartLayout({ ...base, yTickLabels: ['0', '10,000.5'] });
    expect(wide.plot.left).toBeGreaterThan(narrow.plot.left);
    expect(chartLayout({ ...base, yTickLabels: [] }).plot.left).toBeLessThan(narrow.plot.left);
  });

  it('moves the plot up without a legend or y label, and keeps a minimum plot', () => {
    const bare = chartLayout({ ...base, legendHeight: 0, hasYLabel: false, plotHeight: 5 });
    expect(bare.yLabelY).toBeNull();
    expect(bare.plot.top).toBeLessThan(chartLayout(base).plot.top);
    expect(bare.plot.bottom - bare.plot.top).toBe(40);
  });

  it('keeps a plot to draw in on a very narrow chart', () => {
    const l = chartLayout({ ...base, width: 50 });
    expect(l.plot.right).toBeGreaterThan(l.plot.left);
  });
});
