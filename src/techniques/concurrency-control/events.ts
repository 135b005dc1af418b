/**
 * Trace events of the restart-based concurrency-control algorithms: a wound (wound-wait:
 * an older requester aborts a younger holder), a failed validation (optimistic: the read
 * set met a write set committed since the attempt began), an immediate restart's conflict,
 * and each restart delay (how long an aborted attempt sleeps before it runs again).
 * Additive to the trace union; the aborts themselves stay `txn.abort` events.
 */

export type ConcurrencyControlTraceEvent =
  /** `wounder`, older, asked for `item`, which `victim`, younger, holds; the victim aborts. */
  | { kind: 'cc.wound'; t: number; seq: number; wounder: number; victim: number; item: number }
  /**
   * `txn` failed backward validation: it read `page`, which `writer` wrote and committed
   * after this attempt began.
   */
  | {
      kind: 'cc.validation-fail';
      t: number;
      seq: number;
      txn: number;
      page: number;
      writer: number;
    }
  /** Immediate restart: `txn`'s request for `item` conflicts with `holders`; it aborts. */
  | { kind: 'cc.conflict'; t: number; seq: number; txn: number; item: number; holders: number[] }
  /** An aborted attempt of `txn` sleeps `delayUs` before its next attempt begins. */
  | { kind: 'cc.restart-delay'; t: number; seq: number; txn: number; delayUs: number };

export type ConcurrencyControlTraceKind = ConcurrencyControlTraceEvent['kind'];

const CC_KINDS: ReadonlySet<string> = new Set<ConcurrencyControlTraceKind>([
  'cc.wound',
  'cc.validation-fail',
  'cc.conflict',
  'cc.restart-delay',
]);

export function isConcurrencyControlEvent(e: { kind: string }): e is ConcurrencyControlTraceEvent {
  return CC_KINDS.has(e.kind);
}
