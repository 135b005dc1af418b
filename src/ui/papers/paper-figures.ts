/**
 * A paper page's figures: every `published` entry naming the paper in its built-ins, in
 * the order the paper lists them, each with the scenario it runs and the run key its
 * results are cached under; and the experiments to run (figures that share a key share
 * their runs). Pure, given the loaded built-ins.
 */
import type { ParseResult } from '../../scenario/parse.ts';
import type { PaperEntry } from '../../scenario/papers.ts';
import type { PublishedFigure } from '../../scenario/published-schema.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { figureKey } from './figure-plan.ts';

export interface LoadedScenario {
  id: string;
  doc: unknown;
  parsed: ParseResult<Scenario>;
}

export interface PaperFigure {
  scenarioId: string;
  doc: unknown;
  scenario: Scenario;
  figure: PublishedFigure;
  key: string;
}

export function paperFigures(paper: PaperEntry, loaded: readonly LoadedScenario[]): PaperFigure[] {
  return paper.scenarios.flatMap((id) => {
    const s = loaded.find((l) => l.id === id);
    if (s === undefined || !s.parsed.ok) return [];
    const scenario = s.parsed.value;
    return (scenario.published ?? [])
      .filter((f) => f.paper === paper.id)
      .map((figure) => ({
        scenarioId: id,
        doc: s.doc,
        scenario,
        figure,
        key: figureKey(id, figure, scenario.seed),
      }));
  });
}

/** One figure per distinct run key, in page order: what the page has to run. */
export function experiments(figures: readonly PaperFigure[]): PaperFigure[] {
  const seen = new Set<string>();
  return figures.filter((f) => {
    if (seen.has(f.key)) return false;
    seen.add(f.key);
    return true;
  });
}
