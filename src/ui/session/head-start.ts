/**
 * The page's head start: before React renders anything (start-early.ts, the first module
 * main.tsx imports), the page makes its pool of simulation workers (so their script loads
 * while the page renders) and, for a page opened without a link, starts the first batch the
 * workspace is about to ask for (the default built-in at its own seed, no edits, the compare
 * runs). The first compare batch the page
 * starts takes the pool, and takes the running batch too when it asks for exactly that run
 * (in the same order);
 * the batch's messages that came before are kept and handed over in order. Any other first
 * batch cancels the early one and runs on the same pool. Leaves out links (they need the
 * scenario parser and a built-in's file first: their first batch starts as before).
 */
import type { Override } from '../../scenario/overrides.ts';
import type { BatchHandle, BatchListeners } from '../../worker/pool.ts';
import { SimPool } from '../../worker/pool.ts';
import type { BatchKind } from './batch-state.ts';
import { planBatch } from './plan-batch.ts';

/** Simulation workers for this machine: one per core. */
export function workerLimit(): number {
  const cores = typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency;
  return Math.max(1, cores || 2);
}

/** What a batch is asked to run, as the workspace's first press of Run asks it. */
export interface HeadStartRequest {
  doc: unknown;
  seed: number;
  overrides: readonly Override[];
  kind: BatchKind;
  /**
   * The runs go to the workers in plan order, as the early batch's do (false when a focused
   * variant goes first; absent: true).
   */
  planOrder?: boolean;
}

/** A batch already running, whose listeners are attached when it is taken. */
export interface EarlyBatch {
  handle: BatchHandle;
  /** When it was started (performance.now()). */
  startedAt: number;
  /** Attaches the batch's listeners: what arrived before is replayed at once, in order. */
  attach: (listeners: BatchListeners) => void;
}

interface HeadStart {
  pool: SimPool;
  early: { doc: unknown; seed: number; batch: EarlyBatch };
}

let waiting: HeadStart | null = null;

/** Keeps a batch's messages until its listeners are attached. */
function bufferedBatch(pool: SimPool, doc: unknown, seed: number): EarlyBatch | null {
  const plan = planBatch(doc, seed);
  if (!plan.ok) return null;
  const kept: ((l: BatchListeners) => void)[] = [];
  let target: BatchListeners | null = null;
  const startedAt = performance.now();
  const handle = pool.runBatch(plan.value.requests, {
    onProgress: (i, p) =>
      target ? target.onProgress?.(i, p) : kept.push((l) => l.onProgress?.(i, p)),
    onTrace: (i, events, cut) =>
      target ? target.onTrace?.(i, events, cut) : kept.push((l) => l.onTrace?.(i, events, cut)),
    onOutcome: (i, outcome) =>
      target ? target.onOutcome?.(i, outcome) : kept.push((l) => l.onOutcome?.(i, outcome)),
  });
  const attach = (listeners: BatchListeners): void => {
    target = listeners;
    for (const replay of kept.splice(0)) replay(listeners);
  };
  return { handle, startedAt, attach };
}

/**
 * Makes the page's pool and starts `first.doc`'s first compare batch at `first.seed` on it.
 * Call once, before the first render.
 */
export function startHeadStart(
  first: { doc: unknown; seed: number },
  makePool: () => SimPool = () => new SimPool(workerLimit()),
): void {
  if (waiting !== null) return;
  const pool = makePool();
  const batch = bufferedBatch(pool, first.doc, first.seed);
  if (batch === null) pool.terminate();
  else waiting = { pool, early: { ...first, batch } };
}

/**
 * For the page's first compare batch: the head start's pool (null when there is none or it
 * was taken), and the early batch when `request` asks for exactly its run (else it is
 * cancelled). Sweeps do not take it.
 */
export function takeHeadStart(
  request: HeadStartRequest,
): { pool: SimPool; batch: EarlyBatch | null } | null {
  if (waiting === null || request.kind !== 'compare') return null;
  const { pool, early } = waiting;
  waiting = null;
  const same =
    early.doc === request.doc &&
    early.seed === request.seed &&
    request.overrides.length === 0 &&
    request.planOrder !== false;
  if (!same) early.batch.handle.cancel();
  return { pool, batch: same ? early.batch : null };
}
