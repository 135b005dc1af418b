/**
 * Collects a run's trace events between engine slices so the worker posts them as one
 * batch per slice, never a message per event, and stops collecting at a limit.
 */
import type { TraceEvent } from '../trace/trace-event.ts';
import type { TraceConsumer } from '../trace/trace-sink.ts';

export class TraceBatcher implements TraceConsumer {
  private batch: TraceEvent[] = [];
  private room: number;
  private reachedLimit = false;

  /** `limit`: the most events ever collected (0 collects nothing). */
  constructor(limit: number) {
    this.room = limit;
  }

  accept(event: TraceEvent): void {
    if (this.room === 0) return;
    this.batch.push(event);
    if (--this.room === 0) this.reachedLimit = true;
  }

  /** The events since the last take (null if none), and whether they reached the limit. */
  take(): { events: TraceEvent[]; truncated: boolean } | null {
    if (this.batch.length === 0) return null;
    const events = this.batch;
    const truncated = this.reachedLimit;
    this.batch = [];
    this.reachedLimit = false;
    return { events, truncated };
  }
}
