/**
 * The optional `published` section of a scenario: the values a paper published for the
 * experiment this scenario reproduces, as data beside the scenario they are compared with.
 * Each entry is one figure or table: which paper (`papers.ts`), its name ("Figure 4",
 * "Table 2"), the result-row field it plots (`metric`, optionally as a ratio over another
 * variant of the same seed and swept value), the paper's points per variant (a point's y
 * may be a range the text gives, `[low, high]`), the sentence it was read from, a reading
 * of the comparison whose numbers are filled in from the run (`{ours:v@x}` and friends,
 * see ui/papers/reading.ts), and what the paper page runs (fewer values, variants and a
 * shorter run than the scenario's own sweep, to stay cheap). Leaves out the run itself:
 * the scenario's own sweep parameter is the x axis.
 */
import { z } from './zod.ts';
import { PAPER_IDS } from './papers.ts';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
  .max(60);

/** Largest magnitude of a published or swept number (every number in the format is bounded). */
const MAX_VALUE = 1e12;
const value = z.number().finite().min(-MAX_VALUE).max(MAX_VALUE);

const publishedPoint = z.strictObject({
  x: value,
  /** The published value, or the range the text gives for it. */
  y: z.union([value, z.tuple([value, value])]),
});

const publishedSeries = z.strictObject({
  /** The compare variant whose curve these points sit beside. */
  variant: id,
  points: z.array(publishedPoint).max(50),
});

export const publishedFigureSchema = z.strictObject({
  paper: z.enum(PAPER_IDS as [string, ...string[]]),
  /** As the paper names it: the legend says "paper: <figure>". */
  figure: z.string().min(1).max(80),
  /** What the figure shows, as a heading. */
  title: z.string().min(1).max(200),
  /** A numeric field of the result row (`throughputTps`, `normalizedTime`, ...). */
  metric: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a result-row field name'),
  /** The y axis label, with its unit. */
  axisLabel: z.string().min(1).max(120),
  /** Plot each variant's value over this variant's (same seed, same swept value); null: as is. */
  relativeTo: id.nullable().default(null),
  /** Decimals shown for this figure's values. */
  digits: z.number().int().min(0).max(4).default(2),
  series: z.array(publishedSeries).min(1).max(8),
  /** Where the values come from: the paper's sentence or table, as our notes give it. */
  source: z.string().min(1).max(2000),
  /** What matches, what does not and why; `{...}` placeholders are filled from the run. */
  reading: z.string().min(1).max(2000),
  /** What the paper page runs: a cheaper version of the scenario's sweep. */
  page: z.strictObject({
    /** The sweep values to run (a subset of the scenario's, or its own). */
    values: z.array(value).min(1).max(20),
    /** The compare variants to run (every variant of `series`, and `relativeTo`). */
    variants: z.array(id).min(1).max(8),
    seeds: z.number().int().min(1).max(10).default(3),
    /** Parameter path -> value, applied before the sweep (a shorter run). */
    set: z.record(z.string().regex(/^[A-Za-z0-9_.]+$/), z.unknown()).default({}),
  }),
});

export const publishedSchema = z.array(publishedFigureSchema).max(10);

export type PublishedFigure = z.infer<typeof publishedFigureSchema>;
