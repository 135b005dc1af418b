/**
 * `sim explain` (src/cli/explain-command.ts): its arguments, and its table for a built-in
 * compare, run in-process (elr-figure8's two runs: about 0.2 CPU-s).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args.ts';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { chooseRuns, explainRuns } from '../../src/cli/explain-command.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';

const plan = planRuns(JSON.parse(readFileSync(`${SCENARIOS_DIR}elr-figure8.json`, 'utf8')));
if (!plan.ok) throw new Error('elr-figure8 does not plan');

describe('sim explain', () => {
  it('reads --a and --b, and refuses them for other commands', () => {
    const parsed = parseArgs(['explain', 'elr-figure8', '--a', 'baseline', '--b=elr']);
    expect(parsed.ok === true && [parsed.args.a, parsed.args.b]).toEqual(['baseline', 'elr']);
    expect(parseArgs(['run', 'elr-figure8', '--a', 'baseline'])).toEqual({
      ok: false,
      message: '--a: only for explain',
    });
  });

  it('compares the first two variants by default and names the allowed ones for an unknown id', () => {
    const chosen = chooseRuns(plan.value, null, null);
    expect(chosen.ok && [chosen.a.variant, chosen.b.variant]).toEqual(['baseline', 'elr']);
    const wrong = chooseRuns(plan.value, null, 'nope');
    expect(!wrong.ok && wrong.message).toMatch(/^--b: no variant 'nope' \(variants: baseline, /);
  });

  it('prints the parts of the difference, which sum to it: early lock release removes the lock wait behind the log flush', () => {
    const text = explainRuns(plan.value[0]!, plan.value[1]!);
    const row = (label: string): string[] =>
      text
        .split('\n')
        .find((l) => l.startsWith(label))!
        .slice(label.length)
        .trim()
        .split(/\s+/);
    expect(row('lock wait, root waiting for the log flush')).toEqual([
      '42.000',
      '0.000',
      '−42.000',
    ]);
    expect(row('mean response time')).toEqual(['64.000', '16.000', '−48.000']);
    expect(row('sum of the parts')).toEqual(['−48.000']);
  });
});
