import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { RandomStream } from '../../kernel/random.ts';
import { compileTransactionType, selfSimilarIndex } from './txn-program.ts';

function scenario(extra: { workload?: object; locking?: object }, program: object[]): Scenario {
  const parsed = parseScenario({
    version: 1,
    id: 'plans',
    title: 'Plans',
    seed: 1,
    run: { durationMs: 10 },
    workload: { terminals: 4, thinkTimeMs: 1, types: [{ name: 't', program }], ...extra.workload },
    system: {
      database: { pages: 2000 },
      buffer: { pages: 10 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 1 } },
    },
    ...(extra.locking === undefined ? {} : { locking: extra.locking }),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('self-similar skew', () => {
  it('sends a share 1 - h of the draws to the first h of the rows', () => {
    const rng = new RandomStream(4, 'skew');
    for (const h of [0.2, 0.4]) {
      let first = 0;
      const n = 50_000;
      for (let i = 0; i < n; i++) if (selfSimilarIndex(rng, 1000, h) < 1000 * h) first++;
      expect(first / n).toBeCloseTo(1 - h, 2);
    }
  });

  it('is uniform at h = 0.5', () => {
    const rng = new RandomStream(4, 'uniform');
    let low = 0;
    for (let i = 0; i < 20_000; i++) if (selfSimilarIndex(rng, 100, 0.5) < 10) low++;
    expect(low / 20_000).toBeCloseTo(0.1, 2);
  });
});

describe('plans with partitions and lock units', () => {
  it("keeps a step in the terminal's partition (warehouse binding)", () => {
    const s = scenario({ workload: { partitions: { count: 10, choice: { kind: 'terminal' } } } }, [
      { op: 'access', count: 3, region: { first: 100, count: 100 }, partitionRows: 10 },
    ]);
    const make = compileTransactionType(s.workload.types[0]!, 0, s);
    for (const terminal of [0, 3, 13]) {
      const plan = make(new RandomStream(1, 'plan', terminal), terminal);
      expect(plan.partition).toBe(terminal % 10);
      for (const op of plan.ops) {
        expect(op.page).toBeGreaterThanOrEqual(100 + 10 * (terminal % 10));
        expect(op.page).toBeLessThan(100 + 10 * (terminal % 10) + 10);
      }
    }
  });

  it('walks the rows in order with sequential choice', () => {
    const s = scenario({ workload: { partitions: { count: 2 } } }, [
      { op: 'access', count: 4, pages: { kind: 'sequential' }, partitionRows: 5 },
    ]);
    const plan = compileTransactionType(s.workload.types[0]!, 0, s)(new RandomStream(1, 'p'), 1);
    expect(plan.ops.map((op) => op.page)).toEqual([5, 6, 7, 8]);
  });

  it('maps rows to lock units within their region, per step or by default', () => {
    const s = scenario({ locking: { rowsPerLockUnit: 10 } }, [
      { op: 'access', count: 5, region: { first: 1000, count: 1000 } },
      { op: 'access', count: 5, region: { first: 0, count: 1000 }, rowsPerLockUnit: 80 },
    ]);
    const plan = compileTransactionType(s.workload.types[0]!, 0, s)(new RandomStream(2, 'p'), 0);
    for (const op of plan.ops) {
      const first = op.page >= 1000 ? 1000 : 0;
      const unit = op.page >= 1000 ? 10 : 80;
      expect(op.lock).toBe(first + Math.floor((op.page - first) / unit));
    }
  });

  it('refuses partition rows that do not fit the region', () => {
    const parsed = parseScenario({
      ...JSON.parse(JSON.stringify(scenario({}, [{ op: 'cpu', ms: 1 }]))),
      workload: {
        terminals: 1,
        partitions: { count: 10 },
        types: [
          {
            name: 't',
            program: [
              { op: 'access', count: 1, region: { first: 0, count: 50 }, partitionRows: 10 },
            ],
          },
        ],
      },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]!.path).toBe('workload.types.0.program.0.partitionRows');
  });
});

describe('object-level locking', () => {
  it('locks one of a page’s objects, numbered past the pages, and still reads the page', () => {
    const program = [{ op: 'access', count: 200, region: { first: 0, count: 3 }, distinct: false }];
    const byObject = scenario({ locking: { objectsPerPage: 10 } }, program);
    const plan = compileTransactionType(
      byObject.workload.types[0]!,
      0,
      byObject,
    )(new RandomStream(2, 'plan', 0), 0);
    const objects = new Set<number>();
    for (const op of plan.ops) {
      expect(op.page).toBeLessThan(3);
      expect(op.lock).toBeGreaterThanOrEqual(2000 + op.page * 10);
      expect(op.lock).toBeLessThan(2000 + op.page * 10 + 10);
      objects.add(op.lock);
    }
    // 3 pages of 10 objects: 30 lockable items where page locking has 3.
    expect(objects.size).toBe(30);
  });

  it('leaves page-locked plans as they were (one object per page draws nothing more)', () => {
    const program = [{ op: 'access', count: 5, region: { first: 0, count: 50 } }];
    const plain = scenario({}, program);
    const one = scenario({ locking: { objectsPerPage: 1 } }, program);
    const draw = (s: Scenario) =>
      compileTransactionType(s.workload.types[0]!, 0, s)(new RandomStream(5, 'plan', 0), 0).ops;
    expect(draw(one)).toEqual(draw(plain));
    for (const op of draw(plain)) expect(op.lock).toBe(op.page);
  });
});
