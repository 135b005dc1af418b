/**
 * The optimistic algorithm's per-attempt bookkeeping in the engine: each running attempt's
 * read set and write set (its private workspace), the backward validator they are checked
 * against, and the failed-validation event. Reads see the shared database; writes are
 * invisible to others until the attempt validates, then they are installed at once
 * (validation and install are one instant, so the trace's history is the serial order).
 */
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import { BackwardValidator } from '../backward-validation.ts';

interface Workspace {
  reads: Set<number>;
  writes: Set<number>;
}

export class OptimisticSets {
  private readonly validator = new BackwardValidator();
  private readonly workspaces = new Map<number, Workspace>();

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
  ) {}

  begin(txn: number): void {
    this.validator.begin(txn);
    this.workspaces.set(txn, { reads: new Set(), writes: new Set() });
  }

  /** The attempt reads `page` (every access reads; a write also lands in the workspace). */
  access(txn: number, page: number, write: boolean): void {
    const ws = this.workspaceOf(txn);
    ws.reads.add(page);
    if (write) ws.writes.add(page);
  }

  /**
   * Validates the attempt: its written pages (in the order first written) when it passes,
   * null when a transaction that committed since it began wrote a page it read.
   */
  validate(txn: number): readonly number[] | null {
    const ws = this.workspaceOf(txn);
    this.workspaces.delete(txn);
    const conflict = this.validator.validateAndCommit(txn, ws.reads, ws.writes);
    if (conflict === null) return [...ws.writes];
    this.trace.emit({
      kind: 'cc.validation-fail',
      t: this.sim.now,
      txn,
      page: conflict.page,
      writer: conflict.writer,
    });
    return null;
  }

  /** The attempt ends before validation (nothing of it is published). */
  abandon(txn: number): void {
    if (this.workspaces.delete(txn)) this.validator.end(txn);
  }

  private workspaceOf(txn: number): Workspace {
    const ws = this.workspaces.get(txn);
    if (ws === undefined) throw new Error(`T${txn} accesses a page outside an attempt`);
    return ws;
  }
}
