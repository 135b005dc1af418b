/**
 * The transaction-processing model: terminals (or open arrivals) running transactions
 * against the database system, each through the one attempt loop of workload/
 * transaction.ts with the strategies the registry picks for the scenario.
 */
import type { DeviceInfo } from '../trace/trace-event.ts';
import type { ModelEnv, SimulationModel } from './seams.ts';
import { startSources } from './workload/sources.ts';
import {
  makeTransactionContext,
  type TransactionStrategies,
} from './workload/transaction-context.ts';
import { compileTransactionType } from './workload/txn-program.ts';

export class TransactionProcessingModel implements SimulationModel {
  readonly name = 'transaction-processing';

  constructor(
    /** The seams' strategies for a run (from the registry). */
    private readonly strategiesFor: (env: ModelEnv) => TransactionStrategies,
  ) {}

  devices(env: ModelEnv): DeviceInfo[] {
    return env.db.devices;
  }

  start(env: ModelEnv): void {
    const { sim, trace, db, scenario, streams } = env;
    const ctx = makeTransactionContext(sim, trace, db, scenario, this.strategiesFor(env));
    const planMakers = scenario.workload.types.map((type, i) =>
      compileTransactionType(type, i, scenario),
    );
    startSources(ctx, streams, scenario.workload, planMakers);
  }
}
