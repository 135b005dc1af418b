/**
 * The TLS run: one transaction at a time on an otherwise idle machine, back to back (one
 * client, no think time) until the run ends, so a run's mean response time is the latency
 * of one transaction and its throughput is one over that. The k-th transaction's plan is
 * drawn from the stream `tls/plan/<k>` whatever the options (common random numbers).
 */
import type { Scenario } from '../../../scenario/schema.ts';
import type { TlsSpec } from '../../../scenario/tls-schema.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Wait } from '../../../kernel/process.ts';
import type { RandomStreams } from '../../../kernel/random.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import { buildTlsPlan } from './build-plan.ts';
import { TlsTransaction, type TlsExecOptions } from './tls-transaction.ts';

export function tlsExecOptions(spec: TlsSpec): TlsExecOptions {
  const p = spec.penalties;
  return {
    cpus: spec.cpus,
    chain: spec.chain,
    noSpeculation: spec.noSpeculation,
    busyFactor: 1 + p.softwareOverheadPct / 100,
    localityFactor: 1 + (p.cacheLocalityPct / 100) * Math.log2(spec.cpus),
    reexecFactor: spec.noSpeculation ? 1 : 1 + p.reexecutionPct / 100,
  };
}

/** Starts the client process that runs the scenario's TLS transaction over and over. */
export function startTlsRun(
  sim: Simulation,
  trace: TraceSink,
  streams: RandomStreams,
  scenario: Scenario & { tls: TlsSpec },
): void {
  const spec = scenario.tls;
  const opts = tlsExecOptions(spec);
  function* client(): Generator<Wait, void, unknown> {
    for (let k = 0; ; k++) {
      const txn = k + 1;
      const plan = buildTlsPlan(spec, streams.stream('tls', 'plan', k));
      trace.emit({ kind: 'txn.submit', t: sim.now, txn, terminal: 0, type: 0 });
      trace.emit({ kind: 'txn.begin', t: sim.now, txn, attempt: 1 });
      yield* new TlsTransaction(sim, trace, txn, plan, opts).run();
      trace.emit({ kind: 'txn.commit', t: sim.now, txn });
    }
  }
  sim.start(client(), 'tls client');
}
