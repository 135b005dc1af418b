/**
 * What a running transaction needs from the system, prepared once per run: the database
 * system, the lock policy, and samplers for every cost the scenario names (lock CPU, the
 * lock manager's added delay, the data server's CPU per call, internal think, restart
 * delay). Samplers of fixed values draw nothing, so a scenario that leaves a cost at zero
 * draws the same random numbers as before that cost existed.
 */
import type { CommitProtocol, Scenario } from '../../scenario/schema.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { durationSampler, isAlwaysZero, type Sampler } from '../core/distributions.ts';
import type { Simulation } from '../core/simulation.ts';
import type { DatabaseSystem } from '../db/database-system.ts';
import { makeLockPolicy, type LockPolicy } from '../db/lock-policy.ts';
import { TwoStageExecution } from '../two-stage/two-stage-execution.ts';
import { effectiveProtocol } from './commit.ts';
import {
  makeConcurrencyControl,
  type ConcurrencyControlRun,
} from '../../techniques/concurrency-control/engine/concurrency-control-run.ts';

export interface DataServerCosts {
  callsPerPhase: number;
  beginCpu: Sampler;
  commitCpu: Sampler;
  lockCpu: Sampler;
  readCpu: Sampler;
  readRequestCpu: Sampler;
  abortCpu: Sampler;
}

export interface TransactionContext {
  sim: Simulation;
  trace: TraceSink;
  db: DatabaseSystem;
  locking: Scenario['locking'];
  lockPolicy: LockPolicy;
  lockCpu: Sampler;
  lockDelay: Sampler;
  restartDelay: Sampler;
  internalThink: Sampler;
  /** Frames of each transaction's own buffer, or null with the shared buffer pool. */
  privateBufferPages: number | null;
  server: DataServerCosts | null;
  /** No data server and no added delay: a lock request is its CPU and the request. */
  simpleLocks: boolean;
  /** How commits treat locks and the log; null without a log. */
  commitProtocol: CommitProtocol | null;
  /**
   * Under early lock release: page -> commit LSN of its last writer (the version tag a
   * reader must see durable under safe ELR); null when no protocol needs it.
   */
  versions: Map<number, number> | null;
  /** Safe ELR: attempts track the highest version tag they access. */
  tracksReads: boolean;
  nextTxnId: () => number;
  /** Two-stage execution (TSTE, OTSTE, HTSTE); null: conventional strict 2PL. */
  twoStage: TwoStageExecution | null;
  /** Restart-based concurrency control; null: blocking strict 2PL. */
  concurrency: ConcurrencyControlRun | null;
}

export function makeTransactionContext(
  sim: Simulation,
  trace: TraceSink,
  db: DatabaseSystem,
  scenario: Scenario,
): TransactionContext {
  const { locking, system, workload } = scenario;
  const ms = (d: Parameters<typeof durationSampler>[0]): Sampler => durationSampler(d, 1000);
  const spec = system.dataServer;
  const protocol = effectiveProtocol(scenario.log);
  let lastId = 0;
  return {
    sim,
    trace,
    db,
    locking,
    lockPolicy: makeLockPolicy(locking, workload.types),
    lockCpu: ms(locking.requestCpuMs),
    lockDelay: ms(locking.delayMs),
    restartDelay: ms(locking.restartDelayMs),
    internalThink: ms(workload.internalThinkMs),
    privateBufferPages: system.buffer.scope === 'per-transaction' ? system.buffer.pages : null,
    server:
      spec === null
        ? null
        : {
            callsPerPhase: spec.callsPerPhase,
            beginCpu: ms(spec.beginCpuMs),
            commitCpu: ms(spec.commitCpuMs),
            lockCpu: ms(spec.lockCpuMs),
            readCpu: ms(spec.readCpuMs),
            readRequestCpu: ms(spec.readRequestCpuMs),
            abortCpu: ms(spec.abortCpuMs),
          },
    simpleLocks: spec === null && isAlwaysZero(locking.delayMs),
    commitProtocol: protocol,
    versions: protocol === 'elr' ? new Map() : null,
    tracksReads: protocol === 'elr',
    nextTxnId: () => ++lastId,
    // The two-stage modes need the shared buffer pool and no data server; otherwise conventional.
    twoStage:
      scenario.execution.mode === 'conventional' ||
      system.buffer.scope !== 'global' ||
      spec !== null
        ? null
        : new TwoStageExecution(
            scenario.execution,
            workload.types.map((t) => t.name),
            sim,
            trace,
            db.buffer,
          ),
    concurrency: makeConcurrencyControl(scenario.concurrencyControl, sim, trace, db.locks),
  };
}
