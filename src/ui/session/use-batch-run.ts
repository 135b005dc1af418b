/**
 * The React side of running a scenario. `start` plans the runs once (one per compare
 * variant, or for a sweep one per value per variant) with the chosen seed and edits, hands
 * each worker its resolved run (nothing left for it to plan) through a pool of workers
 * sized to the machine's cores (the run in focus first: run-order.ts), and folds progress
 * (coalesced to a few reports a second) and outcomes into a BatchState. Compare runs stream
 * their traces (within a shared budget); each run's first chunk is drawn at once as its
 * preview (the timeline plays it until a view is ready), and each is turned into a RunView
 * while it streams, finished in time slices when it ends (the batch is over once every view
 * is built). A new batch cancels the one before; unmounting stops the workers. The state
 * itself lives in a Store so views can select slices of it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Override } from '../../scenario/overrides.ts';
import type { RunProgress } from '../../worker/client.ts';
import { describeErrors } from '../../scenario/field-errors.ts';
import { isTwoStageOn } from '../technique-views.ts';
import { SimPool, type BatchHandle, type BatchListeners } from '../../worker/pool.ts';
import { Store } from '../store/store.ts';
import {
  IDLE_BATCH,
  invalidBatch,
  startedBatch,
  withOutcome,
  withOutcomes,
  withPaused,
  withPreview,
  withProgress,
  type BatchKind,
  type BatchState,
} from './batch-state.ts';
import { takeHeadStart, workerLimit } from './head-start.ts';
import { planBatch } from './plan-batch.ts';
import { byPlanIndex, focusFirst, inPlanOrder, isPlanOrder } from './run-order.ts';
import { previewOf, RunViewBuilder } from './run-view-builder.ts';
import { ProgressCoalescer } from './progress-coalescer.ts';
import { afterFrames, SlicedQueue } from './time-slice.ts';

export interface BatchRequest {
  /** The scenario document; planned here once, each worker gets its resolved run. */
  doc: unknown;
  /** For messages when the document does not even parse. */
  label: string;
  seed: number;
  overrides?: readonly Override[];
  kind?: BatchKind;
  /** Seeds per sweep point (sweeps only; default 1). */
  seeds?: number;
  /**
   * The variant the stage shows first (compare only; null or absent: the first planned): its
   * run goes to a worker first, and its preview is drawn before any folding.
   */
  focus?: string | null;
}

export interface BatchControls {
  store: Store<BatchState>;
  start: (request: BatchRequest) => void;
  cancel: () => void;
  pause: () => void;
  resume: () => void;
}

/** Progress reaches the page at most this often (the views re-render with it). */
const PROGRESS_INTERVAL_MS = 200;

/**
 * Largest first chunk drawn as a preview, and most lanes: it is folded and first drawn in one
 * task, so a big run (thousands of terminals or disks) shows nothing until its view is ready,
 * as before.
 */
const PREVIEW_MAX_EVENTS = 4_000;
const PREVIEW_MAX_LANES = 200;

/** Streamed events folded per step of the view-building queue. */
const APPEND_EVENTS = 500;

