import { describe, expect, it } from 'vitest';
import { isCombinationRefusal } from './combinations.ts';
import { describeErrors, parseScenario } from './parse.ts';

const base = {
  version: 1,
  id: 'combinations',
  title: 'Technique combinations',
  seed: 1,
  run: { durationMs: 100 },
  workload: {
    terminals: 2,
    types: [{ name: 't', program: [{ op: 'access', count: 2, cpuMs: 1 }] }],
  },
  system: {
    database: { pages: 20 },
    buffer: { pages: 10 },
    cpu: { count: 1 },
    disks: { count: 1, service: { kind: 'time', ms: 1 } },
  },
  log: { enabled: true },
};

type Doc = Record<string, unknown>;
const obj = (x: unknown): Doc => x as Doc;

/** The base scenario with `edit` applied to a deep copy. */
function withEdit(edit: (doc: Doc) => void): Doc {
  const doc = structuredClone(base) as Doc;
  edit(doc);
  return doc;
}

const set =
  (section: string, fields: Doc) =>
  (doc: Doc): void => {
    doc[section] = { ...obj(doc[section] ?? {}), ...fields };
  };
const setSystem =
  (key: string, value: unknown) =>
  (doc: Doc): void => {
    obj(doc['system'])[key] = value;
  };
const setBuffer = (scope: string) => (doc: Doc) => {
  obj(obj(doc['system'])['buffer'])['scope'] = scope;
};

const tls = set('tls', { transactionType: 'micro' });
const tste = set('execution', { mode: 'tste' });
const occ = set('concurrencyControl', { algorithm: 'occ' });
const tiers = set('storage', {
  devices: [{ id: 'db', kind: 'disk' }],
  log: { device: 'db' },
});
const tiersNoLog = set('storage', { devices: [{ id: 'db', kind: 'disk' }] });

/** [what, first edit, second edit, the refused field, the other field the line names]. */
const REFUSED: [string, (d: Doc) => void, (d: Doc) => void, string, string][] = [
  ['tls with two-stage execution', tls, tste, 'execution.mode', 'tls'],
  [
    'tls with file locking',
    tls,
    set('locking', { granularity: 'file' }),
    'locking.granularity',
    'tls',
  ],
  [
    'tls with early lock release',
    tls,
    set('log', { commitProtocol: 'elr' }),
    'log.commitProtocol',
    'tls',
  ],
  ['tls with storage tiers', tls, tiers, 'storage', 'tls'],
  [
    'tls with wound-wait',
    tls,
    set('concurrencyControl', { algorithm: 'wound-wait' }),
    'concurrencyControl.algorithm',
    'tls',
  ],
  ['tls with a crash', tls, set('crash', { atMs: 50 }), 'crash', 'tls'],
  [
    'two-stage execution with a data server',
    tste,
    setSystem('dataServer', {}),
    'execution.mode',
    'system.dataServer',
  ],
  [
    'two-stage execution with per-transaction buffers',
    tste,
    setBuffer('per-transaction'),
    'execution.mode',
    'system.buffer.scope',
  ],
  ['two-stage execution with OCC', tste, occ, 'execution.mode', 'concurrencyControl.algorithm'],
  [
    'OCC with per-transaction buffers',
    occ,
    setBuffer('per-transaction'),
    'concurrencyControl.algorithm',
    'system.buffer.scope',
  ],
  [
    'OCC with mixed locking',
    occ,
    set('locking', { granularity: 'mixed' }),
    'locking.granularity',
    'concurrencyControl.algorithm',
  ],
  [
    'OCC with intention locks',
    occ,
    set('locking', { intentionLocks: true }),
    'locking.granularity',
    'concurrencyControl.algorithm',
  ],
  [
    'OCC with exclusive lock mode',
    occ,
    set('locking', { mode: 'exclusive' }),
    'locking.mode',
    'concurrencyControl.algorithm',
  ],
  [
    'immediate restart without locking',
    set('concurrencyControl', { algorithm: 'immediate-restart' }),
    set('locking', { enabled: false }),
    'concurrencyControl.algorithm',
    'locking.enabled',
  ],
  [
    'file locking without locking',
    set('locking', { granularity: 'file' }),
    set('locking', { enabled: false }),
    'locking.granularity',
    'locking.enabled',
  ],
  [
    'ELR without a log',
    set('log', { commitProtocol: 'elr' }),
    set('log', { enabled: false }),
    'log.commitProtocol',
    'log.enabled',
  ],
  [
    'ELR with an asynchronous commit',
    set('log', { commitProtocol: 'elr' }),
    set('log', { commit: 'asynchronous' }),
    'log.commitProtocol',
    'log.commit',
  ],
  [
    'a log on a storage tier without a log',
    tiers,
    set('log', { enabled: false }),
    'storage.log',
    'log.enabled',
  ],
  [
    'storage tiers with per-transaction buffers',
    tiersNoLog,
    setBuffer('per-transaction'),
    'storage',
    'system.buffer.scope',
  ],
];

