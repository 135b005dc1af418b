/**
 * Where the engine sends trace events. The sink stamps each event's `seq` and hands it to
 * its consumers: the stats fold always, a recorder when the caller wants the trace itself.
 */
import type { TraceEvent, TraceEventInput } from './trace-event.ts';

export interface TraceConsumer {
  accept(event: TraceEvent): void;
}

export class TraceSink {
  private seq = 0;
  private readonly consumers: TraceConsumer[];

  constructor(consumers: TraceConsumer[]) {
    this.consumers = consumers;
  }

  get emitted(): number {
    return this.seq;
  }

  emit(input: TraceEventInput): void {
    const event = input as TraceEvent;
    event.seq = this.seq++;
    const consumers = this.consumers;
    for (let i = 0; i < consumers.length; i++) consumers[i]!.accept(event);
  }
}

/** Keeps every event, in order. */
export class TraceRecorder implements TraceConsumer {
  readonly events: TraceEvent[] = [];
  accept(event: TraceEvent): void {
    this.events.push(event);
  }
}
