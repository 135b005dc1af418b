/**
 * Trace events of two-stage execution (TSTE, OTSTE, HTSTE runs only): an attempt entering a
 * stage, and HTSTE's per-type ratios after each instance. Additive to the trace union
 * (`trace/trace-event.ts` joins them); a conventional run emits none.
 */

/** Where a two-stage transaction attempt is; 'done' follows its unpinning (commit or abort). */
export type ExecutionStage = 'fetch' | 'operate' | 'rollback' | 'done';
/** How one attempt executes (HTSTE picks one of these per transaction type). */
export type StageMode = 'conventional' | 'tste' | 'otste';

/**
 * The attempt enters a stage. A fetch stage holds no locks; 'rollback' is an OTSTE
 * conversion undoing its writes (its locks still held, released at the next fetch).
 * `pinnedFrames` is the buffer pool's count of pinned frames at this instant.
 */
export interface StageEvent {
  kind: 'txn.stage';
  t: number;
  seq: number;
  txn: number;
  stage: ExecutionStage;
  mode: StageMode;
  pinnedFrames: number;
}

/** HTSTE: a type's running ratios after one more instance, and its mode from now on. */
export interface HtsteUpdateEvent {
  kind: 'htste.update';
  t: number;
  seq: number;
  type: number;
  mode: StageMode;
  instances: number;
  /** Operate-stage accesses that needed a read, % of operate-stage accesses. */
  misprefetchPct: number;
  /** Instances that needed a read before their final operate stage, %. */
  conversionPct: number;
}

export type TwoStageTraceEvent = StageEvent | HtsteUpdateEvent;
