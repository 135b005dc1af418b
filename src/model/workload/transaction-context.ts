/**
 * What a running transaction needs from the system, prepared once per run: the database
 * system, the strategies of the seams (concurrency control, lock granularity, execution,
 * commit; picked by the registry), and samplers for every cost the scenario names (lock
 * CPU, the lock manager's added delay, the data server's CPU per call, internal think,
 * restart delay). Samplers of fixed values draw nothing, so a scenario that leaves a cost
 * at zero draws the same random numbers as before that cost existed.
 */
import { msToUs } from '../../base/time.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { durationSampler, isAlwaysZero, type Sampler } from '../../kernel/distributions.ts';
import type { Simulation } from '../../kernel/simulation.ts';
import type { DatabaseSystem } from '../db/database-system.ts';
import type {
  CommitStrategy,
  ConcurrencyControl,
  ExecutionStrategy,
  LockGranularity,
} from '../seams.ts';

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
  lockCpu: Sampler;
  lockDelay: Sampler;
  restartDelay: Sampler;
  internalThink: Sampler;
  server: DataServerCosts | null;
  /** No data server and no added delay: a lock request is its CPU and the request. */
  simpleLocks: boolean;
  nextTxnId: () => number;
  concurrency: ConcurrencyControl;
  granularity: LockGranularity;
  execution: ExecutionStrategy;
  commit: CommitStrategy;
}

/** The seams' strategies of a run (registry.ts picks them). */
export interface TransactionStrategies {
  concurrency: ConcurrencyControl;
  granularity: LockGranularity;
  execution: ExecutionStrategy;
  commit: CommitStrategy;
}

export function makeTransactionContext(
  sim: Simulation,
  trace: TraceSink,
  db: DatabaseSystem,
  scenario: Scenario,
  strategies: TransactionStrategies,
): TransactionContext {
  const { locking, system, workload } = scenario;
  const ms = (d: Parameters<typeof durationSampler>[0]): Sampler => durationSampler(d, msToUs);
  const spec = system.dataServer;
  let lastId = 0;
  return {
    sim,
    trace,
    db,
    locking,
    lockCpu: ms(locking.requestCpuMs),
    lockDelay: ms(locking.delayMs),
    restartDelay: ms(locking.restartDelayMs),
    internalThink: ms(workload.internalThinkMs),
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
    nextTxnId: () => ++lastId,
    ...strategies,
  };
}
