/**
 * One paper figure's numbers: the runs of its experiment (one per variant, swept value and
 * seed) folded into our curve per variant (the mean over seeds with a 95% interval, of the
 * figure's row field, or of its ratio over another variant at the same seed and value)
 * beside the paper's published points, and the data table the page shows. Pure. Leaves out
 * drawing (PaperFigureChart.tsx) and running (PaperPage.tsx).
 */
import type { ResultRow } from '../../export/result-row.ts';
import type { PublishedFigure } from '../../scenario/published-schema.ts';
import { meanInterval } from '../charts/confidence-interval.ts';
import type { DataTable } from '../charts/data-table.ts';
import { formatFixed } from '../format.ts';

/** One finished run of a figure's experiment. */
export interface FigureRun {
  variant: string | null;
  /** The swept value. */
  value: number;
  row: ResultRow;
}

export interface OurPoint {
  x: number;
  mean: number;
  /** Half the 95% interval (0 with one seed). */
  halfWidth: number;
  n: number;
}

export type PaperValue = number | readonly [number, number];

export interface FigureSeries {
  variant: string;
  title: string;
  /** Ours, sorted by x, only where at least one seed has finished. */
  ours: OurPoint[];
  /** The paper's, as published. */
  paper: { x: number; y: PaperValue }[];
}

/** A row's numeric field by name, or null when it has none. */
export function rowNumber(row: ResultRow, field: string): number | null {
  const value = (row as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Per seed at one value: the figure's quantity for `variant` (null where it has none). */
function seedValue(
  figure: PublishedFigure,
  runs: readonly FigureRun[],
  run: FigureRun,
): number | null {
  const y = rowNumber(run.row, figure.metric);
  if (y === null || figure.relativeTo === null) return y;
  const base = runs.find(
    (r) => r.variant === figure.relativeTo && r.value === run.value && r.row.seed === run.row.seed,
  );
  const b = base === undefined ? null : rowNumber(base.row, figure.metric);
  return b === null || b === 0 ? null : y / b;
}

/** Our curve and the paper's points for each of the figure's variants. */
export function figureSeries(
  figure: PublishedFigure,
  runs: readonly FigureRun[],
  titles: ReadonlyMap<string, string>,
): FigureSeries[] {
  return figure.series.map((s) => {
    const ours: OurPoint[] = [];
    for (const x of [...figure.page.values].sort((a, b) => a - b)) {
      const ys = runs
        .filter((r) => r.variant === s.variant && r.value === x)
        .map((r) => seedValue(figure, runs, r))
        .filter((y): y is number => y !== null);
      if (ys.length === 0) continue;
      const { mean, halfWidth, n } = meanInterval(ys);
      ours.push({ x, mean, halfWidth, n });
    }
    const base =
      figure.relativeTo === null ? '' : ` / ${titles.get(figure.relativeTo) ?? figure.relativeTo}`;
    return {
      variant: s.variant,
      title: `${titles.get(s.variant) ?? s.variant}${base}`,
      ours,
      paper: s.points.map((p) => ({ x: p.x, y: p.y })),
    };
  });
}

/** A published value as text: the number, or the range "a–b". */
export function paperText(y: PaperValue, digits: number): string {
  return typeof y === 'number'
    ? formatFixed(y, digits)
    : `${formatFixed(y[0], digits)}–${formatFixed(y[1], digits)}`;
}

/** Our value as the table shows it: the mean, then ± the interval's half-width with 2+ seeds. */
export function oursText(p: OurPoint, digits: number): string {
  const mean = formatFixed(p.mean, digits);
  return p.n < 2 ? mean : `${mean} ± ${formatFixed(p.halfWidth, digits)} (${p.n} seeds)`;
}

/** Every x with ours or the paper's, ascending. */
export function figureXs(figure: PublishedFigure): number[] {
  const xs = new Set<number>(figure.page.values);
  for (const s of figure.series) for (const p of s.points) xs.add(p.x);
  return [...xs].sort((a, b) => a - b);
}

/** One row per x; per variant our value, then the paper's. */
export function figureTable(
  figure: PublishedFigure,
  series: readonly FigureSeries[],
  xLabel: string,
): DataTable {
  const d = figure.digits;
  return {
    columns: [
      xLabel,
      ...series.flatMap((s) => [`${s.title}: ours`, `${s.title}: paper (${figure.figure})`]),
    ],
    rows: figureXs(figure).map((x) => [
      formatFixed(x, Number.isInteger(x) ? 0 : 2),
      ...series.flatMap((s) => {
        const ours = s.ours.find((p) => p.x === x);
        const paper = s.paper.find((p) => p.x === x);
        return [
          ours === undefined ? '—' : oursText(ours, d),
          paper === undefined ? '—' : paperText(paper.y, d),
        ];
      }),
    ]),
  };
}
