/** The claims catalogue and the table drawn from recorded measurements. */
import { describe, expect, it, vi } from 'vitest';
import { PAPER_CLAIMS } from './catalogue.ts';
import { measured, withinThirtyPercent } from './record.ts';
import { claimsNotes, claimsSummary, claimsTable } from './table.ts';

describe('the claims catalogue', () => {
  it('names each claim once', () => {
    const ids = PAPER_CLAIMS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(60);
  });

  it('refuses a measurement of a claim it does not hold', () => {
    vi.stubEnv('FIDELITY_REPORT', '');
    expect(() => measured('charm C99', '1', true)).toThrow(/charm C99/);
    expect(() => measured('charm C1', '2.1×', true)).not.toThrow();
    vi.unstubAllEnvs();
  });

  it('judges sizes within ±30% of the paper', () => {
    expect(withinThirtyPercent(2.0, 2.64)).toBe(true);
    expect(withinThirtyPercent(1.7, 2.64)).toBe(false);
  });
});

describe('the claims table', () => {
  it('has a row per claim, with the verdict of what was measured', () => {
    const table = claimsTable([
      { id: 'charm C1', ours: '2.1×', holds: true },
      { id: 'elr E4', ours: '1.2 / 5.9 / 1.7', holds: false },
      { id: 'elr E2', ours: '≥ 0.99', holds: true },
    ]);
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(PAPER_CLAIMS.length);
    expect(rows.find((r) => r.startsWith('| charm C1 |'))).toMatch(/2\.1× \| within ±30% \|$/);
    expect(rows.find((r) => r.startsWith('| elr E4 |'))).toMatch(/outside ±30% \|$/);
    expect(rows.find((r) => r.startsWith('| elr E2 |'))).toMatch(/right direction \|$/);
    expect(rows.find((r) => r.startsWith('| elr E1 |'))).toMatch(/NOT MEASURED \|$/);
    expect(rows.find((r) => r.startsWith('| tls A-F13 |'))).toMatch(/not measured: a premise/);
  });

  it('explains under the table each claim we miss, and only those', () => {
    const notes = claimsNotes([
      { id: 'storage C8', ours: '28.7 vs 23.2 ms', holds: false },
      { id: 'charm C1', ours: '2.1×', holds: true },
      { id: 'charm C5', ours: '3×', holds: false },
    ]);
    expect(notes).toMatch(/^## The claims we miss/);
    expect(notes).toMatch(/- \*\*storage C8\*\* \(missed\)\. Cause found: /);
    expect(notes).toMatch(/- \*\*charm C5\*\* \(outside ±30%\)\. No cause written down yet\./);
    expect(notes).not.toMatch(/charm C1/);
    expect(claimsNotes([{ id: 'charm C1', ours: '2.1×', holds: true }])).toBe('');
  });

  it('counts the verdicts', () => {
    const counts = claimsSummary([{ id: 'charm C1', ours: '1.7×', holds: false }]);
    expect(counts['outside ±30%']).toBe(1);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(PAPER_CLAIMS.length);
  });
});
