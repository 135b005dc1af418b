/**
 * What a paper page must show, computed outside the browser: for each of the paper's
 * figures, the bundled CLI (`scripts/sim.mjs sweep`) runs the figure's scenario with the
 * same overrides and seeds the page uses (figure-plan.ts), and the same pure functions the
 * page uses turn its rows into the figure's data table. The browser check compares the
 * page's table with this one cell by cell.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { ResultRow } from '../../src/export/result-row.ts';
import { parseScenario } from '../../src/scenario/parse.ts';
import { findPaper } from '../../src/scenario/papers.ts';
import type { DataTable } from '../../src/ui/charts/data-table.ts';
import { paramLabel } from '../../src/ui/charts/param-labels.ts';
import { figureSeries, figureTable, type FigureRun } from '../../src/ui/papers/figure-data.ts';
import { figureOverrides, figureSeeds } from '../../src/ui/papers/figure-plan.ts';

const run = promisify(execFile);

export interface ExpectedFigure {
  scenarioId: string;
  figure: string;
  table: DataTable;
}

/** `sim sweep` rows for one scenario, seed and overrides. */
async function simSweep(id: string, seed: number, sets: string[]): Promise<ResultRow[]> {
  const args = [
    'scripts/sim.mjs',
    'sweep',
    id,
    '--seed',
    String(seed),
    ...sets,
    '--format',
    'json',
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as ResultRow[];
}

/** Every figure of the paper, as the page's data table should read once it has run. */
export async function expectedFigures(paperId: string): Promise<ExpectedFigure[]> {
  const paper = findPaper(paperId);
  if (paper === undefined) throw new Error(`no paper ${paperId}`);
  const out: ExpectedFigure[] = [];
  for (const id of paper.scenarios) {
    const doc: unknown = JSON.parse(readFileSync(`scenarios/${id}.json`, 'utf8'));
    const parsed = parseScenario(doc);
    if (!parsed.ok) throw new Error(`${id}: ${JSON.stringify(parsed.errors)}`);
    const scenario = parsed.value;
    const titles = new Map(scenario.compare.map((v) => [v.id, v.title]));
    const byKey = new Map<string, FigureRun[]>();
    for (const figure of (scenario.published ?? []).filter((f) => f.paper === paperId)) {
      const sets = figureOverrides(scenario, figure).flatMap((o) => [
        '--set',
        `${o.path}=${JSON.stringify(o.value)}`,
      ]);
      const key = JSON.stringify(figure.page);
      let runs = byKey.get(key);
      if (runs === undefined) {
        runs = [];
        for (const seed of figureSeeds(scenario.seed, figure)) {
          for (const row of await simSweep(id, seed, sets)) {
            runs.push({ variant: row.variant, value: Number(row.value), row });
          }
        }
        byKey.set(key, runs);
      }
      const series = figureSeries(figure, runs, titles);
      const xLabel = paramLabel(scenario.sweep?.param ?? '');
      out.push({
        scenarioId: id,
        figure: figure.figure,
        table: figureTable(figure, series, xLabel),
      });
    }
  }
  return out;
}
