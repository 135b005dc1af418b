/**
 * The committed transactions' samples (after the warm-up) kept as columns of numbers: one
 * typed array per field, grown by doubling. A run keeps one sample per commit until its
 * end, so as objects they were tens of thousands of young objects that every scavenge
 * copied and then promoted; as columns a commit writes five numbers. A sample as an object
 * is made only when asked for (`toSamples`, for tests and oracles). All fields are whole
 * numbers (µs, a type index), which a Float64Array holds exactly, so every column is one. Leaves out any order
 * other than commit order.
 */
import type { CommitSample } from './stats-types.ts';

const INITIAL_ROOM = 256;

export class CommitColumns {
  length = 0;
  commitUs = new Float64Array(INITIAL_ROOM);
  responseUs = new Float64Array(INITIAL_ROOM);
  /** The transaction type's index. */
  type = new Float64Array(INITIAL_ROOM);
  /** From commit request to acknowledgement if it waited for the log, else -1. */
  flushWaitUs = new Float64Array(INITIAL_ROOM);
  lockWaitUs = new Float64Array(INITIAL_ROOM);

  /** Columns of the given samples (a missing flush wait is -1, a missing lock wait 0). */
  static of(samples: readonly CommitSample[]): CommitColumns {
    const columns = new CommitColumns();
    for (const s of samples) {
      columns.push(s.commitUs, s.responseUs, s.type, s.flushWaitUs ?? -1, s.lockWaitUs ?? 0);
    }
    return columns;
  }

  push(
    commitUs: number,
    responseUs: number,
    type: number,
    flushWaitUs: number,
    lockWaitUs: number,
  ): void {
    const i = this.length;
    if (i === this.commitUs.length) this.grow();
    this.commitUs[i] = commitUs;
    this.responseUs[i] = responseUs;
    this.type[i] = type;
    this.flushWaitUs[i] = flushWaitUs;
    this.lockWaitUs[i] = lockWaitUs;
    this.length = i + 1;
  }

  /** The samples as objects, in commit order. */
  toSamples(): CommitSample[] {
    const out: CommitSample[] = [];
    for (let i = 0; i < this.length; i++) {
      out.push({
        commitUs: this.commitUs[i]!,
        responseUs: this.responseUs[i]!,
        type: this.type[i]!,
        flushWaitUs: this.flushWaitUs[i]!,
        lockWaitUs: this.lockWaitUs[i]!,
      });
    }
    return out;
  }

  private grow(): void {
    const room = this.commitUs.length * 2;
    this.commitUs = widened(this.commitUs, room);
    this.responseUs = widened(this.responseUs, room);
    this.flushWaitUs = widened(this.flushWaitUs, room);
    this.lockWaitUs = widened(this.lockWaitUs, room);
    this.type = widened(this.type, room);
  }
}

function widened(column: Float64Array, room: number): Float64Array<ArrayBuffer> {
  const wider = new Float64Array(room);
  wider.set(column);
  return wider;
}
