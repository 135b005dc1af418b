/**
 * A fast-check arbitrary of small thread-level speculation scenarios. TLS runs on its own
 * (the parser refuses it with any other technique), so only its own section varies: CPUs,
 * transaction type, chain rewinds, sub-epochs, the no-speculation bound, jitter, epochs of
 * the micro loop, and some DBMS changes left out. Runs are a few to 30 simulated ms.
 */
import fc from 'fast-check';
import type { RawScenario } from './random-scenario.ts';

/** Small valid thread-level speculation scenarios: TLS runs on its own. */
export function randomTlsScenario(): fc.Arbitrary<RawScenario> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      durationMs: fc.integer({ min: 5, max: 30 }),
      cpus: fc.integer({ min: 1, max: 8 }),
      transactionType: fc.constantFrom(
        'new-order',
        'delivery',
        'stock-level',
        'payment',
        'order-status',
        'micro',
      ),
      chain: fc.constantFrom('checkpoint', 'full'),
      subEpochs: fc.boolean(),
      noSpeculation: fc.boolean(),
      jitterPct: fc.integer({ min: 0, max: 60 }),
      epochs: fc.integer({ min: 1, max: 12 }),
      allOptimizations: fc.boolean(),
    })
    .map((r) => ({
      version: 1,
      id: 'random-tls',
      title: 'Random TLS scenario of a property test',
      seed: r.seed,
      run: { durationMs: r.durationMs, warmupMs: 0 },
      workload: {
        terminals: 1,
        types: [{ name: 't', program: [{ op: 'cpu', ms: 1 }] }],
      },
      system: {
        database: { pages: 10 },
        buffer: { pages: 0 },
        cpu: { count: 1 },
        disks: { count: 1, service: { kind: 'time', ms: 1 } },
      },
      tls: {
        cpus: r.cpus,
        transactionType: r.transactionType,
        chain: r.chain,
        subEpochs: { enabled: r.subEpochs },
        noSpeculation: r.noSpeculation,
        jitterPct: r.jitterPct,
        micro: { epochs: r.epochs },
        ...(r.allOptimizations
          ? {}
          : { optimizations: { lazyLatches: false, escapeMalloc: false, deferLsn: false } }),
      },
    }));
}
