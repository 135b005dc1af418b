/**
 * What a crash at an instant leaves behind, computed from the trace alone (so the page can
 * crash a recorded run anywhere, and a scenario's `crash.atMs` run can be checked). Every
 * event at or before the instant has happened. The log is durable up to the end of the
 * last completed flush; recovery keeps every transaction whose commit record is durable
 * and rolls back every other one: pre-committed transactions (commit request done, record
 * not durable) and everything still in flight. A committed transaction's data is
 * "published" at its commit request; a later access to a page reads (or overwrites) the
 * version of its last publisher. Two checks follow:
 * - an acknowledged update whose record is not durable is a lost acknowledgement (only the
 *   unsafe no-wait protocol can do that);
 * - an acknowledged read-only transaction that read a version whose writer is rolled back
 *   exposed data that officially never existed (the naive-ELR anomaly).
 * Without a log (no commit requests in the trace) every acknowledged transaction is kept.
 * Rollback work and recovery time are left out.
 */
import type { TraceEvent } from './trace-event.ts';

/**
 * 'durable': its commit record survives; 'read-only': an acknowledged reader (no record),
 * whose answer stands; 'rolled-back': undone by recovery, or never finished.
 */
export type CrashFate = 'durable' | 'read-only' | 'rolled-back';

export interface TxnCrashFate {
  txn: number;
  /** Its commit record's LSN; null without a commit request or for a reader. */
  lsn: number | null;
  fate: CrashFate;
  acknowledged: boolean;
  /** The transactions whose published data it read or overwrote (its final attempt). */
  readFrom: readonly number[];
}

export interface ExposedRead {
  reader: number;
  writer: number;
}

export interface CrashOutcome {
  atUs: number;
  durableLsn: number;
  /** Every transaction submitted by the crash, in submission order. */
  fates: TxnCrashFate[];
  /** Transactions kept by recovery (fate 'durable'), in commit (LSN) order. */
  kept: number[];
  rolledBack: number[];
  /** Acknowledged updates whose commit record did not survive: must be empty unless no-wait. */
  lostAcknowledged: number[];
  /** Acknowledged readers that saw data of a rolled-back writer: the naive-ELR anomaly. */
  exposedReads: ExposedRead[];
}

interface TxnTrack {
  txn: number;
  requested: boolean;
  lsn: number | null;
  acknowledged: boolean;
  readFrom: Set<number>;
  writes: Set<number>;
}

/** The outcome of a crash right after every event at or before `atUs`. */
export function crashOutcome(events: Iterable<TraceEvent>, atUs: number): CrashOutcome {
  let durableLsn = 0;
  let hasLog = false;
  const txns = new Map<number, TxnTrack>();
  const publisher = new Map<number, number>();
  for (const e of events) {
    if (e.t > atUs) break;
    switch (e.kind) {
      case 'txn.submit':
        txns.set(e.txn, {
          txn: e.txn,
          requested: false,
          lsn: null,
          acknowledged: false,
          readFrom: new Set(),
          writes: new Set(),
        });
        break;
      case 'txn.begin':
      case 'txn.abort': {
        const t = txns.get(e.txn);
        if (t !== undefined) {
          t.readFrom.clear();
          t.writes.clear();
        }
        break;
      }
      case 'page.access': {
        const t = txns.get(e.txn);
        if (t === undefined) break;
        const from = publisher.get(e.page);
        if (from !== undefined && from !== e.txn) t.readFrom.add(from);
        if (e.write) t.writes.add(e.page);
        break;
      }
      case 'txn.commit-request': {
        hasLog = true;
        const t = txns.get(e.txn);
        if (t === undefined) break;
        t.requested = true;
        t.lsn = e.lsn;
        for (const page of t.writes) publisher.set(page, e.txn);
        break;
      }
      case 'txn.commit': {
        const t = txns.get(e.txn);
        if (t === undefined) break;
        t.acknowledged = true;
        // Without a log, the data is published at the commit.
        if (!t.requested) for (const page of t.writes) publisher.set(page, e.txn);
        break;
      }
      case 'log.flush.end':
      case 'crash':
        durableLsn = Math.max(durableLsn, e.durableLsn);
        break;
      default:
        break;
    }
  }
  const fates: TxnCrashFate[] = [];
  const fateOf = new Map<number, CrashFate>();
  for (const t of txns.values()) {
    let fate: CrashFate;
    if (!hasLog) fate = t.acknowledged ? 'durable' : 'rolled-back';
    else if (t.lsn !== null) fate = t.lsn <= durableLsn ? 'durable' : 'rolled-back';
    else fate = t.acknowledged ? 'read-only' : 'rolled-back';
    fateOf.set(t.txn, fate);
    fates.push({
      txn: t.txn,
      lsn: t.lsn,
      fate,
      acknowledged: t.acknowledged,
      readFrom: [...t.readFrom].sort((a, b) => a - b),
    });
  }
  const kept = fates
    .filter((f) => f.fate === 'durable')
    .sort((a, b) => (a.lsn ?? 0) - (b.lsn ?? 0) || a.txn - b.txn)
    .map((f) => f.txn);
  const exposedReads: ExposedRead[] = [];
  for (const f of fates) {
    if (f.fate !== 'read-only') continue;
    for (const writer of f.readFrom) {
      if (fateOf.get(writer) === 'rolled-back') exposedReads.push({ reader: f.txn, writer });
    }
  }
  return {
    atUs,
    durableLsn,
    fates,
    kept,
    rolledBack: fates.filter((f) => f.fate === 'rolled-back').map((f) => f.txn),
    lostAcknowledged: fates
      .filter((f) => f.fate === 'rolled-back' && f.acknowledged)
      .map((f) => f.txn),
    exposedReads,
  };
}
