/**
 * Fidelity of two-stage execution as concurrency grows (notes part A, claims C1 to C5, C10,
 * C11 and the Table 1 measure) on `charm-concurrency`: ratios and directions, with the
 * paper's values in the comments (its absolute numbers come from a real machine).
 */
import { describe, expect, it } from 'vitest';
import { at, ratio, runCharm } from './charm-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

const sweep = () =>
  runCharm('charm-concurrency', {
    sweep: true,
    overrides: [{ path: 'run.durationMs', value: 5000 }],
  });
const MID = [2, 4, 6, 8];

describe('two-stage execution vs concurrency (claims C1-C5, C10, C11)', () => {
  it('C1: HTSTE beats 2PL well at medium concurrency, 2.64x at 4 within 30%', () => {
    // Paper: 2.64x at 4 concurrent transactions (Table 7: 9686 / 3648 tpmC).
    measuredSizes('charm C1', [ratio(sweep(), 'htste', 4)], [2.64], '×');
    for (const n of MID) expect(ratio(sweep(), 'htste', n)).toBeGreaterThan(1.25);
    expect(ratio(sweep(), 'htste', 4)).toBeGreaterThan(2.64 * 0.7);
    expect(ratio(sweep(), 'htste', 4)).toBeLessThan(2.64 * 1.3);
  });

  it('C2: no gain at one transaction at a time, only the cost of two passes', () => {
    // Paper: "slightly worse" at concurrency 1.
    const atOne = ['tste', 'otste', 'htste'].map((v) => ratio(sweep(), v, 1));
    measured(
      'charm C2',
      `TSTE / OTSTE / HTSTE ${atOne.map(sig3).join(' / ')}× at 1`,
      atOne.every((x) => x > 0.8 && x < 1),
    );
    for (const v of ['tste', 'otste', 'htste']) {
      expect(ratio(sweep(), v, 1)).toBeGreaterThan(0.8);
      expect(ratio(sweep(), v, 1)).toBeLessThan(1);
    }
  });

  it('C3: the gain rises from 1, peaks at a small concurrency and falls back toward parity', () => {
    // Paper: peak at 4, about equal at 10-12.
    const r = [1, 2, 4, 6, 8, 12, 16].map((n) => ratio(sweep(), 'tste', n));
    const peak = Math.max(...r);
    measured(
      'charm C3',
      `TSTE/2PL at 1/2/4/6/8/12/16: ${r.map((x) => x.toFixed(2)).join(' / ')}`,
      r[0]! < 1 && r[2]! > r[1]! && r[6]! < peak,
    );
    expect(r[0]!).toBeLessThan(1);
    expect(r[2]!).toBeGreaterThan(r[1]!);
    expect(peak).toBeGreaterThan(1.6);
    expect(r[6]!).toBeLessThan(peak - 0.4);
  });

  it('C4: lock wait per transaction is cut at least 5x', () => {
    // Paper: up to 10x at 2, 5x at 4 (Table 7).
    measuredSizes('charm C4', [1 / ratio(sweep(), 'tste', 4, 'lockWaitMs')], [5], '× at 4');
    for (const n of MID) expect(1 / ratio(sweep(), 'tste', n, 'lockWaitMs')).toBeGreaterThan(5);
  });

  it('C5: each disk read takes longer under TSTE, the number of reads stays', () => {
    // Paper Table 2: 1.17x at 2, 1.81x at 4, 1.46x at 8 (BDB 17.85 ms vs HTSTE 32.22 ms at 4).
    measuredSizes('charm C5', [ratio(sweep(), 'tste', 4, 'meanIoLatencyMs')], [1.81], '×');
    for (const n of [4, 6, 8]) {
      expect(ratio(sweep(), 'tste', n, 'meanIoLatencyMs')).toBeGreaterThan(1.2);
      expect(Math.abs(ratio(sweep(), 'tste', n, 'ioCount') - 1)).toBeLessThan(0.2);
    }
  });

  it('C10: mis-prefetches are a few per cent and grow with concurrency', () => {
    // Paper Table 6 (w = 1): 0.9% at 2 rising to 4.4% at 6.
    const mp = (n: number) => at(sweep(), 'tste', n, 'misprefetchPct');
    measured(
      'charm C10',
      `${sig3(mp(2))}% at 2 → ${sig3(mp(6))}% at 6`,
      mp(6) > mp(2) && mp(8) < 10,
    );
    expect(at(sweep(), '2pl', 4, 'misprefetchPct')).toBe(0);
    expect(mp(2)).toBeLessThan(1.5);
    expect(mp(6)).toBeGreaterThan(mp(2));
    expect(mp(12)).toBeGreaterThan(mp(4));
    expect(mp(16)).toBeGreaterThan(mp(4) * 2);
    expect(mp(8)).toBeLessThan(10);
  });

  it('C11: fewer deadlock aborts under HTSTE at every concurrency', () => {
    // Paper Table 3: 0.4% vs 1.8% at 4; 5.0% vs 5.4% at 12.
    const aborts = (v: string) => at(sweep(), v, 4, 'abortPct');
    measured(
      'charm C11',
      `${sig3(aborts('htste'))}% vs ${sig3(aborts('2pl'))}% at 4`,
      [2, 4, 6, 8, 12, 16].every(
        (n) => at(sweep(), 'htste', n, 'abortPct') < at(sweep(), '2pl', n, 'abortPct'),
      ),
    );
    for (const n of [2, 4, 6, 8, 12, 16]) {
      expect(at(sweep(), 'htste', n, 'abortPct')).toBeLessThan(at(sweep(), '2pl', n, 'abortPct'));
    }
    expect(at(sweep(), '2pl', 4, 'abortPct')).toBeGreaterThan(0.5);
  });

  it('Table 1: under 2PL most lock wait is another transaction’s disk I/O, falling steeply with concurrency', () => {
    // Paper: 93.3% at 2, 80.9% at 4, 54.1% at 6, 34.8% at 8, 18.4% at 10, measured as the
    // delay due to I/O of the "contending" transaction (the direct blocker): waiting
    // behind a waiter is true data contention.
    const share = (n: number) => at(sweep(), '2pl', n, 'lockWaitFromHolderIoPct');
    measured(
      'charm Table 1',
      `${[2, 4, 6, 8, 12].map((n) => `${sig3(share(n))}%`).join(', ')} at 2, 4, 6, 8, 12`,
      share(4) < share(2) && share(8) < share(4) && share(12) < share(8),
    );
    expect(share(2)).toBeGreaterThan(85);
    expect(share(4)).toBeLessThan(share(2) - 10);
    expect(share(8)).toBeLessThan(share(4) - 10);
    // A blocker that released all its locks blocks its old waiters no more, though it
    // restarts (a victim queued again behind them): counted as their blocker, as it was until
    // 2026-12-02, it made the share at 12 look like 31%; truly it is about 51%, so only a
    // fall of more than 30 points is asserted (the paper's is 75 points from 2 to 10).
    expect(share(12)).toBeLessThan(share(2) - 30);
    expect(share(16)).toBeLessThan(share(12));
    expect(at(sweep(), '2pl', 1, 'lockWaitFromHolderIoPct')).toBe(0);
    // Blamed on the root of the chain instead, the share stays near the I/O share of a
    // lock holder's time whatever the concurrency (Figure 1's transitive absorption).
    const rootShare = (n: number) => at(sweep(), '2pl', n, 'lockWaitFromIoPct');
    expect(rootShare(16)).toBeGreaterThan(75);
  });
});
