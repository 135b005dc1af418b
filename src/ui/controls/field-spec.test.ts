/** How table rows find their parameter: plain paths, distribution means, conditions. */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../scenario/schema.ts';
import { at, durationMean, onlyWhen, valueAtPath } from './field-spec.ts';

const scenario = {
  workload: { terminals: null, thinkTimeMs: { kind: 'uniform', min: 1, max: 3 } },
  locking: {
    granularity: 'mixed',
    largeTransactionPages: 20,
    requestCpuMs: { kind: 'fixed', value: 2 },
  },
  log: { service: { kind: 'time', ms: { kind: 'exponential', mean: 4 } } },
} as unknown as Scenario;

describe('field places', () => {
  it('reads a value by dotted path, undefined past a missing part', () => {
    expect(valueAtPath(scenario, 'locking.largeTransactionPages')).toBe(20);
    expect(valueAtPath(scenario, 'locking.nothing.deeper')).toBeUndefined();
  });

  it('finds nothing for a missing or null parameter', () => {
    expect(at('workload.terminals')(scenario)).toEqual([]);
    expect(at('workload.arrivalRateTps')(scenario)).toEqual([]);
  });

  it('edits the single number of a fixed or exponential duration, not a uniform one', () => {
    expect(durationMean('locking.requestCpuMs')(scenario)).toEqual([
      { path: 'locking.requestCpuMs.value', value: 2 },
    ]);
    expect(durationMean('log.service.ms')(scenario)).toEqual([
      { path: 'log.service.ms.mean', value: 4 },
    ]);
    expect(durationMean('workload.thinkTimeMs')(scenario)).toEqual([]);
  });

  it('shows a conditional row only while its condition holds', () => {
    const threshold = at('locking.largeTransactionPages');
    expect(onlyWhen('locking.granularity', 'mixed', threshold)(scenario)).toHaveLength(1);
    expect(onlyWhen('locking.granularity', 'page', threshold)(scenario)).toEqual([]);
  });
});