describe('technique combinations that mean nothing together', () => {
  for (const [what, first, second, field, other] of REFUSED) {
    it(`refuses ${what} with one line naming both fields, and accepts each alone`, () => {
      expect(parseScenario(withEdit(first)).ok).toBe(true);
      expect(parseScenario(withEdit(second)).ok).toBe(true);
      const result = parseScenario(
        withEdit((d) => {
          first(d);
          second(d);
        }),
      );
      if (result.ok) throw new Error(`${what} was accepted`);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]!.path).toBe(field);
      const line = describeErrors(result.errors);
      expect(line).not.toContain('\n');
      expect(line.startsWith(`${field}: `)).toBe(true);
      expect(line.slice(field.length)).toContain(other);
      expect(isCombinationRefusal(result.errors[0]!)).toBe(true);
    });
  }
});

describe('isCombinationRefusal', () => {
  it('does not count an error of a single field as a refused combination', () => {
    const result = parseScenario(withEdit(set('run', { durationMs: -1 })));
    if (result.ok) throw new Error('a negative duration was accepted');
    expect(result.errors.map(isCombinationRefusal)).toEqual([false]);
  });
});

describe('technique combinations that run together', () => {
  const ACCEPTED: [string, ((d: Doc) => void)[]][] = [
    [
      'TSTE, ELR, a log on a storage tier and mixed locking',
      [
        tste,
        set('log', { commitProtocol: 'elr' }),
        tiers,
        set('locking', { granularity: 'mixed', largeTransactionPages: 2 }),
      ],
    ],
    [
      'OTSTE under wound-wait with group commit and a crash',
      [
        set('execution', { mode: 'otste' }),
        set('concurrencyControl', { algorithm: 'wound-wait' }),
        set('log', { groupCommit: true }),
        set('crash', { atMs: 50 }),
      ],
    ],
    [
      'OCC with naive ELR on storage tiers under FORCE',
      [
        occ,
        set('log', { commitProtocol: 'elr-naive' }),
        tiers,
        set('storage', {
          devices: [{ id: 'db', kind: 'ssd' }],
          log: { device: 'db' },
          propagation: 'force',
        }),
      ],
    ],
    [
      'HTSTE with immediate restart and intention locks',
      [
        set('execution', { mode: 'htste' }),
        set('concurrencyControl', { algorithm: 'immediate-restart' }),
        set('locking', { intentionLocks: true }),
      ],
    ],
    [
      'the testbed (data server, private buffers) with wound-wait and mixed locking',
      [
        setSystem('dataServer', {}),
        setBuffer('per-transaction'),
        set('concurrencyControl', { algorithm: 'wound-wait' }),
        set('locking', { granularity: 'mixed' }),
      ],
    ],
    ['OCC with a data server and storage tiers', [occ, setSystem('dataServer', {}), tiers]],
    ['no locking with two-stage execution', [tste, set('locking', { enabled: false })]],
  ];
  for (const [what, edits] of ACCEPTED) {
    it(`accepts ${what}`, () => {
      const result = parseScenario(withEdit((d) => edits.forEach((e) => e(d))));
      expect(result.ok ? [] : result.errors).toEqual([]);
    });
  }
});
