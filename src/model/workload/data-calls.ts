/**
 * A transaction's calls into the database system, with their costs: a lock request (the
 * transaction's own CPU, then, with a data server, the server's turn: its CPU, the lock
 * manager's added delay, the request itself), a page read (request CPU, then the server's
 * CPU and the disk access while the server is held) and the begin and commit phases (the
 * type's own CPU and the server's, split over a number of calls). Without a data server a
 * lock request is the CPU, the delay and the request, and a phase is one CPU burst.
 */
import { resumedBy, sleep, type Wait } from '../../kernel/process.ts';
import type { RandomStream } from '../../kernel/random.ts';
import type { LockMode } from '../db/lock-modes.ts';
import type { WorkKind } from '../../trace/trace-event.ts';
import type { TransactionContext } from './transaction-context.ts';

/**
 * `yield* requestLock(...)`: a lock call with its costs, the decision left to the
 * concurrency control; false when the attempt must abort.
 */
export function* requestLock(
  ctx: TransactionContext,
  id: number,
  item: number,
  mode: LockMode,
  rng: RandomStream,
): Generator<Wait, boolean, unknown> {
  const { cpu, dataServer } = ctx.db;
  const cc = ctx.concurrency;
  const lockCpuUs = ctx.lockCpu(rng);
  if (lockCpuUs > 0) yield cpu.request(id, lockCpuUs, 'lock-cpu');
  const delayUs = ctx.lockDelay(rng);
  let pending: boolean | Wait<boolean>;
  if (dataServer === null || ctx.server === null) {
    if (delayUs > 0) yield* sleep(delayUs);
    pending = cc.request(id, item, mode);
  } else {
    yield* dataServer.take(id, 'lock-cpu');
    const serverCpuUs = ctx.server.lockCpu(rng);
    if (serverCpuUs > 0) yield cpu.request(id, serverCpuUs, 'lock-cpu');
    const holds = ctx.locking.delayHoldsServer;
    if (holds && delayUs > 0) yield* sleep(delayUs);
    pending = cc.request(id, item, mode);
    dataServer.release(id);
    if (!holds && delayUs > 0) yield* sleep(delayUs);
  }
  return typeof pending === 'boolean' ? pending : resumedBy(pending, yield pending);
}

/** Reads a page from its disk (through the data server, when there is one). */
export function* readPage(
  ctx: TransactionContext,
  id: number,
  page: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const { cpu, dataServer } = ctx.db;
  const disk = ctx.db.diskOf(page);
  if (dataServer === null || ctx.server === null) {
    yield disk.access(id, 'read');
    return;
  }
  const requestUs = ctx.server.readRequestCpu(rng);
  if (requestUs > 0) yield cpu.request(id, requestUs, 'cpu');
  yield* dataServer.take(id, 'read');
  const serverUs = ctx.server.readCpu(rng);
  if (serverUs > 0) yield cpu.request(id, serverUs, 'cpu');
  yield disk.access(id, 'read');
  dataServer.release(id);
}

/** The k-th of n near-equal whole parts of `total`. */
function part(total: number, k: number, n: number): number {
  return Math.floor((total * (k + 1)) / n) - Math.floor((total * k) / n);
}

/**
 * A begin or commit phase: `ownUs` of the transaction's CPU and `serverUs` of server CPU,
 * as calls of (own CPU, then a server turn); `inLastCall` runs inside the last turn (the
 * commit releases the locks there). Without a data server: one burst of `ownUs`.
 */
export function* phase(
  ctx: TransactionContext,
  id: number,
  ownUs: number,
  serverUs: number,
  inLastCall: (() => void) | null,
): Generator<Wait, void, unknown> {
  const { cpu, dataServer } = ctx.db;
  if (dataServer === null || ctx.server === null) {
    if (ownUs > 0) yield cpu.request(id, ownUs, 'cpu');
    inLastCall?.();
    return;
  }
  const calls = ctx.server.callsPerPhase;
  for (let k = 0; k < calls; k++) {
    const own = part(ownUs, k, calls);
    if (own > 0) yield cpu.request(id, own, 'cpu');
    yield* dataServer.take(id, 'cpu');
    const served = part(serverUs, k, calls);
    if (served > 0) yield cpu.request(id, served, 'cpu');
    if (k === calls - 1) inLastCall?.();
    dataServer.release(id);
  }
}

/** The server's rollback work for an aborted attempt (nothing without a data server). */
export function* rollback(
  ctx: TransactionContext,
  id: number,
  rng: RandomStream,
): Generator<Wait, void, unknown> {
  const { cpu, dataServer } = ctx.db;
  if (dataServer === null || ctx.server === null) return;
  const us = ctx.server.abortCpu(rng);
  if (us <= 0) return;
  const work: WorkKind = 'cpu';
  yield* dataServer.take(id, work);
  yield cpu.request(id, us, work);
  dataServer.release(id);
}
