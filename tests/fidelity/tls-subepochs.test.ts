/**
 * Fidelity of the TLS model's sub-epochs to "Incrementally Parallelizing Database
 * Transactions with Thread-Level Speculation" (claims A-F8, A-F9, A-F11 of the notes): a
 * loop of 8 epochs of 40 thousand instructions on 4 CPUs with a late dependence and an
 * optional early one, and STOCK LEVEL's cursor dependence. Mean of 2 seeds.
 */
import { describe, expect, it } from 'vitest';
import { atCpus, report, runTls, variant } from './tls-runs.ts';
import { measured, sig3 } from './claims/record.ts';

describe('TLS sub-epochs', () => {
  it('A-F8: sub-epochs sharply cut failed time and latency with a late dependence', () => {
    const r = runTls('tls-subepochs');
    const on = variant(r, 'sub-epochs-early');
    const off = variant(r, 'no-sub-epochs-early');
    report('A-F8 T and failed % with / without sub-epochs (notes model 0.34 / 0.65)', {
      tOn: on.normalizedTime,
      tOff: off.normalizedTime,
      failedOn: on.failedPct,
      failedOff: off.failedPct,
    });
    expect(on.normalizedTime).toBeLessThan(off.normalizedTime * 0.7);
    expect(on.failedPct).toBeLessThan(off.failedPct / 2);
  });

  it('A-F8: in real transactions nearly every epoch is violated, yet failed time stays small', () => {
    const stock = variant(atCpus(8), 'stock-level');
    const order = variant(atCpus(4), 'stock-level');
    report('A-F8 STOCK LEVEL violated epochs (8 CPUs), failed % (4 CPUs)', {
      violated: stock.violatedEpochShare,
      failedPct4: order.failedPct,
    });
    measured(
      'tls A-F8',
      `STOCK LEVEL: ${sig3(100 * stock.violatedEpochShare)}% of epochs violated, failed ${sig3(order.failedPct)}%`,
      order.failedPct < 10,
    );
    expect(stock.violatedEpochShare).toBeGreaterThan(0.9);
    expect(order.failedPct).toBeLessThan(15);
  });

  it('A-F9: without sub-epochs removing the early dependence makes it worse; with them it hardly matters', () => {
    const r = runTls('tls-subepochs');
    const values = {
      offEarly: variant(r, 'no-sub-epochs-early').normalizedTime,
      offLate: variant(r, 'no-sub-epochs-late-only').normalizedTime,
      onEarly: variant(r, 'sub-epochs-early').normalizedTime,
      onLate: variant(r, 'sub-epochs-late-only').normalizedTime,
    };
    report('A-F9 T (notes model: 0.65 / 0.79 without, 0.34 / 0.35 with)', values);
    measured(
      'tls A-F9',
      `without ${sig3(values.offEarly)} → ${sig3(values.offLate)}, with ${sig3(values.onEarly)} → ${sig3(values.onLate)}`,
      values.offLate > values.offEarly && Math.abs(values.onLate - values.onEarly) < 0.05,
    );
    expect(values.offLate).toBeGreaterThan(values.offEarly + 0.05);
    expect(Math.abs(values.onLate - values.onEarly)).toBeLessThan(0.05);
  });

  it('A-F11: STOCK LEVEL epochs are violated near their start and each rewind loses little', () => {
    const r = variant(atCpus(4), 'stock-level');
    const epochMs = r.meanSequentialMs / 192;
    const lostPerViolationMs =
      ((r.failedPct / 100) * 4 * r.meanLatencyMs) /
      Math.max(1, r.violationsPerTxn + r.squashesPerTxn);
    report('A-F11 STOCK LEVEL lost work per rewind over epoch length', {
      share: lostPerViolationMs / epochMs,
    });
    measured(
      'tls A-F11',
      `${sig3(r.violationsPerTxn)} rewinds per transaction, each ${sig3(lostPerViolationMs / epochMs)} of an epoch`,
      lostPerViolationMs < 0.5 * epochMs,
    );
    expect(r.violationsPerTxn).toBeGreaterThan(100);
    expect(lostPerViolationMs).toBeLessThan(0.5 * epochMs);
  });
});
