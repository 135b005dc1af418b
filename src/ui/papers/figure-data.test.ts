import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../export/result-row.ts';
import type { PublishedFigure } from '../../scenario/published-schema.ts';
import { figureSeries, figureTable, type FigureRun } from './figure-data.ts';
import { CANNOT, fillReading, NOT_YET, unreadablePlaceholders } from './reading.ts';

const figure: PublishedFigure = {
  paper: 'elr',
  figure: 'Figure 9',
  title: 'test',
  metric: 'throughputTps',
  axisLabel: 'x',
  relativeTo: 'base',
  digits: 2,
  series: [
    {
      variant: 'fast',
      points: [
        { x: 1, y: 2 },
        { x: 2, y: [3, 5] },
      ],
    },
  ],
  source: 's',
  reading: 'r',
  page: { values: [2, 1], variants: ['base', 'fast'], seeds: 3, set: {} },
};

function run(variant: string, value: number, seed: number, throughputTps: number): FigureRun {
  return { variant, value, row: { seed, throughputTps } as unknown as ResultRow };
}

const runs: FigureRun[] = [
  run('base', 1, 1, 10),
  run('fast', 1, 1, 20),
  run('base', 1, 2, 10),
  run('fast', 1, 2, 30),
  run('base', 2, 1, 10),
  run('fast', 2, 1, 40),
];
const titles = new Map([
  ['base', 'Base'],
  ['fast', 'Fast'],
]);

describe('a paper figure from its runs', () => {
  it('divides each seed by the reference variant of the same seed and value, then averages', () => {
    const [fast] = figureSeries(figure, runs, titles);
    expect(fast!.title).toBe('Fast / Base');
    expect(fast!.ours.map((p) => [p.x, p.mean, p.n])).toEqual([
      [1, 2.5, 2],
      [2, 4, 1],
    ]);
    // Two seeds, 2 and 3: t(0.975, 1) · s / √2 = 12.706 · 0.7071 / 1.4142.
    expect(fast!.ours[0]!.halfWidth).toBeCloseTo(6.353, 3);
  });

  it('tables ours beside the paper, a range as a–b, a missing point as a dash', () => {
    const table = figureTable(figure, figureSeries(figure, runs, titles), 'X');
    expect(table.columns).toEqual(['X', 'Fast / Base: ours', 'Fast / Base: paper (Figure 9)']);
    expect(table.rows).toEqual([
      ['1', '2.50 ± 6.35 (2 seeds)', '2.00'],
      ['2', '4.00', '3.00–5.00'],
    ]);
  });

  it('fills a reading with numbers from the run and the published points', () => {
    const series = figureSeries(figure, runs, titles);
    const text =
      '{ours:fast@1} {paper:fast@2} {vs:fast@1} {vs:fast@2} {change:fast@1>2} {paperchange:fast@1>2} {peak:fast}';
    expect(fillReading(text, series, 2)).toBe(
      '2.50 3.00–5.00 25% above inside the range +60% +100% 2',
    );
  });

  it('says a number is not computed yet, and marks what the figure cannot fill', () => {
    const empty = figureSeries(figure, [], titles);
    expect(fillReading('{ours:fast@1}', empty, 2)).toBe(NOT_YET);
    expect(fillReading('{ours:slow@1} {paper:fast@7}', empty, 2)).toBe(`${CANNOT} ${CANNOT}`);
    expect(unreadablePlaceholders('{ours:fast@1} {ourz:fast}')).toEqual(['{ourz:fast}']);
  });
});
