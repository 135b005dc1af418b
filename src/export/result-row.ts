/**
 * The result row: one run's numbers, flat, with stable field names. The CLI prints these
 * rows and other tools and course pages read them, so fields are only ever added, never
 * renamed or removed. Times are in ms, throughput in committed transactions per second.
 * The row is assembled from the sections in `technique-rows.ts` (the core fields, then each
 * technique's), so its type and its column order both follow that one list.
 */
import type { PlannedRun } from '../scenario/run-plan.ts';
import type { RunStats } from '../trace/stats.ts';
import { ROW_SECTIONS } from './technique-rows.ts';

type Section = (typeof ROW_SECTIONS)[number];
type FieldsOf<S> = S extends { build(...args: never[]): infer F } ? F : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Every section's fields in one flat object. */
export type ResultRow = Intersection<FieldsOf<Section>>;

/** A section as the assembler sees it (`result-row.test.ts` checks fields against build). */
interface RowSection {
  readonly fields: readonly string[];
  build(run: PlannedRun, stats: RunStats): object;
}
const sections: readonly RowSection[] = ROW_SECTIONS;

/** The row's fields in column order (the CSV header). */
export const RESULT_FIELDS = sections.flatMap((s) => s.fields) as readonly (keyof ResultRow)[];

export function toResultRow(run: PlannedRun, stats: RunStats): ResultRow {
  const row = {};
  for (const section of sections) Object.assign(row, section.build(run, stats));
  return row as ResultRow;
}
