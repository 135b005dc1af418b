import { describe, expect, it } from 'vitest';
import type { ResponseAttribution } from '../../trace/attribution/attribution-types.ts';
import { waterfall } from '../../trace/attribution/waterfall.ts';
import { describeWaterfall, waterfallRows, waterfallTable } from './waterfall-bars.ts';

const run = (mean: number, parts: [string, number][]): ResponseAttribution => ({
  committed: 10,
  meanResponseMs: mean,
  throughputTps: 100,
  parts: parts.map(([key, ms]) => ({ key, label: key, ms })),
});

describe('the waterfall chart rows', () => {
  const w = waterfall(
    run(64, [
      ['cpu', 2],
      ['lock-log', 42],
      ['log-wait', 6],
      ['contention', 14],
    ]),
    run(16, [
      ['cpu', 2],
      ['lock-log', 0],
      ['log-wait', 10],
      ['contention', 4],
    ]),
  );

  it('stand A on zero, float each moved part from the running total, and stand B on zero', () => {
    const rows = waterfallRows(w, 'Strict 2PL', 'ELR');
    expect(rows.map((r) => [r.label, r.kind, r.fromMs, r.toMs, r.valueLabel])).toEqual([
      ['Strict 2PL (A)', 'total', 0, 64, '64.0'],
      ['cpu', 'none', 64, 64, '0'],
      ['lock-log', 'down', 64, 22, '-42.0'],
      ['log-wait', 'up', 22, 26, '+4.00'],
      ['contention', 'down', 26, 16, '-10.0'],
      ['ELR (B)', 'total', 0, 16, '16.0'],
    ]);
  });

  it('give a data table whose last row is the difference of the means', () => {
    const table = waterfallTable(w, 'Strict 2PL', 'ELR');
    expect(table.columns[3]).toBe('Difference B − A (ms)');
    expect(table.rows.at(-1)).toEqual(['Mean response time', '64.0', '16.0', '-48.0']);
  });

  it('describe the move and its largest parts in one sentence', () => {
    expect(describeWaterfall(w, 'Strict 2PL', 'ELR')).toBe(
      "Mean response time from Strict 2PL's 64.0 ms to ELR's 16.0 ms (-48.0 ms); the largest parts: lock-log -42.0 ms, contention -10.0 ms, log-wait +4.00 ms.",
    );
  });
});
