/**
 * What two-stage execution shares across a run: the scenario's execution settings, the
 * count of update commits (data-dependent accesses change with it), the HTSTE classifier
 * and the trace of stages. One per run; null for conventional execution, which keeps the
 * plain strict-2PL path of transaction.ts.
 */
import { msToDuration } from '../../../base/time.ts';
import type { TwoStageSpec } from '../schema.ts';
import type { ExecutionStage, StageMode } from '../events.ts';
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type { BufferPool } from '../../../model/seams.ts';
import { HtsteClassifier, type InstanceRecord } from './htste-classifier.ts';

export class TwoStageExecution {
  /** Update transactions committed so far. */
  updateCommits = 0;
  readonly rollbackUsPerWrite: number;
  private readonly classifier: HtsteClassifier | null;

  constructor(
    readonly spec: TwoStageSpec,
    typeNames: readonly string[],
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    private readonly buffer: BufferPool,
  ) {
    this.rollbackUsPerWrite = msToDuration(spec.rollbackCpuMsPerWrite);
    this.classifier = spec.mode === 'htste' ? new HtsteClassifier(spec.htste, typeNames) : null;
  }

  get pinning(): boolean {
    return this.spec.pinning;
  }

  /** The mode of a new attempt of a transaction of this type. */
  modeFor(type: number): StageMode {
    if (this.classifier !== null) return this.classifier.modeOf(type);
    const mode = this.spec.mode;
    return mode === 'htste' ? 'tste' : mode;
  }

  /** True when a data-dependent access reads another page than its fetch saw. */
  changedSince(commitsAtFetch: number, draw: () => number): boolean {
    const k = this.updateCommits - commitsAtFetch;
    if (k <= 0 || this.spec.misprefetchPerCommit <= 0) return false;
    return draw() < 1 - Math.pow(1 - this.spec.misprefetchPerCommit, k);
  }

  stage(txn: number, stage: ExecutionStage, mode: StageMode): void {
    this.trace.emit({
      kind: 'txn.stage',
      t: this.sim.now,
      txn,
      stage,
      mode,
      pinnedFrames: this.buffer.pinnedFrames,
    });
  }

  /** A committed instance: counts update commits and feeds the HTSTE classifier. */
  finished(type: number, writes: boolean, instance: InstanceRecord): void {
    if (writes) this.updateCommits++;
    if (this.classifier === null) return;
    const r = this.classifier.record(type, instance);
    this.trace.emit({
      kind: 'htste.update',
      t: this.sim.now,
      type,
      mode: r.mode,
      instances: r.instances,
      misprefetchPct: r.misprefetchPct,
      conversionPct: r.conversionPct,
    });
  }
}
