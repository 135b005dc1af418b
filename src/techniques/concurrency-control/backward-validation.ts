/**
 * Backward validation of optimistic concurrency control (after "Concurrency control
 * performance modeling: alternatives and implications"): an attempt remembers how many
 * transactions had committed when it began; at commit its read set is checked against
 * the write sets of every transaction that committed since. No overlap: it commits and
 * its write set joins the log of committed write sets. Overlap: it read a value that a
 * transaction serialized before it overwrote, so it must restart. Validation and the
 * write phase are one atomic step (the caller does not yield between them). Write sets
 * older than every active attempt's start are forgotten. Pure: no time, no trace.
 */

/** A committed write set, numbered in commit order (1, 2, ...). */
interface CommittedWrites {
  number: number;
  txn: number;
  pages: ReadonlySet<number>;
}

/** Why validation failed: `page` was read, and `writer` wrote it after the attempt began. */
export interface ValidationConflict {
  page: number;
  writer: number;
}

export class BackwardValidator {
  private committed = 0;
  private log: CommittedWrites[] = [];
  /** Active attempts: txn -> the commit count when the attempt began. */
  private readonly active = new Map<number, number>();

  /** How many write sets the log still holds (for tests of forgetting). */
  get retained(): number {
    return this.log.length;
  }

  /** An attempt of `txn` begins its read phase. */
  begin(txn: number): void {
    this.active.set(txn, this.committed);
  }

  /** The first page of `reads` written by a transaction that committed since `txn` began. */
  conflictOf(txn: number, reads: Iterable<number>): ValidationConflict | null {
    const start = this.active.get(txn);
    if (start === undefined) throw new Error(`T${txn} validates without having begun`);
    const since = this.log.filter((w) => w.number > start);
    if (since.length === 0) return null;
    for (const page of reads) {
      for (const w of since) if (w.pages.has(page)) return { page, writer: w.txn };
    }
    return null;
  }

  /**
   * Validates `txn` and, when it passes, records its writes as committed (the write phase):
   * null on success, else the conflict. Either way the attempt is no longer active.
   */
  validateAndCommit(
    txn: number,
    reads: Iterable<number>,
    writes: ReadonlySet<number>,
  ): ValidationConflict | null {
    const conflict = this.conflictOf(txn, reads);
    if (conflict === null && writes.size > 0) {
      this.committed++;
      this.log.push({ number: this.committed, txn, pages: writes });
    }
    this.end(txn);
    return conflict;
  }

  /** The attempt ends without committing (an abort outside validation). */
  end(txn: number): void {
    this.active.delete(txn);
    this.forget();
  }

  private forget(): void {
    let oldest = this.committed;
    for (const start of this.active.values()) oldest = Math.min(oldest, start);
    const keepFrom = this.log.findIndex((w) => w.number > oldest);
    if (keepFrom === -1) this.log = [];
    else if (keepFrom > 0) this.log = this.log.slice(keepFrom);
  }
}
