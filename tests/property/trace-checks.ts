/**
 * Checkers of model invariants that read only a recorded trace, never the engine's
 * internals. Each returns a description of the first violation it finds, or null, so a
 * failing property says exactly which event broke it.
 */
import type { LockModeName, TraceEvent } from '../../src/trace/trace-event.ts';

function show(e: TraceEvent): string {
  return JSON.stringify(e);
}

/**
 * t never decreases and seq is 0, 1, 2, ... in order; run.start first, run.end last, at the
 * end time or, for a run that stopped early, at the instant it stopped.
 */
export function checkClock(events: readonly TraceEvent[]): string | null {
  let last = -Infinity;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.seq !== i) return `event at index ${i} has seq ${e.seq}: ${show(e)}`;
    if (!Number.isFinite(e.t) || e.t < 0) return `event has a bad time: ${show(e)}`;
    if (e.t < last) return `time goes back from ${last} to ${e.t}: ${show(e)}`;
    last = e.t;
  }
  const first = events[0];
  const end = events[events.length - 1];
  if (first?.kind !== 'run.start') return 'the trace does not begin with run.start';
  if (end?.kind !== 'run.end') return 'the trace does not end with run.end';
  // A run that stopped early (saturated, or at its work budget) ends where it stopped.
  if (end.stop !== undefined) {
    if (end.t !== end.stop.atUs || end.t > first.endUs)
      return `a stopped run.end is at ${end.t}, not where it stopped (${end.stop.atUs}) before ${first.endUs}`;
    return null;
  }
  if (end.t !== first.endUs) return `run.end is at ${end.t}, not at the end time ${first.endUs}`;
  return null;
}

// The standard compatibility matrix of hierarchical locking (Gray et al.), written out
// here rather than imported so that the test does not trust the engine's copy.
const COMPATIBLE: Record<LockModeName, Record<LockModeName, boolean>> = {
  IS: { IS: true, IX: true, S: true, SIX: true, X: false },
  IX: { IS: true, IX: true, S: false, SIX: false, X: false },
  S: { IS: true, IX: false, S: true, SIX: false, X: false },
  SIX: { IS: true, IX: false, S: false, SIX: false, X: false },
  X: { IS: false, IX: false, S: false, SIX: false, X: false },
};

export function lockModesCompatible(held: LockModeName, requested: LockModeName): boolean {
  return COMPATIBLE[held][requested];
}

/**
 * Replays lock.grant and lock.release-all per item: every grant must be compatible with
 * every other transaction holding the item at that moment. A grant to a holder of the item
 * is an upgrade: its mode becomes the granted mode.
 */
export function checkLockCompatibility(events: readonly TraceEvent[]): string | null {
  const holders = new Map<number, Map<number, LockModeName>>();
  const heldBy = new Map<number, Set<number>>();
  for (const e of events) {
    if (e.kind === 'lock.grant') {
      let item = holders.get(e.item);
      if (item === undefined) holders.set(e.item, (item = new Map()));
      for (const [owner, mode] of item) {
        if (owner !== e.txn && !lockModesCompatible(mode, e.mode)) {
          return `T${e.txn} is granted ${e.mode} on item ${e.item} while T${owner} holds ${mode}: ${show(e)}`;
        }
      }
      item.set(e.txn, e.mode);
      let items = heldBy.get(e.txn);
      if (items === undefined) heldBy.set(e.txn, (items = new Set()));
      items.add(e.item);
    } else if (e.kind === 'lock.release-all') {
      for (const itemId of heldBy.get(e.txn) ?? []) holders.get(itemId)?.delete(e.txn);
      heldBy.delete(e.txn);
    }
  }
  return null;
}

interface TxnLockState {
  submitted: boolean;
  committed: boolean;
  /** An attempt has begun and has neither committed nor aborted. */
  inAttempt: boolean;
  /** The current attempt has released its locks (it may acquire no more). */
  released: boolean;
  held: Set<number>;
  /** Set by a deadlock that chose this transaction; cleared by its lock.release-all. */
  victimAt: number | null;
}

/**
 * Every lock is released: locks are granted only inside an attempt and never after that
 * attempt released its locks (strict two-phase locking); a commit finds all of them
 * released; a deadlock victim releases them at the deadlock, before its txn.abort; a new
 * attempt (and a two-stage fetch stage) starts with none; at run.end only transactions still in flight hold locks.
 */
