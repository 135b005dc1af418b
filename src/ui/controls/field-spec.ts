/**
 * How a row of the field table describes a parameter (kind, unit, limits, help) and finds it
 * in a parsed scenario: at a plain path, as the single number of a duration distribution, as
 * a device's service-time part, or only while another parameter has some value; and the
 * rows that repeat per device (service time) and per transaction type (mix, terminals).
 */
import type { DurationDist } from '../../scenario/distributions.ts';
import type { Scenario } from '../../scenario/schema.ts';

export type FieldKind = 'integer' | 'number' | 'boolean' | 'choice';
export type FieldGroup = 'Workload' | 'System' | 'Locking' | 'Log' | 'Execution' | 'Run';

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
export function at(path: string): FieldSpec['find'] {
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

/** `find`, but only while the parameter at `path` has the value `equals` (as applied). */
export function onlyWhen(
  path: string,
  equals: unknown,
  find: FieldSpec['find'],
): FieldSpec['find'] {
  return (s) => (valueAtPath(s, path) === equals ? find(s) : []);
}

export function durationMean(path: string): FieldSpec['find'] {
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

export const ms = 'ms';

/** A device's service-time rows: seek, rotation and transfer of a disk, or one mean time. */
export function serviceRows(root: ServiceRoot, group: FieldGroup, device: string): FieldSpec[] {
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

/**
 * Rows per transaction type: the mix weight of each type drawn by weight (when there are at
 * least two), and the terminals of each type that has terminals of its own.
 */
export function perTypeRows(): FieldSpec[] {
  return [
    {
      group: 'Workload',
      label: 'Mix weight',
      unit: null,
      kind: 'number',
      min: 0,
      minExclusive: true,
      max: 1_000_000,
      help: 'Relative frequency of this transaction type on the terminals that draw by weight.',
      find: (s) => {
        // Types with terminals of their own are not drawn by weight.
        const drawn = s.workload.types
          .map((t, i) => ({ t, i }))
          .filter(({ t }) => t.terminals === null);
        return drawn.length < 2
          ? []
          : drawn.map(({ t, i }) => ({
              path: `workload.types.${i}.weight`,
              value: t.weight,
              label: `Mix weight: ${t.name}`,
            }));
      },
    },
    {
      group: 'Workload',
      label: 'Terminals of a type',
      unit: null,
      kind: 'integer',
      min: 1,
      max: 500,
      help: 'Terminals that run only this transaction type.',
      find: (s) =>
        s.workload.types.flatMap((t, i) =>
          t.terminals === null
            ? []
            : [
                {
                  path: `workload.types.${i}.terminals`,
                  value: t.terminals,
                  label: `Terminals: ${t.name}`,
                },
              ],
        ),
    },
  ];
}
