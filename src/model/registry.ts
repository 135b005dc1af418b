/**
 * The engine's registry: the one place that lists the techniques' strategies and picks,
 * for a scenario, the model and the strategy of every seam (seams.ts). A technique that is
 * off gets the model's default strategy.
 */
import type { Scenario } from '../scenario/schema.ts';
import { makeCommitStrategy, effectiveProtocol } from '../techniques/commit/engine/commit.ts';
import { withConcurrencyControl } from '../techniques/concurrency-control/engine/strategies.ts';
import { algorithmOf } from '../techniques/concurrency-control/algorithm.ts';
import { makeLockGranularity } from '../techniques/granularity/engine/lock-policy.ts';
import { PrivateBufferExecution } from '../techniques/granularity/engine/private-buffer-attempt.ts';
import { buildStorageTiers } from '../techniques/storage/engine/storage-system.ts';
import { TwoStageStrategy } from '../techniques/two-stage/engine/two-stage-attempt.ts';
import { TwoStageExecution } from '../techniques/two-stage/engine/two-stage-execution.ts';
import { StrictTwoPhaseLocking } from './db/strict-two-phase-locking.ts';
import { loadedTlsModel } from './loaded-models.ts';
import type { ExecutionStrategy, ModelEnv, SimulationModel, StorageTiersFactory } from './seams.ts';
import { TransactionProcessingModel } from './transaction-processing-model.ts';
import { ConventionalExecution } from './workload/conventional-attempt.ts';
import type { TransactionStrategies } from './workload/transaction-context.ts';

/** The model a scenario runs: thread-level speculation with a `tls` section, else transaction processing. */
export function modelFor(scenario: Scenario): SimulationModel {
  if (scenario.tls === null) return transactionProcessing;
  // Provided when its module loads (loaded-models.ts): index.ts loads it with the engine;
  // the browser worker only for a run that needs it.
  const tls = loadedTlsModel();
  if (tls === null) throw new Error('the thread-level speculation model is not loaded');
  return tls;
}

/** The storage seam: storage tiers for a scenario with a `storage` section. */
export const storageTiersFor: StorageTiersFactory = buildStorageTiers;

/** The commit protocol a run uses (null without a log), for the run.start event. */
export function commitProtocolOf(scenario: Scenario): ReturnType<typeof effectiveProtocol> {
  return effectiveProtocol(scenario.log);
}

/** The strategy of every seam of the transaction-processing model for a run. */
export function strategiesFor(env: ModelEnv): TransactionStrategies {
  const { scenario, db } = env;
  return withConcurrencyControl(env, {
    concurrency: new StrictTwoPhaseLocking(db.locks),
    granularity: makeLockGranularity(scenario.locking, scenario.workload.types),
    execution: executionFor(env),
    // Without locks held through the flush (optimistic control, or no locking at all) a
    // reader can see a committed writer's data before its record is durable.
    commit: makeCommitStrategy(
      effectiveProtocol(scenario.log),
      algorithmOf(scenario.concurrencyControl) === 'occ' || !scenario.locking.enabled,
    ),
  });
}

/**
 * Two-stage execution needs the shared buffer pool and no data server; the testbed's
 * per-transaction buffer has its own order; otherwise conventional.
 */
function executionFor({ sim, trace, db, scenario }: ModelEnv): ExecutionStrategy {
  const { system, execution, workload } = scenario;
  if (system.buffer.scope === 'per-transaction')
    return new PrivateBufferExecution(system.buffer.pages);
  if (execution.mode === 'conventional' || system.dataServer !== null) return conventional;
  const typeNames = workload.types.map((t) => t.name);
  return new TwoStageStrategy(new TwoStageExecution(execution, typeNames, sim, trace, db.buffer));
}

const conventional = new ConventionalExecution();
const transactionProcessing = new TransactionProcessingModel(strategiesFor);
