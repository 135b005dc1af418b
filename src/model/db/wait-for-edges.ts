/**
 * The edges of the lock table's wait-for graph, as the deadlock search (deadlock.ts) reads
 * them from the lock manager's records: whom a waiting transaction waits for, its gateway
 * (the one blocker every path from it passes through, when it has one), and whether anyone
 * can wait for a transaction at all. Leaves out the search itself and the locking rules.
 */
import type { NodeList } from './deadlock.ts';
import { compatible } from './lock-modes.ts';
import type { OwnerState } from './lock-request.ts';

/**
 * Whom `owner` waits for, in the order the search visits them: conflicting holders of the
 * item, then (without barging) conflicting requests queued ahead. A transaction both
 * holding and queued ahead is named twice; the search skips what it has seen, so it finds
 * the same cycle as a list naming each once (`LockManager.blockersOf`).
 */
export function fillWaitsFor(
  owner: OwnerState,
  into: NodeList<OwnerState>,
  barging: boolean,
): void {
  const request = owner.waiting;
  if (request === null) return;
  const mode = request.mode;
  const holders = request.entry.holders;
  for (let i = 0; i < holders.length; i++) {
    const h = holders[i]!;
    if (h.owner !== owner.txn && !compatible(h.mode, mode)) into.push(h.state);
  }
  if (barging) return;
  const queue = request.entry.queue;
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i]!;
    if (r === request) break;
    if (r.owner !== owner.txn && !compatible(r.mode, mode)) into.push(r.state);
  }
}

/**
 * A waiter's gateway (`NodeCycleFinder.followGateways`): the one holder of the item it
 * waits for, when that holder is another transaction whose mode conflicts with the
 * request, so that it heads the waiter's `fillWaitsFor` list. Every path from the waiter
 * passes through it: the rest of the list is queued on the same item, and what they wait
 * for is that item's holder or requests queued there, until a path reaches the holder (or
 * ends). With barging the list is the conflicting holders alone, which is simpler. Null for
 * a transaction that waits for nothing, undefined for a waiter without a gateway.
 */
export function gatewayOf(owner: OwnerState): OwnerState | null | undefined {
  const request = owner.waiting;
  if (request === null) return null;
  const holders = request.entry.holders;
  if (holders.length !== 1) return undefined;
  const holder = holders[0]!;
  if (holder.owner === owner.txn || compatible(holder.mode, request.mode)) return undefined;
  return holder.state;
}

/**
 * Someone may wait for `state`, a waiting transaction (a request is queued on an item it
 * holds, or behind its own request): false means no cycle can pass through it, so the
 * search is skipped.
 */
export function mayBeWaitedFor(state: OwnerState): boolean {
  const queue = state.waiting!.entry.queue;
  if (queue[queue.length - 1] !== state.waiting) return true;
  const held = state.held;
  const count = state.heldCount;
  for (let i = 0; i < count; i++) if (held[i]!.entry.queue.length > 0) return true;
  return false;
}
