import { describe, expect, it } from 'vitest';
import { algorithmOf } from './algorithm.ts';
import {
  CONCURRENCY_CONTROL_ALGORITHMS,
  isConcurrencyControlOn,
  RESTART_DELAY_DEFAULTS,
  type ConcurrencyControlSpec,
} from './schema.ts';

const SECTIONS: (ConcurrencyControlSpec | null | undefined)[] = [
  undefined,
  null,
  ...CONCURRENCY_CONTROL_ALGORITHMS.map((algorithm) => ({
    algorithm,
    restartDelay: RESTART_DELAY_DEFAULTS,
  })),
];

describe('algorithmOf', () => {
  it('reads a null or absent section as blocking 2PL and a section as its algorithm', () => {
    expect(algorithmOf(undefined)).toBe('2pl');
    expect(algorithmOf(null)).toBe('2pl');
    for (const algorithm of CONCURRENCY_CONTROL_ALGORITHMS)
      expect(algorithmOf({ algorithm, restartDelay: RESTART_DELAY_DEFAULTS })).toBe(algorithm);
  });

  it("agrees with the schema's isConcurrencyControlOn for every section, absent and null included", () => {
    for (const concurrencyControl of SECTIONS)
      expect(isConcurrencyControlOn({ concurrencyControl })).toBe(
        algorithmOf(concurrencyControl) !== '2pl',
      );
  });
});
