import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../export/result-row.ts';
import { BREAKDOWN } from '../breakdown.ts';
import { STATE_STYLES } from '../theme/states.ts';
import {
  breakdownBars,
  breakdownTable,
  categoryStyle,
  describeBreakdown,
} from './breakdown-bars.ts';

function row(fields: Partial<ResultRow>): ResultRow {
  return {
    cpuMs: 0,
    cpuQueueMs: 0,
    ioMs: 0,
    lockWaitMs: 0,
    logWaitMs: 0,
    otherMs: 0,
    meanResponseMs: 0,
    ...fields,
  } as ResultRow;
}

const rows = [
  { title: 'Strict 2PL', row: row({ cpuMs: 10, ioMs: 30, lockWaitMs: 0.4, meanResponseMs: 40.4 }) },
  { title: 'No locks', row: row({ cpuMs: 12, ioMs: 20, meanResponseMs: 32 }) },
];

describe('breakdownBars', () => {
  it('stacks the categories end to end and skips empty ones', () => {
    const [first] = breakdownBars(rows, BREAKDOWN, 10, 15);
    expect(first!.segments.map((s) => [s.key, s.fromMs, s.toMs])).toEqual([
      ['cpuMs', 0, 10],
      ['ioMs', 10, 40],
      ['lockWaitMs', 40, 40.4],
    ]);
    expect(first!.totalMs).toBeCloseTo(40.4, 9);
  });

  it('writes a value inside a segment only when it fits', () => {
    const [first] = breakdownBars(rows, BREAKDOWN, 10, 15);
    // 10 ms at 10 px/ms is 100 px: "10.0" fits; 0.4 ms is 4 px: no label.
    expect(first!.segments.map((s) => s.valueLabel)).toEqual(['10.0', '30.0', null]);
    const [narrow] = breakdownBars(rows, BREAKDOWN, 2, 15);
    expect(narrow!.segments[0]!.valueLabel).toBeNull();
  });

  it('treats a negative or non-finite category as empty', () => {
    const [bar] = breakdownBars(
      [{ title: 'odd', row: row({ cpuMs: -1, ioMs: Number.NaN, logWaitMs: 2 }) }],
      BREAKDOWN,
      1,
      15,
    );
    expect(bar!.segments.map((s) => s.key)).toEqual(['logWaitMs']);
  });
});

describe('breakdown styles, table and description', () => {
  it('borrows the timeline state styles, patterns included', () => {
    expect(categoryStyle('lockWaitMs')).toBe(STATE_STYLES['lock-wait']);
    expect(categoryStyle('cpuQueueMs').pattern).toBe('dots');
  });

  it('tabulates every category and the mean per variant', () => {
    const table = breakdownTable(rows, BREAKDOWN.slice(0, 3));
    expect(table.columns).toEqual([
      'Variant',
      'CPU (ms)',
      'CPU queue (ms)',
      'I/O (ms)',
      'Mean response time (ms)',
    ]);
    expect(table.rows[1]).toEqual(['No locks', '12.0', '0', '20.0', '32.0']);
  });

  it('describes each variant in a sentence', () => {
    expect(describeBreakdown(rows.slice(1), BREAKDOWN.slice(0, 1))).toBe(
      'Mean response time per committed transaction, by where it goes. No locks: 32.0 ms in all; CPU 12.0 ms.',
    );
    expect(describeBreakdown([], BREAKDOWN)).toMatch(/no results/);
  });
});
