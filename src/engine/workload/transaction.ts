/**
 * One transaction's life under strict two-phase locking, as a process: submit, then
 * attempts until one commits. An attempt runs its plan: for each page, lock it (S to read,
 * X to write, or X for everything in exclusive mode), fix it in the buffer, compute, unfix.
 * At the end it writes its commit record (update transactions only), waits for the log if
 * commit is synchronous, and only then releases its locks. A deadlock victim releases its
 * locks, waits the restart delay, and runs the same plan again. Response time runs from
 * submit to commit, restarts included.
 */
import type { LockingSpec } from '../../scenario/schema.ts';
import type { TraceSink } from '../../trace/trace-sink.ts';
import { durationSampler, type Sampler } from '../core/distributions.ts';
import { sleep, type Wait } from '../core/process.ts';
import type { RandomStream } from '../core/random.ts';
import type { Simulation } from '../core/simulation.ts';
import type { DatabaseSystem } from '../db/database-system.ts';
import { LockMode } from '../db/lock-modes.ts';
import type { TxnPlan } from './txn-program.ts';

export interface TransactionContext {
  sim: Simulation;
  trace: TraceSink;
  db: DatabaseSystem;
  locking: LockingSpec;
  lockCpu: Sampler;
  restartDelay: Sampler;
  nextTxnId: () => number;
}

export function makeTransactionContext(
  sim: Simulation,
  trace: TraceSink,
  db: DatabaseSystem,
  locking: LockingSpec,
): TransactionContext {
  let lastId = 0;
  return {
    sim,
    trace,
    db,
    locking,
    lockCpu: durationSampler(locking.requestCpuMs, 1000),
    restartDelay: durationSampler(locking.restartDelayMs, 1000),
    nextTxnId: () => ++lastId,
  };
}

/** Runs one transaction from submission to commit. `rng` draws its execution-time randomness. */
export function* runTransaction(
  ctx: TransactionContext,
  plan: TxnPlan,
  terminal: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const id = ctx.nextTxnId();
  const submittedAt = ctx.sim.now;
  ctx.trace.emit({ kind: 'txn.submit', t: submittedAt, txn: id, terminal, type: plan.type });
  for (let attempt = 1; ; attempt++) {
    ctx.trace.emit({ kind: 'txn.begin', t: ctx.sim.now, txn: id, attempt });
    ctx.db.locks.begin(id, submittedAt);
    const committed = yield* runAttempt(ctx, plan, id, rng);
    if (committed) return;
    ctx.trace.emit({ kind: 'txn.abort', t: ctx.sim.now, txn: id, attempt, reason: 'deadlock' });
    ctx.db.locks.releaseAll(id);
    yield* sleep(ctx.restartDelay(rng));
  }
}

function* runAttempt(
  ctx: TransactionContext,
  plan: TxnPlan,
  id: number,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  const { cpu, buffer, locks, log } = ctx.db;
  const locking = ctx.locking.enabled;
  const exclusive = ctx.locking.mode === 'exclusive';
  // Each step yields only when it must wait; the fast paths (a buffer hit, a lock granted
  // at once, zero CPU) take no simulated time and allocate nothing.
  if (plan.beginCpuUs > 0) yield cpu.request(id, plan.beginCpuUs, 'cpu');
  for (const op of plan.ops) {
    if (op.page < 0) {
      yield cpu.request(id, op.cpuUs, 'cpu');
      continue;
    }
    if (locking) {
      const lockCpuUs = ctx.lockCpu(rng);
      if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
      const mode = exclusive || op.write ? LockMode.X : LockMode.S;
      const waiting = locks.request(id, op.page, mode);
      if (waiting !== null && !((yield waiting) as boolean)) return false;
    }
    if (!buffer.fixIfResident(id, op.page, op.write)) yield* buffer.fix(id, op.page, op.write);
    if (op.cpuUs > 0) yield cpu.request(id, op.cpuUs, 'cpu');
    if (op.write && buffer.writesThrough) yield* buffer.writeThrough(id, op.page);
    buffer.unfix(op.page);
  }
  if (plan.commitCpuUs > 0) yield cpu.request(id, plan.commitCpuUs, 'cpu');
  if (log !== null && plan.writes) yield* log.commit(id);
  locks.releaseAll(id);
  ctx.trace.emit({ kind: 'txn.commit', t: ctx.sim.now, txn: id });
  return true;
}
