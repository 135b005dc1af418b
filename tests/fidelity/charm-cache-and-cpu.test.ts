/**
 * Fidelity of two-stage execution against the share of transactions doing I/O and the CPU
 * per transaction (notes part A, claims C6 to C9) on `charm-cache-size` and
 * `charm-cpu-heavy`; the paper's values in the comments.
 */
import { describe, expect, it } from 'vitest';
import { at, ratio, runCharm } from './charm-runs.ts';
import { measured, sig3 } from './claims/record.ts';

const cache = () =>
  runCharm('charm-cache-size', {
    sweep: true,
    overrides: [
      { path: 'run.durationMs', value: 2000 },
      { path: 'sweep.values', value: [20008, 19908, 19808, 19608, 16008, 12008] },
    ],
  });
const cpuHeavy = () =>
  runCharm('charm-cpu-heavy', {
    sweep: true,
    overrides: [{ path: 'run.durationMs', value: 4000 }],
  });
const FULL = 20008;
const MEDIUM = [19908, 19808, 19608];
const STORAGE_BOUND = [16008, 12008];

describe('two-stage execution vs cache size (claims C6, C7)', () => {
  it('C6: an inverted U over the share of transactions doing I/O', () => {
    // Paper: the gain is largest below about 25% of transactions doing I/O and vanishes
    // when storage is the bottleneck.
    const best = Math.max(...MEDIUM.map((b) => ratio(cache(), 'htste', b)));
    measured(
      'charm C6',
      `HTSTE/2PL best ${sig3(best)} at medium I/O, ${STORAGE_BOUND.map((b) => sig3(ratio(cache(), 'htste', b))).join(' / ')} storage-bound, ${sig3(ratio(cache(), 'htste', FULL))} fully cached`,
      STORAGE_BOUND.every((b) => best > ratio(cache(), 'htste', b)) &&
        best > ratio(cache(), 'htste', FULL),
    );
    expect(best).toBeGreaterThan(1.15);
    for (const b of STORAGE_BOUND) {
      expect(Math.abs(ratio(cache(), 'htste', b) - 1)).toBeLessThan(0.1);
      expect(best).toBeGreaterThan(ratio(cache(), 'htste', b) + 0.15);
    }
    // Storage-bound: lock wait turns into disk queueing.
    expect(ratio(cache(), 'tste', 12008, 'meanIoLatencyMs')).toBeGreaterThan(1.5);
  });

  it('C7: fully cached, TSTE pays for running twice; OTSTE and HTSTE do not', () => {
    const full = ['tste', 'otste', 'htste'].map((v) => ratio(cache(), v, FULL));
    measured(
      'charm C7',
      `TSTE / OTSTE / HTSTE over 2PL ${full.map(sig3).join(' / ')}`,
      full[0]! < 1 && Math.abs(full[1]! - 1) < 0.05 && Math.abs(full[2]! - 1) < 0.05,
    );
    expect(at(cache(), '2pl', FULL, 'bufferHitRatio')).toBe(1);
    expect(ratio(cache(), 'tste', FULL)).toBeLessThan(0.8);
    expect(Math.abs(ratio(cache(), 'otste', FULL) - 1)).toBeLessThan(0.03);
    expect(Math.abs(ratio(cache(), 'htste', FULL) - 1)).toBeLessThan(0.05);
  });
});

describe('two-stage execution with CPU-heavy transactions and costly rollback (C8, C9)', () => {
  it('C8: TSTE = HTSTE > OTSTE > 2PL in throughput; the reverse in lock wait', () => {
    // Paper Table 7 (no idle loop): 9662 / 9686 / 6869 / 3648 tpmC; lock wait
    // 11.8 / 11.2 / 20.5 / 58.9 ms.
    const tps = (v: string) => at(cpuHeavy(), v, 0);
    const order = ['tste', 'htste', 'otste', '2pl'].map(tps);
    measured(
      'charm C8',
      `TSTE / HTSTE / OTSTE / 2PL ${order.map((x) => sig3(x)).join(' / ')} tx/s`,
      Math.abs(order[1]! / order[0]! - 1) < 0.1 && order[0]! > order[2]! && order[2]! > order[3]!,
    );
    expect(tps('htste') / tps('tste')).toBeCloseTo(1, 1);
    expect(tps('tste')).toBeGreaterThan(tps('otste') * 1.1);
    expect(tps('otste')).toBeGreaterThan(tps('2pl') * 1.1);
    const wait = (v: string) => at(cpuHeavy(), v, 0, 'lockWaitMs');
    expect(wait('2pl')).toBeGreaterThan(wait('otste'));
    expect(wait('otste')).toBeGreaterThan(wait('tste'));
  });

  it('C9: more lock-free compute shrinks TSTE’s lead; OTSTE stays below TSTE', () => {
    // Paper: TSTE/BDB 2.65 -> 2.05 from 0 to 30 ms of idle loop; BDB flat (3648 -> 3650).
    measured(
      'charm C9',
      `TSTE/2PL ${[0, 2, 5, 10].map((ms) => sig3(ratio(cpuHeavy(), 'tste', ms))).join(' → ')} at 0, 2, 5, 10 ms`,
      ratio(cpuHeavy(), 'tste', 10) < ratio(cpuHeavy(), 'tste', 0),
    );
    expect(ratio(cpuHeavy(), 'tste', 10)).toBeLessThan(ratio(cpuHeavy(), 'tste', 2) - 0.1);
    const base = [0, 2, 5, 10].map((ms) => at(cpuHeavy(), '2pl', ms));
    expect(Math.max(...base) / Math.min(...base)).toBeLessThan(1.1);
    for (const ms of [0, 2, 5, 10]) {
      expect(at(cpuHeavy(), 'otste', ms)).toBeLessThan(at(cpuHeavy(), 'tste', ms));
    }
  });
});
