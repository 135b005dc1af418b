/**
 * The table of editable parameters: one descriptor per parameter worth changing in class
 * (load, hardware, techniques, run length), each saying where the parameter lives in a
 * parsed scenario, its unit, kind, limits and help. To offer a new schema field, add a row.
 * A row's `find` returns nothing when a scenario lacks the parameter (an open system has no
 * terminals; a distribution without a single mean, such as a uniform or a mix, is left to
 * the file), and several places for per-type parameters (the transaction mix).
 * Limits are the ones a class run needs; the schema's own limits are checked again on apply.
 */
import type { DurationDist } from '../../scenario/distributions.ts';
import type { Scenario } from '../../scenario/schema.ts';

export type FieldKind = 'integer' | 'number' | 'boolean' | 'choice';
export type FieldGroup = 'Workload' | 'System' | 'Locking' | 'Log' | 'Run';

export interface Choice {
  value: string;
  label: string;
}

/** One place in a scenario where a described parameter sits. */
export interface FieldPlace {
  path: string;
  value: unknown;
  /** Replaces the row's label, for rows with one place per transaction type. */
  label?: string;
}

export interface FieldSpec {
  group: FieldGroup;
  label: string;
  /** Shown next to the input; null for counts that need no unit. */
  unit: string | null;
  kind: FieldKind;
  min?: number;
  max?: number;
  /** The value must be greater than `min`, not equal to it. */
  minExclusive?: boolean;
  choices?: readonly Choice[];
  help: string;
  find: (scenario: Scenario) => readonly FieldPlace[];
}

/** The value at a dotted path of a parsed scenario, or undefined. */
export function valueAtPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The parameter at `path`, when the scenario has it (not missing, not null). */
function at(path: string): FieldSpec['find'] {
  return (s) => {
    const value = valueAtPath(s, path);
    return value === undefined || value === null ? [] : [{ path, value }];
  };
}

/** A duration distribution's single number: the value itself, a fixed value or a mean. */
function meanPlace(path: string, dist: DurationDist | undefined): FieldPlace[] {
  if (dist === undefined) return [];
  if (typeof dist === 'number') return [{ path, value: dist }];
  if (dist.kind === 'fixed') return [{ path: `${path}.value`, value: dist.value }];
  if (dist.kind === 'exponential') return [{ path: `${path}.mean`, value: dist.mean }];
  return [];
}

function durationMean(path: string): FieldSpec['find'] {
  return (s) => meanPlace(path, valueAtPath(s, path) as DurationDist | undefined);
}

type ServiceRoot = 'system.disks.service' | 'log.service';

/** A device's service-time parameter, present only for the matching kind of service. */
function service(root: ServiceRoot, part: 'averageSeekMs' | 'rotationMs' | 'transferMs' | 'ms') {
  return (s: Scenario): FieldPlace[] => {
    const spec = root === 'log.service' ? s.log.service : s.system.disks.service;
    if (part === 'ms') return spec.kind === 'time' ? meanPlace(`${root}.ms`, spec.ms) : [];
    return spec.kind === 'mechanical' ? [{ path: `${root}.${part}`, value: spec[part] }] : [];
  };
}

const ms = 'ms';

/** A device's service-time rows: seek, rotation and transfer of a disk, or one mean time. */
function serviceRows(root: ServiceRoot, group: FieldGroup, device: string): FieldSpec[] {
  const row = (
    label: string,
    max: number,
    help: string,
    part: Parameters<typeof service>[1],
  ): FieldSpec => ({
    group,
    label: `${device} ${label}`,
    unit: ms,
    kind: 'number',
    min: 0,
    max,
    help,
    find: service(root, part),
  });
  return [
    row('seek (mean)', 1000, 'Average seek time of a moving-head disk.', 'averageSeekMs'),
    row(
      'rotation',
      1000,
      'Time of one full turn; an access waits half of it on average.',
      'rotationMs',
    ),
    row('transfer', 1000, 'Time to transfer one page.', 'transferMs'),
    row('access time (mean)', 10_000, 'Mean time of one access.', 'ms'),
  ];
}

