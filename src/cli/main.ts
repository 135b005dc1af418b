/**
 * The command-line interface: runs scenarios with the same engine the app uses and prints
 * only the result on stdout: rows (JSON array or CSV), or for `trace` one run's Chrome trace
 * JSON. User errors exit with status 2 and one line on stderr that names the field; they
 * never print a stack trace.
 */
import { toCsv } from '../export/csv.ts';
import { RESULT_FIELDS } from '../export/result-row.ts';
import { parseOverrideText, type Override } from '../scenario/overrides.ts';
import { describeErrors, parseScenarioText } from '../scenario/parse.ts';
import { planRuns } from '../scenario/run-plan.ts';
import { USAGE, parseArgs, type CliArgs } from './args.ts';
import { builtinIds, loadScenarioText } from './builtin-scenarios.ts';
import { scenarioHash } from '../scenario/url-codec.ts';
import { processLine, profileLine, runLabel } from './profile.ts';
import { runRow } from './run-row.ts';
import { stopNotes } from './stop-notes.ts';
import type { SweepThreads, ThreadResult } from './sweep-jobs.ts';
import { takeWorkers } from './early-workers.ts';
import { chooseVariant, profiledTraceText, traceText } from './trace-command.ts';
import { chooseRuns, explainRuns } from './explain-command.ts';

class UserError extends Error {}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.ok === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (!parsed.ok) throw new UserError(parsed.message);
  const { args } = parsed;
  // A sweep's workers, started by the bundle's entry (or now, from source), load while
  // this thread parses and plans.
  const threads = takeWorkers(args);
  try {
    return await command(args, threads);
  } finally {
    threads?.stop();
  }
}

async function command(args: CliArgs, threads: SweepThreads | null): Promise<number> {
  const loaded = loadScenarioText(args.scenario);
  if (!loaded.ok) throw new UserError(loaded.message);
  // Parse once on its own so a broken file is reported as such, before any --set.
  const checked = parseScenarioText(loaded.text);
  if (!checked.ok) throw new UserError(`${loaded.source}: ${describeErrors(checked.errors)}`);

  const overrides: Override[] = [];
  for (const text of args.sets) {
    const o = parseOverrideText(text);
    if (!o.ok) throw new UserError(`--set ${describeErrors(o.errors)}`);
    overrides.push(o.value);
  }
  const plan = planRuns(JSON.parse(loaded.text), {
    overrides,
    seed: args.seed,
    sweep: args.command === 'sweep',
  });
  if (!plan.ok) throw new UserError(describeErrors(plan.errors));

  if (args.command === 'trace') {
    const chosen = chooseVariant(plan.value, args.variant);
    if (!chosen.ok) throw new UserError(chosen.message);
    // A built-in as shipped is named by its hash, as links and the page's exports name it.
    const hash =
      overrides.length === 0 && builtinIds().includes(args.scenario)
        ? scenarioHash(JSON.parse(loaded.text))
        : undefined;
    if (!args.profile) process.stdout.write(traceText(chosen.run, hash));
    else {
      const traced = profiledTraceText(chosen.run, hash);
      process.stdout.write(traced.value);
      const index = plan.value.indexOf(chosen.run);
      process.stderr.write(
        profileLine(runLabel(chosen.run, index, plan.value.length), traced.profile),
      );
      process.stderr.write(processLine(1));
    }
    return 0;
  }
  if (args.command === 'explain') {
    const chosen = chooseRuns(plan.value, args.a, args.b);
    if (!chosen.ok) throw new UserError(chosen.message);
    process.stdout.write(explainRuns(chosen.a, chosen.b));
    return 0;
  }
  const results: ThreadResult[] =
    threads !== null && plan.value.length > 1
      ? await threads.run(plan.value, args.profile)
      : plan.value.map((run) => ({ ...runRow(run, args.profile), thread: 'main thread' }));
  const rows = results.map((r) => r.row);
  // A run that stopped early keeps its row (marked stopped); its reason goes to stderr.
  for (const note of stopNotes(rows)) process.stderr.write(`sim: ${note}\n`);
  if (args.format === 'csv') process.stdout.write(toCsv(rows, RESULT_FIELDS));
  else
    process.stdout.write('[\n' + rows.map((r) => '  ' + JSON.stringify(r)).join(',\n') + '\n]\n');
  if (args.profile) {
    results.forEach(({ profile, thread }, i) => {
      if (profile !== null) {
        const label = runLabel(plan.value[i]!, i, results.length);
        process.stderr.write(profileLine(label, profile, thread));
      }
    });
    process.stderr.write(processLine(results.length));
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UserError) {
    process.stderr.write(`sim: ${e.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`sim: internal error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 1;
  }
}
