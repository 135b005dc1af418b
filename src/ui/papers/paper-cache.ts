/**
 * Finished figure runs kept in memory until the page closes, by what was run (scenario,
 * the figure's run settings, seed: figure-plan.ts `figureKey`), so reopening a paper page,
 * or a second figure drawn from the same runs, shows them without running again.
 */
import type { FigureRun } from './figure-data.ts';

const cache = new Map<string, readonly FigureRun[]>();

export function cachedRuns(key: string): readonly FigureRun[] | undefined {
  return cache.get(key);
}

export function cacheRuns(key: string, runs: readonly FigureRun[]): void {
  cache.set(key, runs);
}
