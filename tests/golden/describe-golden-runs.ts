/** One test per scenario: its recomputed golden text equals the recorded file. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeGolden, goldenPath, goldenText } from './golden-runs.ts';

export function describeGoldenRuns(ids: readonly string[]): void {
  describe('golden runs', () => {
    for (const id of ids) {
      it(`${id} gives the recorded rows and trace digests`, () => {
        const recorded = readFileSync(goldenPath(id), 'utf8');
        expect(goldenText(computeGolden(id))).toBe(recorded);
      });
    }
  });
}
