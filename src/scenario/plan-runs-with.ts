/**
 * Expanding one scenario document into the runs it asks for: once per compare variant
 * (or once, without variants), and for a sweep, once per value per variant. Overrides
 * apply in this order: the caller's own (`--set`, a seed), the sweep value, then the
 * variant's, so a variant always shows its technique. Each run is validated on its own, and
 * an error says which variant or sweep value it came from. A run planned here can travel
 * (to a worker) as its resolved document and be checked there once by `resolvedRun`,
 * without planning again. The parser is an argument, so the page can plan its first run
 * without loading the schema library (run-plan.ts binds the real parser).
 */
import { applyOverrides, type Override } from './overrides.ts';
import type { FieldError, ParseResult, ScenarioParser } from './field-errors.ts';
import { quote } from './quote.ts';
import { countJsonValues } from './structure.ts';
import type { Scenario } from './schema.ts';

/**
 * Most JSON values checked in planning one batch (runs times the document's values): each
 * run is validated on its own, and on the page that happens on the main thread. The largest
 * built-in sweep checks about 15,000.
 */
export const MAX_PLAN_VALUES = 30_000;

export interface PlannedRun {
  /** The compare variant's id, or null when the scenario has none. */
  variant: string | null;
  /** The swept parameter's path and this run's value, or null outside a sweep. */
  param: string | null;
  value: unknown;
  scenario: Scenario;
  /** The single-run document `scenario` was parsed from: everything above applied. */
  doc: unknown;
}

/** A planned run without its parsed scenario: what crosses to a worker. */
export type ResolvedRunSpec = Omit<PlannedRun, 'scenario'>;

export interface PlanOptions {
  overrides?: readonly Override[];
  seed?: number | null;
  sweep?: boolean;
}

export function planRunsWith(
  parseScenario: ScenarioParser,
  doc: unknown,
  options: PlanOptions = {},
): ParseResult<PlannedRun[]> {
  const own: Override[] = [...(options.overrides ?? [])];
  if (options.seed !== undefined && options.seed !== null)
    own.push({ path: 'seed', value: options.seed });
  const baseDoc = applyOverrides(doc, own);
  if (!baseDoc.ok) return baseDoc;
  const base = parseScenario(baseDoc.value);
  if (!base.ok) return base;

  let points: { param: string | null; value: unknown }[] = [{ param: null, value: null }];
  if (options.sweep) {
    const sweep = base.value.sweep;
    if (sweep === null) return fail('sweep', 'this scenario has no sweep to run (use run instead)');
    points = sweep.values.map((value) => ({ param: sweep.param, value }));
  }
  const variants = base.value.compare.length > 0 ? base.value.compare : [null];
  const runCount = points.length * variants.length;
  const values = countJsonValues(baseDoc.value);
  if (runCount * values > MAX_PLAN_VALUES) {
    const field = options.sweep ? 'sweep.values' : 'compare';
    return fail(
      field,
      `${runCount} runs of ${values} values each is more than ${MAX_PLAN_VALUES} values to check at once (use fewer variants or sweep values, or a smaller scenario)`,
    );
  }

  const runs: PlannedRun[] = [];
  for (const point of points) {
    for (const [index, variant] of variants.entries()) {
      const overrides: Override[] = [];
      if (point.param !== null) overrides.push({ path: point.param, value: point.value });
      if (variant !== null) {
        for (const [path, value] of Object.entries(variant.set)) overrides.push({ path, value });
      }
      const parsed = parseWith(parseScenario, baseDoc.value, overrides);
      if (!parsed.ok) {
        const where = [
          variant === null ? null : `compare.${index} (variant ${variant.id})`,
          point.param === null ? null : `sweep ${point.param}=${quote(point.value)}`,
        ]
          .filter((s) => s !== null)
          .join(', ');
        return {
          ok: false,
          errors: parsed.errors.map((e) => ({
            path: e.path,
            message: where ? `${e.message} (in ${where})` : e.message,
          })),
        };
      }
      runs.push({
        variant: variant?.id ?? null,
        param: point.param,
        value: point.value,
        ...parsed.value,
      });
    }
  }
  return { ok: true, value: runs };
}

/** The document with `overrides` applied, and what it parses to. */
function parseWith(
  parseScenario: ScenarioParser,
  doc: unknown,
  overrides: readonly Override[],
): ParseResult<{ doc: unknown; scenario: Scenario }> {
  const applied = applyOverrides(doc, overrides);
  if (!applied.ok) return applied;
  const parsed = parseScenario(applied.value);
  if (!parsed.ok) return parsed;
  return { ok: true, value: { doc: applied.value, scenario: parsed.value } };
}

/** A run planned elsewhere, its document parsed once (never re-planned). */
export function resolvedRunWith(
  parseScenario: ScenarioParser,
  run: ResolvedRunSpec,
): ParseResult<PlannedRun> {
  const parsed = parseScenario(run.doc);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    value: {
      variant: run.variant,
      param: run.param,
      value: run.value,
      scenario: parsed.value,
      doc: run.doc,
    },
  };
}

function fail(path: string, message: string): { ok: false; errors: FieldError[] } {
  return { ok: false, errors: [{ path, message }] };
}
