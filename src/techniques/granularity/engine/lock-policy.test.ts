import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../scenario/parse.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { LockMode } from '../../../model/seams.ts';
import { makeLockPolicy, pageLockMode } from './lock-policy.ts';

function scenario(locking: Record<string, unknown>): Scenario {
  const access = (mean: number) => [{ op: 'access', count: { kind: 'geometric', mean } }];
  const parsed = parseScenario({
    version: 1,
    id: 'policy',
    title: 'policy',
    seed: 1,
    run: { durationMs: 10 },
    workload: {
      terminals: 2,
      thinkTimeMs: 1,
      types: [
        { name: 'small', program: access(5) },
        { name: 'large', program: access(102) },
      ],
    },
    system: {
      database: { pages: 64 },
      buffer: { pages: 4 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 1 } },
    },
    locking,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function policyOf(locking: Record<string, unknown>) {
  const s = scenario(locking);
  return makeLockPolicy(s.locking, s.workload.types);
}

describe('lock policy', () => {
  it('file locking takes one X lock on the file and no page locks', () => {
    const policy = policyOf({ granularity: 'file', mode: 'exclusive' });
    expect(policy(0, false)).toEqual({ fileMode: LockMode.X, pageLocks: false });
    expect(policy(1, false)).toEqual({ fileMode: LockMode.X, pageLocks: false });
  });

  it('mixed locking gives the large type the file and the small type IX plus pages', () => {
    const policy = policyOf({ granularity: 'mixed', mode: 'exclusive' });
    expect(policy(0, false)).toEqual({ fileMode: LockMode.IX, pageLocks: true });
    expect(policy(1, false)).toEqual({ fileMode: LockMode.X, pageLocks: false });
  });

  it('the large threshold decides which types lock the file', () => {
    const policy = policyOf({
      granularity: 'mixed',
      mode: 'exclusive',
      largeTransactionPages: 200,
    });
    expect(policy(1, false)).toEqual({ fileMode: LockMode.IX, pageLocks: true });
  });

  it('page locking takes an intention lock on the file only when asked to', () => {
    expect(policyOf({ granularity: 'page', mode: 'exclusive' })(1, true)).toEqual({
      fileMode: null,
      pageLocks: true,
    });
    expect(policyOf({ granularity: 'page', intentionLocks: true })(1, false)).toEqual({
      fileMode: LockMode.IS,
      pageLocks: true,
    });
    expect(policyOf({ granularity: 'page', intentionLocks: true })(1, true)).toEqual({
      fileMode: LockMode.IX,
      pageLocks: true,
    });
  });

  it('shared mode ("mixed read") locks S and IS only', () => {
    const policy = policyOf({ granularity: 'mixed', mode: 'shared' });
    expect(policy(0, true)).toEqual({ fileMode: LockMode.IS, pageLocks: true });
    expect(policy(1, true)).toEqual({ fileMode: LockMode.S, pageLocks: false });
    expect(pageLockMode(scenario({ mode: 'shared' }).locking, true)).toBe(LockMode.S);
    expect(pageLockMode(scenario({ mode: 'read-write' }).locking, true)).toBe(LockMode.X);
    expect(pageLockMode(scenario({ mode: 'exclusive' }).locking, false)).toBe(LockMode.X);
  });
});
