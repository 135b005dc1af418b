/**
 * Command-line arguments of `sim`: a command, a scenario, and options. Parsing never
 * throws; it returns a usage error that names the offending argument.
 */
export type Command = 'run' | 'sweep' | 'trace' | 'explain';
export type Format = 'json' | 'csv';

export interface CliArgs {
  command: Command;
  scenario: string;
  seed: number | null;
  sets: string[];
  format: Format;
  /** `trace` only: the compare variant to trace; null for the first. */
  variant: string | null;
  /** `explain` only: the variants to compare (null: the first, the second). */
  a: string | null;
  b: string | null;
  /** `sweep` only: threads to run points on (the main one too); null for the number of cores. */
  jobs: number | null;
  /** Prints each run's cost on stderr (profile.ts); stdout stays the same. */
  profile: boolean;
}

export type ArgsResult =
  { ok: true; args: CliArgs } | { ok: false; message: string } | { ok: 'help' };

export const USAGE = `usage: sim <run|sweep> <scenario file or built-in id> [--seed N] [--set path=value ...] [--format json|csv]
       sim trace <scenario file or built-in id> [--variant ID] [--seed N] [--set path=value ...]
       sim explain <scenario file or built-in id> [--a ID] [--b ID] [--seed N] [--set path=value ...]

  run     runs the scenario once per compare variant (or once, if it has none)
  sweep   runs the scenario's sweep: every value of its parameter, for every variant
  trace   runs one variant (the first without --variant) and prints its trace as Chrome
          trace-event JSON (opens in Perfetto): the file the page's trace download gives
  explain runs two variants (--a, --b: the first and second without them) and prints
          where the difference in mean response time comes from, part by part
  --variant ID      trace: the compare variant to run
  --a ID, --b ID    explain: the two compare variants
  --jobs N          sweep: runs points on N threads, the main one and N - 1 workers (default:
                    the number of cores); the rows and their order are the same for every N
  --seed N          replaces the scenario's seed (a whole number, 0 to 4294967295)
  --set path=value  sets a parameter by dotted path, e.g. --set workload.terminals=20
  --format          json (an array of rows, the default) or csv (a header, then a row per line)
  --profile         prints on stderr, per run, engine and trace events, wall and CPU time and
                    engine events per CPU-second, then the whole process's; stdout is unchanged`;

export function parseArgs(argv: readonly string[]): ArgsResult {
  const positional: string[] = [];
  const sets: string[] = [];
  let seed: number | null = null;
  let format: Format | null = null;
  let variant: string | null = null;
  let a: string | null = null;
  let b: string | null = null;
  let jobs: number | null = null;
  let profile = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { ok: 'help' };
    if (arg === '--profile') {
      profile = true;
      continue;
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, null];
    const value = (): string | null => inline ?? argv[++i] ?? null;
    if (flag === '--seed') {
      const v = value();
      const n = v === null ? NaN : Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 4294967295) {
        return {
          ok: false,
          message: `--seed: expected a whole number from 0 to 4294967295, got ${v ?? 'nothing'}`,
        };
      }
      seed = n;
    } else if (flag === '--set') {
      const v = value();
      if (v === null) return { ok: false, message: '--set: expected path=value' };
      sets.push(v);
    } else if (flag === '--format') {
      const v = value();
      if (v !== 'json' && v !== 'csv')
        return { ok: false, message: `--format: expected json or csv, got ${v ?? 'nothing'}` };
      format = v;
    } else if (flag === '--variant') {
      const v = value();
      if (v === null || v === '') return { ok: false, message: '--variant: expected a variant id' };
      variant = v;
    } else if (flag === '--a' || flag === '--b') {
      const v = value();
      if (v === null || v === '') return { ok: false, message: `${flag}: expected a variant id` };
      if (flag === '--a') a = v;
      else b = v;
    } else if (flag === '--jobs') {
      const v = value();
      const n = v === null ? NaN : Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 256)
        return {
          ok: false,
          message: `--jobs: expected a whole number from 1 to 256, got ${v ?? 'nothing'}`,
        };
      jobs = n;
    } else if (arg.startsWith('-')) {
      return { ok: false, message: `${arg}: unknown option` };
    } else {
      positional.push(arg);
    }
  }
  const [command, scenario, ...extra] = positional;
  if (command === undefined)
    return { ok: false, message: 'command: expected run, sweep or trace, or explain' };
  if (command !== 'run' && command !== 'sweep' && command !== 'trace' && command !== 'explain') {
    return {
      ok: false,
      message: `command: expected run, sweep or trace, or explain, got ${command}`,
    };
  }
  if (variant !== null && command !== 'trace')
    return { ok: false, message: `--variant: only for trace (${command} runs every variant)` };
  if ((a !== null || b !== null) && command !== 'explain')
    return { ok: false, message: `--${a !== null ? 'a' : 'b'}: only for explain` };
  if (format !== null && command === 'explain')
    return { ok: false, message: '--format: explain always prints a text table' };
  if (jobs !== null && command !== 'sweep')
    return { ok: false, message: `--jobs: only for sweep (${command} runs one process)` };
  if (format !== null && command === 'trace')
    return { ok: false, message: '--format: trace always prints Chrome trace JSON' };
  if (scenario === undefined)
    return { ok: false, message: 'scenario: expected a scenario file or built-in id' };
  if (extra.length > 0) return { ok: false, message: `${extra[0]}: unexpected argument` };
  return {
    ok: true,
    args: { command, scenario, seed, sets, format: format ?? 'json', variant, a, b, jobs, profile },
  };
}

function splitOnce(arg: string): [string, string] {
  const eq = arg.indexOf('=');
  return [arg.slice(0, eq), arg.slice(eq + 1)];
}
