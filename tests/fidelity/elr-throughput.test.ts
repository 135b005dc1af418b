/**
 * Fidelity of early lock release (notes part B, claims E1 to E6): throughput ratios of
 * ELR and no-wait over the baseline on the built-in scenarios. The paper's magnitudes
 * come from a real machine; we check directions and bands (notes B.5), with the paper's
 * values in the comments. Each claim names the runs it reads; the runs are shared.
 */
import { describe, expect, it } from 'vitest';
import { measured, measuredSizes, sig3 } from './claims/record.ts';
import { at, runElr, scenarioDoc, speedup } from './elr-runs.ts';

const tpcc = () => runElr('elr-tpcc-threads', { sweep: true });
const tpcb = () => runElr('elr-tpcb-skew', { sweep: true });
const figure8 = () => runElr('elr-figure8', { sweep: true, seeds: [1] });
const THREADS = [5, 10, 20, 40, 63, 100];
const SKEW = [0.5, 0.4, 0.35, 0.2];
const VARIANTS = ['baseline', 'elr', 'elr-naive', 'no-wait'];

/** TPC-C-lite with one transaction type alone, at `threads` threads (6.3 per warehouse). */
function singleType(name: string, threads = 63) {
  const types = (scenarioDoc('elr-tpcc-threads')['workload'] as { types: { name: string }[] })
    .types;
  const type = types.find((t) => t.name === name)!;
  return runElr('elr-tpcc-threads', {
    overrides: [
      { path: 'workload.types', value: [{ ...type, weight: 1 }] },
      { path: 'workload.terminals', value: threads },
    ],
    seeds: [1],
  });
}

