/**
 * The published values in the built-in scenarios: each paper page has figures, each figure
 * plots a numeric row field of variants its page runs, and its reading fills completely.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESULT_FIELDS } from '../../export/result-row.ts';
import { parseScenario } from '../../scenario/parse.ts';
import { PAPERS } from '../../scenario/papers.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { FigureSeries } from './figure-data.ts';
import { CANNOT, fillReading, NOT_YET, unreadablePlaceholders } from './reading.ts';

const dir = new URL('../../../scenarios/', import.meta.url);
const builtins: Scenario[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => {
    const parsed = parseScenario(JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
    if (!parsed.ok) throw new Error(f);
    return parsed.value;
  });
const withFigures = builtins.filter((s) => (s.published ?? []).length > 0);

describe('the published values in the built-in scenarios', () => {
  it('give every paper page at least one figure, from the scenarios its page lists', () => {
    for (const paper of PAPERS) {
      const figures = withFigures.flatMap((s) =>
        (s.published ?? []).filter((f) => f.paper === paper.id).map(() => s.id),
      );
      expect(figures.length, paper.id).toBeGreaterThan(0);
      for (const id of figures) expect(paper.scenarios, paper.id).toContain(id);
    }
  });

  it('plot a numeric row field of variants the figure runs, over the scenario sweep', () => {
    for (const s of withFigures) {
      expect(s.sweep, s.id).not.toBeNull();
      const ids = s.compare.map((v) => v.id);
      for (const f of s.published ?? []) {
        expect(RESULT_FIELDS as readonly string[], `${s.id} ${f.metric}`).toContain(f.metric);
        for (const v of f.page.variants) expect(ids, s.id).toContain(v);
        for (const series of f.series) expect(f.page.variants, s.id).toContain(series.variant);
        if (f.relativeTo !== null) expect(f.page.variants, s.id).toContain(f.relativeTo);
      }
    }
  });

  it('have readings whose every placeholder fills from a finished run', () => {
    for (const s of withFigures) {
      for (const f of s.published ?? []) {
        expect(unreadablePlaceholders(f.reading), s.id).toEqual([]);
        const done: FigureSeries[] = f.series.map((series) => ({
          variant: series.variant,
          title: series.variant,
          ours: f.page.values.map((x) => ({ x, mean: 1, halfWidth: 0, n: 3 })),
          paper: series.points,
        }));
        const text = fillReading(f.reading, done, f.digits);
        expect(text, `${s.id}: ${text}`).not.toContain(CANNOT);
        expect(text, s.id).not.toContain(NOT_YET);
      }
    }
  });
});
