import { describe, expect, it } from 'vitest';
import { algorithmOf } from './algorithm.ts';
import {
  algorithmOf as schemaAlgorithmOf,
  CONCURRENCY_CONTROL_ALGORITHMS,
  RESTART_DELAY_DEFAULTS,
  type ConcurrencyControlSpec,
} from './schema.ts';

describe("the engine's algorithmOf", () => {
  it('names the same algorithm as the schema for every section, absent and null included', () => {
    const sections: (ConcurrencyControlSpec | null | undefined)[] = [
      undefined,
      null,
      ...CONCURRENCY_CONTROL_ALGORITHMS.map((algorithm) => ({
        algorithm,
        restartDelay: RESTART_DELAY_DEFAULTS,
      })),
    ];
    for (const spec of sections) expect(algorithmOf(spec)).toBe(schemaAlgorithmOf(spec));
    expect(algorithmOf(null)).toBe('2pl');
    expect(algorithmOf({ algorithm: 'occ', restartDelay: RESTART_DELAY_DEFAULTS })).toBe('occ');
  });
});