export const FIELD_TABLE: readonly FieldSpec[] = [
  // Workload
  {
    group: 'Workload',
    label: 'Terminals (MPL)',
    unit: null,
    kind: 'integer',
    min: 1,
    max: 500,
    help: 'Closed system: how many terminals submit transactions, the multiprogramming level.',
    find: at('workload.terminals'),
  },
  {
    group: 'Workload',
    label: 'Arrival rate',
    unit: 'tx/s',
    kind: 'number',
    min: 0,
    minExclusive: true,
    max: 10_000,
    help: 'Open system: new transactions per second (Poisson arrivals).',
    find: at('workload.arrivalRateTps'),
  },
  {
    group: 'Workload',
    label: 'Think time (mean)',
    unit: ms,
    kind: 'number',
    min: 0,
    max: 600_000,
    help: 'How long a terminal waits after a commit before it submits its next transaction.',
    find: (s) => (s.workload.terminals === null ? [] : durationMean('workload.thinkTimeMs')(s)),
  },
  {
    group: 'Workload',
    label: 'Mix weight',
    unit: null,
    kind: 'number',
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    help: 'Relative frequency of this transaction type in the mix.',
    find: (s) =>
      s.workload.types.length < 2
        ? []
        : s.workload.types.map((t, i) => ({
            path: `workload.types.${i}.weight`,
            value: t.weight,
            label: `Mix weight: ${t.name}`,
          })),
  },
  // System
  {
    group: 'System',
    label: 'Database size',
    unit: 'pages',
    kind: 'integer',
    min: 1,
    max: 100_000_000,
    help: 'Pages in the database; fewer pages mean more lock conflicts.',
    find: at('system.database.pages'),
  },
  {
    group: 'System',
    label: 'Buffer pool',
    unit: 'pages',
    kind: 'integer',
    min: 0,
    max: 10_000_000,
    help: 'Frames in the LRU buffer pool; 0 means every access reads from disk.',
    find: at('system.buffer.pages'),
  },
  {
    group: 'System',
    label: 'CPUs',
    unit: null,
    kind: 'integer',
    min: 1,
    max: 1024,
    help: 'Processors serving one queue.',
    find: at('system.cpu.count'),
  },
  {
    group: 'System',
    label: 'Disks',
    unit: null,
    kind: 'integer',
    min: 1,
    max: 1024,
    help: 'Data disks; pages are spread across them.',
    find: at('system.disks.count'),
  },
  ...serviceRows('system.disks.service', 'System', 'Disk'),
  // Locking
  {
    group: 'Locking',
    label: 'Locking',
    unit: null,
    kind: 'boolean',
    help: 'Two-phase locking on. Off is an unsafe reference: no waits, no deadlocks.',
    find: at('locking.enabled'),
  },
  {
    group: 'Locking',
    label: 'Lock modes',
    unit: null,
    kind: 'choice',
    choices: [
      { value: 'read-write', label: 'S to read, X to write' },
      { value: 'exclusive', label: 'X for every access' },
    ],
    help: 'Which lock a read takes: shared (S) lets readers share a page; exclusive (X) makes them queue.',
    find: at('locking.mode'),
  },
  {
    group: 'Locking',
    label: 'Lock request CPU (mean)',
    unit: ms,
    kind: 'number',
    min: 0,
    max: 1000,
    help: 'CPU time each lock request costs.',
    find: durationMean('locking.requestCpuMs'),
  },
  {
    group: 'Locking',
    label: 'Restart delay (mean)',
    unit: ms,
    kind: 'number',
    min: 0,
    max: 600_000,
    help: 'Pause before a deadlock victim starts again.',
    find: durationMean('locking.restartDelayMs'),
  },
  // Log
  {
    group: 'Log',
    label: 'Commit log',
    unit: null,
    kind: 'boolean',
    help: 'Update transactions write a commit record to the log device.',
    find: at('log.enabled'),
  },
  {
    group: 'Log',
    label: 'Commit',
    unit: null,
    kind: 'choice',
    choices: [
      { value: 'synchronous', label: 'Synchronous' },
      { value: 'asynchronous', label: 'Asynchronous' },
    ],
    help: 'Synchronous: a commit waits until its record is durable. Asynchronous: it does not wait for the log.',
    find: at('log.commit'),
  },
  {
    group: 'Log',
    label: 'Group commit',
    unit: null,
    kind: 'boolean',
    help: 'One flush writes every commit record that arrived during the previous flush.',
    find: at('log.groupCommit'),
  },
  {
    group: 'Log',
    label: 'Group timer',
    unit: ms,
    kind: 'number',
    min: 0,
    max: 60_000,
    help: 'With group commit, how long an idle log waits to gather records; 0 flushes at once.',
    find: at('log.groupTimerMs'),
  },
  {
    group: 'Log',
    label: 'Largest group',
    unit: 'records',
    kind: 'integer',
    min: 1,
    max: 1_000_000,
    help: 'Most commit records one flush may carry.',
    find: at('log.maxGroupRecords'),
  },
  ...serviceRows('log.service', 'Log', 'Log device'),
  // Run
  {
    group: 'Run',
    label: 'Measured time',
    unit: ms,
    kind: 'number',
    min: 0,
    minExclusive: true,
    max: 3_600_000,
    help: 'Simulated time measured after the warm-up. Longer runs take longer to compute.',
    find: at('run.durationMs'),
  },
  {
    group: 'Run',
    label: 'Warm-up',
    unit: ms,
    kind: 'number',
    min: 0,
    max: 3_600_000,
    help: 'Simulated time run before measuring starts.',
    find: at('run.warmupMs'),
  },
];