describe('ELR claims E1-E6 (throughput)', () => {
  it('E1: no lock conflicts, no gain (at most one thread per warehouse; one thread)', () => {
    // Paper: no significant speedup below 1-2 threads per warehouse.
    measuredSizes('elr E1', [speedup(tpcc(), 5), speedup(tpcc(), 10)], [1, 1], '×');
    for (const n of [5, 10]) expect(Math.abs(speedup(tpcc(), n) - 1)).toBeLessThan(0.01);
    expect(speedup(figure8(), 1)).toBeCloseTo(1, 2);
  });

  it('E2: ELR never does worse than the baseline, read-only types included', () => {
    const least = Math.min(
      ...THREADS.map((n) => speedup(tpcc(), n)),
      ...SKEW.map((h) => speedup(tpcb(), h)),
      ...[1, 2, 4, 8, 16].map((n) => speedup(figure8(), n)),
    );
    measured('elr E2', `least ELR/baseline ${sig3(least)}×`, least > 0.98);
    for (const n of THREADS) expect(speedup(tpcc(), n)).toBeGreaterThan(0.98);
    for (const h of SKEW) expect(speedup(tpcb(), h)).toBeGreaterThan(0.98);
    for (const n of [1, 2, 4, 8, 16]) expect(speedup(figure8(), n)).toBeGreaterThan(0.98);
    // Paper: Order-Status and Stock-Level are neither helped nor hurt.
    expect(speedup(singleType('order-status'))).toBeCloseTo(1, 2);
    expect(speedup(singleType('stock-level'))).toBeCloseTo(1, 2);
  });

  it('E3: the gain grows with threads per conflict unit', () => {
    // TPC-C-lite mix: speedup rises with threads per warehouse (paper: up to 2x at
    // 100 warehouses, +30% at 10; our prototype 1.19 / 1.81 / 2.79 / 4.29).
    const s = [20, 40, 63, 100].map((n) => speedup(tpcc(), n));
    measured(
      'elr E3',
      `mix at 2/4/6.3/10 per warehouse ${s.map(sig3).join(' / ')}×`,
      s.every((x, i) => i === 0 || x > s[i - 1]!),
    );
    for (let i = 1; i < s.length; i++) expect(s[i]!).toBeGreaterThan(s[i - 1]!);
    expect(s[0]!).toBeGreaterThan(1.05);
    expect(s[3]!).toBeGreaterThan(2);
    // One hot lock, 2 ms work, 6 ms flush: 1.00, 1.33, 2.67, 4.0, 4.0 (computed by hand).
    const expected = [1, 4 / 3, 8 / 3, 4, 4];
    [1, 2, 4, 8, 16].forEach((n, i) => {
      expect(speedup(figure8(), n) / expected[i]!).toBeCloseTo(1, 1);
    });
    expect(at(figure8(), 'baseline', 16)).toBeCloseTo(125, 0);
    expect(at(figure8(), 'elr', 8, 'commitsPerFlush')).toBeGreaterThan(2.5);
    expect(at(figure8(), 'baseline', 8, 'commitsPerFlush')).toBe(1);
  });

  it('E4: hot or many locks gain most; read-only types do not gain', () => {
    // Paper (10 warehouses, Fig. 10): NewOrder up to 1.31x (10 threads per warehouse),
    // Payment 2x from 5 per warehouse, Delivery 2.5x at 1 and 3x from 6.3; read-only 1.0 (E2).
    const newOrder = speedup(singleType('new-order', 100));
    const payment = speedup(singleType('payment'));
    const deliveryAtOne = speedup(singleType('delivery', 10));
    const delivery = speedup(singleType('delivery'));
    measuredSizes('elr E4', [newOrder, payment, delivery], [1.31, 2, 3], '×');
    expect(newOrder).toBeGreaterThan(1.05);
    expect(newOrder).toBeLessThan(1.31 * 1.3);
    // Delivery meets other warehouses' Deliveries on a shared lock unit, so it gains already
    // at one thread per warehouse, and gains most of all types from 6.3 on.
    expect(Math.abs(deliveryAtOne / 2.5 - 1)).toBeLessThan(0.3);
    expect(Math.abs(delivery / 3 - 1)).toBeLessThan(0.3);
    expect(delivery).toBeGreaterThan(newOrder * 1.5);
    // Known gap (docs/design.md): Payment gains about the threads per warehouse (6x), not 2x,
    // so it still passes Delivery here; only Payment over NewOrder holds.
    expect(payment).toBeGreaterThan(newOrder * 1.5);
  });

  it('E5: skew collapses the baseline but not ELR (TPC-B, 64 threads)', () => {
    const base = SKEW.map((h) => at(tpcb(), 'baseline', h));
    for (let i = 1; i < base.length; i++) expect(base[i]!).toBeLessThan(base[i - 1]!);
    const elr = SKEW.map((h) => at(tpcb(), 'elr', h));
    expect(Math.max(...elr) / Math.min(...elr)).toBeLessThan(1.1);
    // Paper: about 2x at h = 0.5, rising to 7-8x at h = 0.2 (prototype 1.71 and 8.84).
    measuredSizes('elr E5', [speedup(tpcb(), 0.5), speedup(tpcb(), 0.2)], [2, 7.5], '×');
    expect(speedup(tpcb(), 0.5)).toBeGreaterThan(1.5);
    expect(speedup(tpcb(), 0.5)).toBeLessThan(2.5);
    expect(speedup(tpcb(), 0.2)).toBeGreaterThan(6.5);
    expect(speedup(tpcb(), 0.2)).toBeLessThan(10);
  });

  it('E6: no-wait >= ELR >= baseline; the no-wait gap is much wider than ELR', () => {
    const points: [ReturnType<typeof tpcc>, number][] = [
      ...THREADS.map((n) => [tpcc(), n] as [ReturnType<typeof tpcc>, number]),
      ...SKEW.map((h) => [tpcb(), h] as [ReturnType<typeof tpcb>, number]),
    ];
    for (const [results, value] of points) {
      expect(at(results, 'no-wait', value)).toBeGreaterThanOrEqual(
        at(results, 'elr', value) * 0.98,
      );
      expect(at(results, 'elr', value)).toBeGreaterThanOrEqual(
        at(results, 'baseline', value) * 0.98,
      );
    }
    measured(
      'elr E6',
      `at 40 threads: no-wait ${sig3(speedup(tpcc(), 40, 'no-wait'))}×, ELR ${sig3(speedup(tpcc(), 40))}×`,
      speedup(tpcc(), 40, 'no-wait') > 2 * speedup(tpcc(), 40) && speedup(tpcc(), 40) >= 0.98,
    );
    // Paper (TPC-C mix): no-wait about 7x, ELR at most 2x.
    expect(speedup(tpcc(), 40, 'no-wait')).toBeGreaterThan(2 * speedup(tpcc(), 40));
    // Naive and safe ELR differ only in when readers are answered: same throughput here.
    for (const n of THREADS)
      expect(at(tpcc(), 'elr-naive', n)).toBeCloseTo(at(tpcc(), 'elr', n), 0);
    expect(VARIANTS.every((v) => tpcc().has(`${v}@100`))).toBe(true);
  });
});
