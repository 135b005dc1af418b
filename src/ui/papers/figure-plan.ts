/**
 * What a paper figure runs, as parameter overrides on its scenario: the page's shorter run
 * (`page.set`), the figure's sweep values, and only the compare variants it plots. The page
 * plans its sweep from these, and the browser check hands the same overrides to `sim sweep
 * --set`, so both run exactly the same points. Also the seeds a figure runs. Pure.
 */
import type { Override } from '../../scenario/overrides.ts';
import type { PublishedFigure } from '../../scenario/published-schema.ts';
import type { Scenario } from '../../scenario/schema.ts';

export function figureOverrides(scenario: Scenario, figure: PublishedFigure): Override[] {
  const wanted = new Set(figure.page.variants);
  return [
    ...Object.entries(figure.page.set).map(([path, value]) => ({ path, value })),
    { path: 'sweep.values', value: [...figure.page.values] },
    { path: 'compare', value: scenario.compare.filter((v) => wanted.has(v.id)) },
  ];
}

/** The seeds the figure runs: the scenario's seed and the next ones. */
export function figureSeeds(seed: number, figure: PublishedFigure): number[] {
  return Array.from({ length: figure.page.seeds }, (_, k) => seed + k);
}

/** The key results are cached under: the scenario, what the figure runs, and its seeds. */
export function figureKey(scenarioId: string, figure: PublishedFigure, seed: number): string {
  return JSON.stringify([scenarioId, figure.page, seed]);
}
