import { describe, expect, it } from 'vitest';
import { chartFileName } from './chart-file-name.ts';

describe('chartFileName', () => {
  it('joins the product, scenario and chart kind', () => {
    expect(chartFileName('textbook-2pl', 'throughput', 'svg')).toBe(
      'lockstep-textbook-2pl-throughput.svg',
    );
    expect(chartFileName('mpl-thrashing', 'sweep', 'png')).toBe('lockstep-mpl-thrashing-sweep.png');
    expect(chartFileName('elr-predictability', 'histogram', 'svg')).toBe(
      'lockstep-elr-predictability-histogram.svg',
    );
  });

  it('turns anything unsafe in a file name into single dashes', () => {
    expect(chartFileName('My Scenario / v2: Ünïcode!', 'breakdown', 'png')).toBe(
      'lockstep-my-scenario-v2-unicode-breakdown.png',
    );
  });

  it('names an empty or unusable scenario id "scenario"', () => {
    expect(chartFileName('', 'sweep', 'svg')).toBe('lockstep-scenario-sweep.svg');
    expect(chartFileName('///', 'sweep', 'svg')).toBe('lockstep-scenario-sweep.svg');
  });

  it('keeps long ids to a bounded length', () => {
    const name = chartFileName('a'.repeat(200), 'throughput', 'svg');
    expect(name.length).toBeLessThan(100);
  });
});
