/**
 * The state at any instant of a recorded (or still streaming) trace, cheaply: a TraceIndex
 * replays the trace once and keeps a keyframe (a copy of the replay state) every K events,
 * so `stateAt(t)` replays at most K events from the nearest keyframe, or from the last
 * answer's state when the playhead moved forward within the same stretch. "At t" means
 * after every event with time <= t (a binary search on the sorted times). Every answer is
 * a fresh object.
 */
import type { TraceEvent } from './trace-event.ts';
import {
  apply,
  copyState,
  deadlockOf,
  emptyState,
  recentDeadlock,
  view,
  type IndexedDeadlock,
  type ReplayState,
} from './trace-replay.ts';
import type { DeadlockInfo, StateOptions, TraceIndexOptions, TraceState } from './trace-state.ts';

export { replayState, lockModesCompatible } from './trace-replay.ts';
export type * from './trace-state.ts';

/** The number of events with time <= timeUs (events are in time order). */
function countUpTo(events: readonly TraceEvent[], timeUs: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.t <= timeUs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A trace with keyframes: state at any time for the cost of at most K event replays. */
export class TraceIndex {
  private readonly events: TraceEvent[] = [];
  private readonly keyframes: ReplayState[] = [];
  private readonly head = emptyState();
  private readonly every: number;
  private readonly windowUs: number;
  private readonly deadlockList: IndexedDeadlock[] = [];
  /**
   * The state of the last answer, replayed privately: a playhead moving forward continues
   * from it instead of copying a keyframe again, when that is fewer events to apply.
   */
  private cursor: ReplayState | null = null;

  constructor(events: readonly TraceEvent[] = [], options: TraceIndexOptions = {}) {
    this.every = Math.max(1, Math.floor(options.keyframeEvery ?? 2000));
    this.windowUs = options.deadlockWindowUs ?? 0;
    this.keyframes.push(copyState(this.head));
    this.append(events);
  }

  /** Adds events that continue the trace (a streamed chunk). */
  append(events: readonly TraceEvent[]): void {
    for (const e of events) {
      const d = deadlockOf(e, this.events.length);
      if (d !== null) this.deadlockList.push(d);
      this.events.push(e);
      apply(this.head, e);
      if (this.head.applied % this.every === 0) this.keyframes.push(copyState(this.head));
    }
  }

  get eventCount(): number {
    return this.events.length;
  }

  /** Every deadlock of the trace so far, in time order. */
  get deadlocks(): DeadlockInfo[] {
    return this.deadlockList.map(({ info }) => ({ ...info, cycle: [...info.cycle] }));
  }

  /** The state after every event with time <= timeUs. */
  stateAt(timeUs: number, options: StateOptions = {}): TraceState {
    const windowUs = options.deadlockWindowUs ?? this.windowUs;
    return this.replayTo(countUpTo(this.events, timeUs), timeUs, windowUs);
  }

  /** The state after the first `count` events (stepping event by event). */
  stateAfter(count: number, options: StateOptions = {}): TraceState {
    const n = Math.max(0, Math.min(this.events.length, Math.floor(count)));
    const timeUs = n === 0 ? (this.events[0]?.t ?? 0) : this.events[n - 1]!.t;
    return this.replayTo(n, timeUs, options.deadlockWindowUs ?? this.windowUs);
  }

  private replayTo(count: number, timeUs: number, windowUs: number): TraceState {
    const s = count === this.head.applied ? this.head : this.replayedTo(count);
    return view(s, timeUs, recentDeadlock(this.deadlockList, count, timeUs, windowUs));
  }

  /** A private state after the first `count` events: the cursor moved on, or a keyframe's copy. */
  private replayedTo(count: number): ReplayState {
    const keyframe = this.keyframes[Math.floor(count / this.every)]!;
    const cursor = this.cursor;
    const s =
      cursor !== null && cursor.applied <= count && cursor.applied >= keyframe.applied
        ? cursor
        : copyState(keyframe);
    for (let i = s.applied; i < count; i++) apply(s, this.events[i]!);
    this.cursor = s;
    return s;
  }
}
