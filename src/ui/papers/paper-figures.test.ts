import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parse.ts';
import { findPaper } from '../../scenario/papers.ts';
import { figureOverrides } from './figure-plan.ts';
import { experiments, paperFigures } from './paper-figures.ts';

function load(id: string) {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  return { id, doc, parsed: parseScenario(doc) };
}

describe('a paper page and what it runs', () => {
  it('runs two figures drawn from the same runs once (charm: Figure 2a and Table 2)', () => {
    const figures = paperFigures(findPaper('charm')!, [load('charm-concurrency')]);
    expect(figures.map((f) => f.figure.figure)).toEqual(['Figure 2a', 'Table 2']);
    expect(experiments(figures)).toHaveLength(1);
  });

  it('runs only the variants and values a figure plots, with its shorter run', () => {
    const [figure] = paperFigures(findPaper('elr')!, [load('elr-tpcb-skew')]);
    const overrides = figureOverrides(figure!.scenario, figure!.figure);
    expect(overrides.find((o) => o.path === 'sweep.values')?.value).toEqual([0.5, 0.2]);
    const compare = overrides.find((o) => o.path === 'compare')?.value as { id: string }[];
    expect(compare.map((v) => v.id)).toEqual(['baseline', 'elr']);
    expect(overrides.find((o) => o.path === 'run.durationMs')?.value).toBe(500);
  });
});