export function useBatchRun(): BatchControls {
  const store = useMemo(() => new Store<BatchState>(IDLE_BATCH), []);
  const pool = useRef<SimPool | null>(null);
  const batch = useRef<BatchHandle | null>(null);
  /** The running batch's queue of view-building steps. */
  const queues = useRef<SlicedQueue | null>(null);
  /** The running batch's progress, handed to the store a few times a second. */
  const progress = useRef<ProgressCoalescer<RunProgress> | null>(null);
  /** Bumped per batch, so late messages from an older batch change nothing. */
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current++;
      batch.current?.cancel();
      queues.current?.cancel();
      progress.current?.cancel();
      pool.current?.terminate();
      pool.current = null;
    },
    [],
  );

  const start = useCallback(
    ({ doc, label, seed, overrides = [], kind = 'compare', seeds = 1, focus }: BatchRequest) => {
      batch.current?.cancel();
      queues.current?.cancel();
      progress.current?.cancel();
      const token = ++generation.current;
      const current = (): boolean => generation.current === token;
      const plan = planBatch(doc, seed, overrides, kind, seeds);
      if (!plan.ok) {
        batch.current = null;
        store.set(invalidBatch(label, describeErrors(plan.errors), token));
        return;
      }
      const { planned, requests, traceLimit } = plan.value;
      store.set(startedBatch(planned, seed, kind, token));
      // A two-stage comparison: its conventional run also gets the two-stage views.
      const twoStage = planned.some((run) => isTwoStageOn(run.scenario));
      // Each traced run's view is built as its trace streams in (no long task at its end).
      const builders = planned.map(() => new RunViewBuilder());
      // The focused run goes to a worker first: the stage waits for its preview.
      const focusIndex = kind === 'compare' ? planned.findIndex((r) => r.variant === focus) : -1;
      const order = focusFirst(planned.length, focusIndex);
      // Each traced run's first chunk is drawn at once, so the timeline plays before it ends
      // (ahead of the folding queue: the chunk is the trace from the run's start).
      const previewed = planned.map(() => false);
      let heldForPreview = false;
      // Chunks and finishing steps run in time slices, in arrival order, between other tasks.
      const queue = new SlicedQueue();
      queues.current = queue;
      const reports = new ProgressCoalescer<RunProgress>((updates) => {
        if (!current()) return;
        store.set((s) => {
          let next = s;
          for (const [index, p] of updates) next = withProgress(next, index, p);
          return next;
        });
      }, PROGRESS_INTERVAL_MS);
      progress.current = reports;
      // The page's first compare batch may have been started before the first render.
      const head = takeHeadStart({ doc, seed, overrides, kind, planOrder: isPlanOrder(order) });
      if (head !== null) {
        pool.current?.terminate();
        pool.current = head.pool;
      }
      pool.current ??= new SimPool(workerLimit());
      const early = head?.batch ?? null;
      const startedAt = early?.startedAt ?? performance.now();
      const listeners: BatchListeners = {
        onProgress: (index, p) => {
          if (current()) reports.push(index, p);
        },
        onTrace: (index, events, cut) => {
          if (!current()) return;
          const builder = builders[index]!;
          const run = store.get().runs[index];
          if (!previewed[index] && events.length > 0 && run !== undefined && run.view === null) {
            previewed[index] = true;
            if (events.length <= PREVIEW_MAX_EVENTS) {
              const preview = previewOf(events, {
                planned: planned[index]!,
                title: run.title,
                twoStage,
              });
              const lanes = preview.model.txnLanes.length + preview.model.deviceLanes.length;
              const drawn = lanes <= PREVIEW_MAX_LANES ? preview : null;
              store.set((s) => withPreview(s, index, drawn));
              // The batch's first preview, and the focused run's, are drawn before any
              // folding: one of them is the first frame.
              if (!heldForPreview || index === order[0]) queue.holdUntil(afterFrames());
              heldForPreview = true;
            } else {
              store.set((s) => withPreview(s, index, null));
            }
          }
          for (let i = 0; i < events.length; i += APPEND_EVENTS) {
            const part = events.slice(i, i + APPEND_EVENTS);
            const last = i + APPEND_EVENTS >= events.length;
            queue.push(() => builder.append(part, cut && last));
          }
          if (events.length === 0) queue.push(() => builder.append(events, cut));
        },
        onOutcome: (index, outcome) => {
          if (!current()) return;
          reports.flush();
          const state = store.get().runs[index];
          if (outcome.kind !== 'done' || traceLimit <= 0 || state === undefined) {
            store.set((s) => withOutcome(s, index, outcome, null));
            return;
          }
          const ending = {
            planned: planned[index]!,
            title: state.title,
            description: state.description,
            stats: outcome.stats,
            row: outcome.row,
            twoStage,
          };
          const steps = builders[index]!.finishSteps(ending, (view) => {
            store.set((s) => withOutcome(s, index, outcome, view));
          });
          queue.push(...steps);
        },
      };
      const dispatched = order.map((i) => requests[i]!);
      const handle =
        early?.handle ?? pool.current.runBatch(dispatched, byPlanIndex(listeners, order));
      early?.attach(listeners);
      batch.current = handle;
      // The batch is over once every view is built too.
      void handle.results.then(async (byDispatch) => {
        const outcomes = inPlanOrder(byDispatch, order);
        await queue.idle();
        if (!current()) return;
        batch.current = null;
        store.set((s) => withOutcomes(s, outcomes, performance.now() - startedAt));
      });
    },
    [store],
  );

  const cancel = useCallback(() => batch.current?.cancel(), []);
  const pause = useCallback(() => {
    batch.current?.pause();
    store.set((s) => withPaused(s, true));
  }, [store]);
  const resume = useCallback(() => {
    batch.current?.resume();
    store.set((s) => withPaused(s, false));
  }, [store]);

  return useMemo(
    () => ({ store, start, cancel, pause, resume }),
    [store, start, cancel, pause, resume],
  );
}
