/**
 * `sim explain`: where the difference in mean response time between two compare variants
 * comes from. Runs both (`--a`, default the first variant; `--b`, default the second)
 * with the response-time attribution fold attached (src/trace/attribution/) and prints the
 * waterfall as a text table: each part's mean in A and in B and how much it moved, the
 * means, their difference and the sum of the steps (equal, up to rounding).
 */
import { createSimulation } from '../model/index.ts';
import type { PlannedRun } from '../scenario/run-plan.ts';
import type { ResponseAttribution } from '../trace/attribution/attribution-types.ts';
import { ResponseAttributionFold } from '../trace/attribution/response-attribution.ts';
import { stepsSum, waterfall, type Waterfall } from '../trace/attribution/waterfall.ts';
import { chooseVariant } from './trace-command.ts';

export type ExplainChoice =
  { ok: true; a: PlannedRun; b: PlannedRun } | { ok: false; message: string };

/** The two runs `--a` and `--b` name (default: the first and the second variant). */
export function chooseRuns(
  runs: readonly PlannedRun[],
  a: string | null,
  b: string | null,
): ExplainChoice {
  if (runs.length < 2 && (a === null || b === null))
    return { ok: false, message: 'scenario: explain needs two variants to compare (--a, --b)' };
  const ra = chooseVariant(runs, a ?? runs[0]!.variant);
  if (!ra.ok) return { ok: false, message: ra.message.replace('--variant', '--a') };
  const rb = chooseVariant(runs, b ?? runs[1]!.variant);
  if (!rb.ok) return { ok: false, message: rb.message.replace('--variant', '--b') };
  return { ok: true, a: ra.run, b: rb.run };
}

/** One planned run's attribution (its whole run, as `sim run` runs it). */
export function attributeRun(run: PlannedRun): ResponseAttribution {
  const fold = new ResponseAttributionFold();
  const stats = createSimulation(run.scenario, {
    variant: run.variant,
    consumers: [fold],
  }).runToEnd();
  return fold.result(stats.tls ?? null);
}

const ms = (x: number): string => x.toFixed(3);
const signed = (x: number): string => (x > 0 ? '+' : x < 0 ? '−' : ' ') + Math.abs(x).toFixed(3);

/** The waterfall as a text table, every figure in ms per committed transaction. */
export function explainText(w: Waterfall, aName: string, bName: string): string {
  const rows: [string, string, string, string][] = [
    ['part', `A: ${aName}`, `B: ${bName}`, 'B − A'],
    ...w.steps.map((s): [string, string, string, string] => [
      s.label,
      ms(s.aMs),
      ms(s.bMs),
      signed(s.deltaMs),
    ]),
    ['mean response time', ms(w.aMeanMs), ms(w.bMeanMs), signed(w.differenceMs)],
    ['sum of the parts', '', '', signed(stepsSum(w))],
    ['throughput (tx/s)', w.aThroughputTps.toFixed(2), w.bThroughputTps.toFixed(2), ''],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string =>
    [r[0]!.padEnd(widths[0]!), ...r.slice(1).map((c, i) => c.padStart(widths[i + 1]!))]
      .join('  ')
      .trimEnd();
  return ['every figure in ms per committed transaction', ...rows.map(line), ''].join('\n');
}

/** `sim explain`'s output for the two chosen runs. */
export function explainRuns(a: PlannedRun, b: PlannedRun): string {
  const w = waterfall(attributeRun(a), attributeRun(b));
  return explainText(w, a.variant ?? 'run', b.variant ?? 'run');
}
