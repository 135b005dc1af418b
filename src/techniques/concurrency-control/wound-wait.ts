/**
 * The age rule of wound-wait deadlock prevention: a requester that is older than a
 * transaction in its way wounds it (the younger one aborts and releases its locks); a
 * requester that is younger waits. "In its way" means a conflicting holder, or a
 * conflicting request queued ahead under FIFO queues: wounding younger waiters ahead too
 * keeps every wait edge pointing from younger to older, so no cycle can form. Age is the
 * time of first submission (a restarted transaction keeps it, so it cannot starve); equal
 * times are broken by the smaller transaction id. Pure.
 */

export interface TxnAge {
  txn: number;
  /** When the transaction was first submitted, µs. */
  submittedAt: number;
}

/** True when `a` is older than `b`. */
export function isOlder(a: TxnAge, b: TxnAge): boolean {
  return a.submittedAt !== b.submittedAt ? a.submittedAt < b.submittedAt : a.txn < b.txn;
}

export interface WoundWaitDecision {
  /** Younger transactions in the way: they abort. */
  wound: number[];
  /** Older transactions in the way: the requester waits for them. */
  waitFor: number[];
}

/** What `requester` does about the transactions `inTheWay` (conflicting holders and waiters ahead). */
export function woundWait(requester: TxnAge, inTheWay: readonly TxnAge[]): WoundWaitDecision {
  const wound: number[] = [];
  const waitFor: number[] = [];
  for (const other of inTheWay) {
    if (other.txn === requester.txn) continue;
    if (isOlder(requester, other)) wound.push(other.txn);
    else waitFor.push(other.txn);
  }
  return { wound, waitFor };
}
