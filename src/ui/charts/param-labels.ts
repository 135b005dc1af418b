/**
 * Axis labels for swept parameters, from their dotted scenario paths: a short table of
 * the parameters courses sweep, and a generic fallback that turns the last path segment
 * into words and its unit suffix into a unit ("requestCpuMs" → "Request CPU (ms)").
 * Leaves out translation.
 */

const KNOWN_PARAMS: Readonly<Record<string, string>> = {
  'workload.terminals': 'Terminals (MPL)',
  'workload.thinkTimeMs': 'Think time (ms)',
  'workload.arrivalRateTps': 'Arrival rate (tx/s)',
  'system.database.pages': 'Database size (pages)',
  'system.buffer.pages': 'Buffer pool (pages)',
  'system.cpu.count': 'CPUs',
  'system.disks.count': 'Disks',
  'locking.requestCpuMs': 'Lock request CPU (ms)',
  'locking.restartDelayMs': 'Restart delay (ms)',
  'log.groupTimerMs': 'Group-commit timer (ms)',
  'log.maxGroupRecords': 'Commit records per flush (max)',
  'run.durationMs': 'Measured run length (ms)',
  'run.warmupMs': 'Warm-up (ms)',
};

/** Unit suffixes of field names, longest first, and how an axis writes them. */
const UNIT_SUFFIXES: readonly (readonly [string, string])[] = [
  ['Tps', 'tx/s'],
  ['Pct', '%'],
  ['Ms', 'ms'],
  ['Us', 'µs'],
];

/** Words written in capitals when they appear in a field name. */
const ACRONYMS = new Set(['cpu', 'io', 'mpl', 'lru', 'tps']);

export function paramLabel(path: string): string {
  const known = KNOWN_PARAMS[path];
  if (known !== undefined) return known;
  return genericLabel(path);
}

function genericLabel(path: string): string {
  // The last segment that is a name, not an array index ("types.0.weight" → "weight").
  const segments = path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s));
  let name = segments.at(-1) ?? path;
  let unit: string | null = null;
  for (const [suffix, written] of UNIT_SUFFIXES) {
    if (name.length > suffix.length && name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      unit = written;
      break;
    }
  }
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (words.length === 0) return path;
  const first = words[0]!;
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  const text = words.join(' ');
  return unit === null ? text : `${text} (${unit})`;
}
