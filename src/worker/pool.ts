/**
 * Runs a batch of simulation runs in parallel on a small pool of workers: at most
 * `maxWorkers` at once, each worker taking the next waiting run when it finishes one.
 * Workers are created when first needed and kept for later batches. Cancelling a batch
 * cancels its running runs and skips the waiting ones; pausing holds the running runs in
 * their workers and starts no new ones until resumed. A worker that crashed or hung has
 * its run reported as an error and is replaced before the lane takes its next run.
 * Leaves out priorities and retries.
 */
import type { TraceEvent } from '../trace/trace-event.ts';
import {
  SimClient,
  type RunHandle,
  type RunOutcome,
  type RunProgress,
  type RunRequest,
} from './client.ts';

export interface BatchHandle {
  /** One outcome per request, in request order. */
  results: Promise<RunOutcome[]>;
  cancel(): void;
  pause(): void;
  resume(): void;
}

/** What a batch reports, each about the run at `index` of the requests. */
export interface BatchListeners {
  onProgress?: (index: number, progress: RunProgress) => void;
  /** The run's trace, chunk by chunk, for requests with a traceLimit. */
  onTrace?: (index: number, events: TraceEvent[], truncated: boolean) => void;
  /** As soon as that run is over, before the whole batch is. */
  onOutcome?: (index: number, outcome: RunOutcome) => void;
}

export class SimPool {
  private readonly clients: SimClient[] = [];

  constructor(
    private readonly maxWorkers: number,
    private readonly makeClient: () => SimClient = () => new SimClient(),
  ) {}

  runBatch(requests: readonly RunRequest[], listeners: BatchListeners = {}): BatchHandle {
    const { onProgress, onTrace, onOutcome } = listeners;
    const outcomes: RunOutcome[] = requests.map(() => ({ kind: 'cancelled' }));
    const running = new Set<RunHandle>();
    const queue = { next: 0, cancelled: false };
    /** Resolves when the batch is resumed; null while not paused. */
    let gate: { opened: Promise<void>; open: () => void } | null = null;

    const lane = async (laneIndex: number): Promise<void> => {
      while (!queue.cancelled && queue.next < requests.length) {
        if (gate !== null) {
          await gate.opened;
          continue;
        }
        const index = queue.next++;
        const handle = this.client(laneIndex).run(
          requests[index]!,
          onProgress && ((p) => onProgress(index, p)),
          onTrace && ((events, truncated) => onTrace(index, events, truncated)),
        );
        running.add(handle);
        outcomes[index] = await handle.result;
        running.delete(handle);
        onOutcome?.(index, outcomes[index]);
      }
    };

    const lanes = Math.max(1, Math.min(this.maxWorkers, requests.length));
    const work: Promise<void>[] = [];
    for (let i = 0; i < lanes; i++) work.push(lane(i));
    return {
      results: Promise.all(work).then(() => outcomes),
      cancel: () => {
        queue.cancelled = true;
        for (const handle of running) handle.cancel();
        gate?.open();
        gate = null;
      },
      pause: () => {
        if (gate !== null || queue.cancelled) return;
        let open = (): void => undefined;
        const opened = new Promise<void>((resolve) => (open = resolve));
        gate = { opened, open };
        for (const handle of running) handle.pause();
      },
      resume: () => {
        if (gate === null) return;
        for (const handle of running) handle.resume();
        gate.open();
        gate = null;
      },
    };
  }

  /** Stops every worker; runs in progress resolve as cancelled. */
  terminate(): void {
    for (const client of this.clients.splice(0)) client.terminate();
  }

  /** The lane's client, created when first needed and replaced when its worker died. */
  private client(i: number): SimClient {
    while (this.clients.length <= i) this.clients.push(this.makeClient());
    if (!this.clients[i]!.isAlive) this.clients[i] = this.makeClient();
    return this.clients[i]!;
  }
}