export function checkLockRelease(events: readonly TraceEvent[]): string | null {
  const txns = new Map<number, TxnLockState>();
  const stateOf = (txn: number): TxnLockState => {
    let s = txns.get(txn);
    if (s === undefined) {
      s = {
        submitted: false,
        committed: false,
        inAttempt: false,
        released: false,
        held: new Set(),
        victimAt: null,
      };
      txns.set(txn, s);
    }
    return s;
  };
  for (const e of events) {
    switch (e.kind) {
      case 'txn.submit':
        stateOf(e.txn).submitted = true;
        break;
      case 'txn.begin': {
        const s = stateOf(e.txn);
        if (s.held.size > 0)
          return `T${e.txn} begins attempt ${e.attempt} still holding items ${[...s.held].join(', ')}: ${show(e)}`;
        s.inAttempt = true;
        s.released = false;
        break;
      }
      case 'txn.stage': {
        // A fetch stage holds no locks; after an OTSTE conversion locking starts over.
        const s = stateOf(e.txn);
        if (e.stage !== 'fetch') break;
        if (s.held.size > 0)
          return `T${e.txn} fetches holding items ${[...s.held].join(', ')}: ${show(e)}`;
        s.released = false;
        break;
      }
      case 'lock.grant': {
        const s = stateOf(e.txn);
        if (!s.inAttempt) return `T${e.txn} is granted a lock outside an attempt: ${show(e)}`;
        if (s.released) return `T${e.txn} is granted a lock after releasing its locks: ${show(e)}`;
        s.held.add(e.item);
        break;
      }
      case 'lock.release-all': {
        const s = stateOf(e.txn);
        if (s.victimAt !== null && s.victimAt !== e.t) {
          return `deadlock victim T${e.txn} (chosen at ${s.victimAt}) releases its locks only at ${e.t}`;
        }
        s.victimAt = null;
        s.held.clear();
        s.released = true;
        break;
      }
      case 'deadlock': {
        const s = stateOf(e.victim);
        if (!e.cycle.includes(e.victim))
          return `the deadlock victim is not in the cycle: ${show(e)}`;
        s.victimAt = e.t;
        break;
      }
      case 'txn.abort': {
        const s = stateOf(e.txn);
        if (s.victimAt !== null)
          return `T${e.txn} aborts before releasing its locks at the deadlock: ${show(e)}`;
        if (s.held.size > 0)
          return `T${e.txn} aborts still holding items ${[...s.held].join(', ')}: ${show(e)}`;
        s.inAttempt = false;
        break;
      }
      case 'txn.commit': {
        const s = stateOf(e.txn);
        if (s.held.size > 0)
          return `T${e.txn} commits still holding items ${[...s.held].join(', ')}: ${show(e)}`;
        s.inAttempt = false;
        s.committed = true;
        break;
      }
      case 'run.end':
        for (const [txn, s] of txns) {
          if (s.victimAt !== null) return `deadlock victim T${txn} never released its locks`;
          if (s.held.size > 0 && (!s.submitted || s.committed)) {
            return `T${txn} holds items ${[...s.held].join(', ')} at run.end but is not in flight`;
          }
        }
        break;
      default:
        break;
    }
  }
  return null;
}

/** One access of the committed history. */
interface HistoryAccess {
  txn: number;
  page: number;
  write: boolean;
}

/**
 * The committed history: page accesses of transactions that commit, only those of their
 * final attempt (after their last txn.begin, before their txn.commit), in trace order.
 */
export function committedHistory(events: readonly TraceEvent[]): HistoryAccess[] {
  const lastBegin = new Map<number, number>();
  const commitSeq = new Map<number, number>();
  for (const e of events) {
    if (e.kind === 'txn.begin') lastBegin.set(e.txn, e.seq);
    else if (e.kind === 'txn.commit') commitSeq.set(e.txn, e.seq);
  }
  const history: HistoryAccess[] = [];
  for (const e of events) {
    if (e.kind !== 'page.access') continue;
    const commit = commitSeq.get(e.txn);
    const begin = lastBegin.get(e.txn);
    if (commit === undefined || begin === undefined || e.seq < begin || e.seq > commit) continue;
    history.push({ txn: e.txn, page: e.page, write: e.write });
  }
  return history;
}

/**
 * Builds the precedence graph of a history (Ti -> Tj when Ti accesses a page before Tj and
 * one of them writes it) and returns a cycle in it, or null when the history is
 * conflict-serializable. Per page it keeps only edges from the last writer and from the
 * readers since that write: the rest follow by transitivity, so cycles are the same.
 */
export function precedenceCycle(history: readonly HistoryAccess[]): number[] | null {
  const edges = new Map<number, Set<number>>();
  const addEdge = (from: number, to: number): void => {
    if (from === to) return;
    let out = edges.get(from);
    if (out === undefined) edges.set(from, (out = new Set()));
    out.add(to);
  };
  const lastWriter = new Map<number, number>();
  const readers = new Map<number, Set<number>>();
  for (const a of history) {
    const writer = lastWriter.get(a.page);
    if (writer !== undefined) addEdge(writer, a.txn);
    if (a.write) {
      for (const r of readers.get(a.page) ?? []) addEdge(r, a.txn);
      lastWriter.set(a.page, a.txn);
      readers.set(a.page, new Set());
    } else {
      let rs = readers.get(a.page);
      if (rs === undefined) readers.set(a.page, (rs = new Set()));
      rs.add(a.txn);
    }
  }
  // Iterative depth-first search with colours; a grey successor closes a cycle.
  const colour = new Map<number, 'grey' | 'black'>();
  for (const root of edges.keys()) {
    if (colour.has(root)) continue;
    const path: number[] = [root];
    const iters: Iterator<number>[] = [(edges.get(root) ?? new Set<number>()).values()];
    colour.set(root, 'grey');
    while (path.length > 0) {
      const next = iters[iters.length - 1]!.next();
      if (next.done) {
        colour.set(path.pop()!, 'black');
        iters.pop();
        continue;
      }
      const v = next.value;
      const c = colour.get(v);
      if (c === 'grey') return path.slice(path.indexOf(v));
      if (c === 'black') continue;
      colour.set(v, 'grey');
      path.push(v);
      iters.push((edges.get(v) ?? new Set<number>()).values());
    }
  }
  return null;
}
