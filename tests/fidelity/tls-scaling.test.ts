/**
 * Fidelity of the thread-level speculation model to "Incrementally Parallelizing Database
 * Transactions with Thread-Level Speculation" across transaction types and CPU counts
 * (claims A-F1, A-F2, A-F3, A-F7, A-F10, A-F12 of the notes). T is latency over the
 * sequential code's time for one transaction on an otherwise idle machine, all DBMS
 * changes applied. Mean of 2 seeds, each several transactions.
 */
import { describe, expect, it } from 'vitest';
import { atCpus, report, variant } from './tls-runs.ts';
import { measured, measuredSizes, sig3 } from './claims/record.ts';

const T = (cpus: number, type: string): number => variant(atCpus(cpus), type).normalizedTime;

describe('TLS across transaction types and CPU counts', () => {
  it('runs several transactions of every type', () => {
    for (const cpus of [2, 4, 8]) {
      for (const r of atCpus(cpus).values()) expect(r.minTransactions).toBeGreaterThanOrEqual(3);
    }
  });

  it('A-F1: 4 CPUs cut NEW ORDER, DELIVERY and STOCK LEVEL latency by 44-66% (T 0.34-0.56, +-0.05)', () => {
    const values = {
      newOrder: T(4, 'new-order'),
      delivery: T(4, 'delivery'),
      stockLevel: T(4, 'stock-level'),
    };
    report('A-F1 T at 4 CPUs (paper 0.34-0.56)', values);
    measured(
      'tls A-F1',
      Object.values(values).map(sig3).join(' / '),
      Object.values(values).every((t) => t >= 0.34 * 0.7 && t <= 0.56 * 1.3),
    );
    for (const t of Object.values(values)) {
      expect(t).toBeGreaterThanOrEqual(0.29);
      expect(t).toBeLessThanOrEqual(0.61);
    }
  });

  it('A-F2: PAYMENT gains nothing on 4 CPUs (paper T about 1.0)', () => {
    report('A-F2 PAYMENT T at 4 CPUs (paper about 1.0)', { T: T(4, 'payment') });
    measuredSizes('tls A-F2', [T(4, 'payment')], [1]);
    expect(T(4, 'payment')).toBeGreaterThanOrEqual(0.9);
  });

  it('A-F3: ORDER STATUS gains nothing and gets slower with more CPUs (paper T about 1.0, rising)', () => {
    const values = { t2: T(2, 'order-status'), t4: T(4, 'order-status'), t8: T(8, 'order-status') };
    report('A-F3 ORDER STATUS T at 2/4/8 CPUs', values);
    measured('tls A-F3', `T(2) ${sig3(values.t2)}, T(8) ${sig3(values.t8)}`, values.t8 > values.t2);
    expect(values.t4).toBeGreaterThanOrEqual(0.9);
    expect(values.t8).toBeGreaterThan(values.t2);
    expect(values.t8).toBeGreaterThan(1);
  });

  it('A-F7: diminishing returns from 4 to 8 CPUs; NEW ORDER idles more than NEW ORDER 150', () => {
    const t = [1, 2, 4, 8].map((c) => T(c, 'new-order'));
    report('A-F7 NEW ORDER T at 1/2/4/8 CPUs', { t1: t[0]!, t2: t[1]!, t4: t[2]!, t8: t[3]! });
    const gain12 = t[0]! - t[1]!;
    const gain24 = t[1]! - t[2]!;
    const gain48 = t[2]! - t[3]!;
    measured(
      'tls A-F7',
      `T at 1/2/4/8 CPUs ${t.map(sig3).join(' / ')}`,
      gain48 > 0 && gain48 < gain24 && gain24 < gain12,
    );
    expect(gain48).toBeGreaterThan(0);
    expect(gain48).toBeLessThan(gain24);
    expect(gain24).toBeLessThan(gain12);
    const idle = variant(atCpus(4), 'new-order').idlePct;
    const idle150 = variant(atCpus(4), 'new-order-150').idlePct;
    report('A-F7 idle % at 4 CPUs NEW ORDER / NEW ORDER 150', { idle, idle150 });
    expect(idle).toBeGreaterThan(idle150 + 10);
    expect(T(8, 'new-order-150')).toBeLessThan(T(8, 'new-order'));
  });

  it('A-F10: DELIVERY failed time is small at 2-4 CPUs and grows with CPUs', () => {
    const f = [2, 4, 8].map((c) => variant(atCpus(c), 'delivery').failedOfSequential);
    report('A-F10 DELIVERY failed / sequential at 2/4/8 CPUs', { f2: f[0]!, f4: f[1]!, f8: f[2]! });
    measured(
      'tls A-F10',
      `F at 2/4/8 CPUs ${f.map(sig3).join(' / ')}`,
      f[2]! > f[1]! && f[1]! > f[0]!,
    );
    expect(f[2]!).toBeGreaterThan(f[1]!);
    expect(f[1]!).toBeGreaterThan(f[0]!);
    expect(f[1]!).toBeLessThan(0.15);
  });

  it('A-F12: more CPUs bring more cache-miss time, latch stalls and failed work per transaction', () => {
    for (const type of ['stock-level', 'order-status', 'delivery']) {
      const perTxn = (
        cpus: number,
        pct: 'cacheMissPct' | 'latchStallPct' | 'failedPct',
      ): number => {
        const r = variant(atCpus(cpus), type);
        return (r[pct] / 100) * cpus * r.meanLatencyMs;
      };
      const values = {
        cache2: perTxn(2, 'cacheMissPct'),
        cache8: perTxn(8, 'cacheMissPct'),
        latch2: perTxn(2, 'latchStallPct'),
        latch8: perTxn(8, 'latchStallPct'),
        failed2: perTxn(2, 'failedPct'),
        failed8: perTxn(8, 'failedPct'),
      };
      report(`A-F12 ${type} ms per transaction at 2 vs 8 CPUs`, values);
      measured(
        'tls A-F12',
        `${type}: failed ${sig3(values.failed2)} → ${sig3(values.failed8)} ms`,
        values.cache8 > values.cache2 &&
          values.latch8 > values.latch2 &&
          values.failed8 > values.failed2,
      );
      expect(values.cache8).toBeGreaterThan(values.cache2);
      expect(values.latch8).toBeGreaterThan(values.latch2);
      expect(values.failed8).toBeGreaterThan(values.failed2);
    }
  });
});
