/**
 * The timeline's two-stage strips: for each attempt of a two-stage run (TSTE, OTSTE,
 * HTSTE), the intervals of its fetch stage (pages read into the buffer and pinned, no
 * locks), its operate stage (the strict-2PL attempt against a warm buffer) and an OTSTE
 * rollback (a conversion undoing its writes, locks still held), placed on the
 * transaction's lane. Built once per run from the `txn.stage` events; a stage ends at the
 * attempt's next stage, its `done`, its abort or commit, or the end of the trace.
 */
import type { TxnSpan } from '../../trace/timeline-model.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import type { StageMode } from './events.ts';

export type StageKind = 'fetch' | 'operate' | 'rollback';

export interface StageStrip {
  txn: number;
  kind: StageKind;
  /** How the attempt executes (HTSTE picks it per type). */
  mode: StageMode;
  startUs: number;
  endUs: number;
  /** Frames pinned in the buffer pool when the stage began. */
  pinnedFrames: number;
}

/** Per transaction lane (by lane index), its stage strips in time order. */
export function stageStrips(
  events: readonly TraceEvent[],
  transactions: readonly Pick<TxnSpan, 'txn' | 'lane'>[],
  lanes: number,
): StageStrip[][] {
  const laneOf = new Map<number, number>();
  for (const t of transactions) laneOf.set(t.txn, t.lane);
  const byLane: StageStrip[][] = Array.from({ length: lanes }, () => []);
  const open = new Map<number, StageStrip>();
  const close = (txn: number, t: number): void => {
    const strip = open.get(txn);
    if (strip === undefined) return;
    strip.endUs = t;
    open.delete(txn);
  };
  let lastUs = 0;
  for (const e of events) {
    lastUs = e.t;
    if (e.kind === 'txn.abort' || e.kind === 'txn.commit') {
      close(e.txn, e.t);
      continue;
    }
    if (e.kind !== 'txn.stage') continue;
    close(e.txn, e.t);
    if (e.stage === 'done') continue;
    const lane = laneOf.get(e.txn);
    if (lane === undefined || lane >= lanes) continue;
    const strip: StageStrip = {
      txn: e.txn,
      kind: e.stage,
      mode: e.mode,
      startUs: e.t,
      endUs: e.t,
      pinnedFrames: e.pinnedFrames,
    };
    open.set(e.txn, strip);
    byLane[lane]!.push(strip);
  }
  for (const strip of open.values()) strip.endUs = lastUs;
  // Zero-length stages (an operate stage that commits at once) draw nothing.
  return byLane.map((strips) => strips.filter((s) => s.endUs > s.startUs));
}

/** True when the trace comes from a two-stage run (it has stage or HTSTE events). */
export function usesTwoStage(events: readonly TraceEvent[]): boolean {
  for (const e of events) if (e.kind === 'txn.stage' || e.kind === 'htste.update') return true;
  return false;
}
