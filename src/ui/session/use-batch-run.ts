/**
 * The React side of running a scenario. `start` plans the runs (one per compare variant,
 * or for a sweep one per value per variant) with the chosen seed and edits, hands them to
 * a pool of workers sized to the machine's cores, and folds progress and outcomes into a
 * BatchState. Compare runs stream their traces (within a shared budget); each is turned
 * into a RunView as soon as it ends. A new batch cancels the one before; unmounting stops
 * the workers. The state itself lives in a Store so views can select slices of it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { applyOverrides, type Override } from '../../scenario/overrides.ts';
import { describeErrors } from '../../scenario/parse.ts';
import { planRuns, type PlannedRun } from '../../scenario/run-plan.ts';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { SimPool, type BatchHandle } from '../../worker/pool.ts';
import { Store } from '../store/store.ts';
import {
  IDLE_BATCH,
  invalidBatch,
  startedBatch,
  withOutcome,
  withOutcomes,
  withPaused,
  withProgress,
  type BatchKind,
  type BatchState,
} from './batch-state.ts';
import { buildRunView, traceLimitPerRun } from './build-run-view.ts';

export interface BatchRequest {
  /** The raw scenario document, as the workers receive it (edits applied by them). */
  doc: unknown;
  /** For messages when the document does not even parse. */
  label: string;
  seed: number;
  overrides?: readonly Override[];
  kind?: BatchKind;
}

export interface BatchControls {
  store: Store<BatchState>;
  start: (request: BatchRequest) => void;
  cancel: () => void;
  pause: () => void;
  resume: () => void;
}

function documentFor(doc: unknown, overrides: readonly Override[], run: PlannedRun): unknown {
  const all =
    run.param === null ? overrides : [...overrides, { path: run.param, value: run.value }];
  const applied = applyOverrides(doc, all);
  // planRuns applied these same overrides successfully, so this cannot fail.
  return applied.ok ? applied.value : doc;
}

function workerLimit(): number {
  const cores = typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency;
  return Math.max(1, cores || 2);
}

export function useBatchRun(): BatchControls {
  const store = useMemo(() => new Store<BatchState>(IDLE_BATCH), []);
  const pool = useRef<SimPool | null>(null);
  const batch = useRef<BatchHandle | null>(null);
  /** Bumped per batch, so late messages from an older batch change nothing. */
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current++;
      batch.current?.cancel();
      pool.current?.terminate();
      pool.current = null;
    },
    [],
  );

  const start = useCallback(
    ({ doc, label, seed, overrides = [], kind = 'compare' }: BatchRequest) => {
      batch.current?.cancel();
      const token = ++generation.current;
      const current = (): boolean => generation.current === token;
      const plan = planRuns(doc, { seed, overrides, sweep: kind === 'sweep' });
      if (!plan.ok) {
        batch.current = null;
        store.set(invalidBatch(label, describeErrors(plan.errors), token));
        return;
      }
      const planned = plan.value;
      store.set(startedBatch(planned, seed, kind, token));
      const traceLimit = kind === 'compare' ? traceLimitPerRun(planned.length) : 0;
      // Each worker gets the document with the edits and its sweep value applied; it applies
      // the seed and the variant itself, in the same order planRuns does.
      const requests = planned.map((run) => ({
        scenario: documentFor(doc, overrides, run),
        variant: run.variant,
        seed,
        traceLimit,
      }));
      // A two-stage comparison: its conventional run also gets the two-stage views.
      const twoStage = planned.some((run) => run.scenario.execution.mode !== 'conventional');
      const traces: TraceEvent[][] = planned.map(() => []);
      const truncated: boolean[] = planned.map(() => false);
      pool.current ??= new SimPool(workerLimit());
      const startedAt = performance.now();
      const handle = pool.current.runBatch(requests, {
        onProgress: (index, progress) => {
          if (current()) store.set((s) => withProgress(s, index, progress));
        },
        onTrace: (index, events, cut) => {
          if (!current()) return;
          const trace = traces[index]!;
          for (const e of events) trace.push(e);
          truncated[index] = cut;
        },
        onOutcome: (index, outcome) => {
          if (!current()) return;
          const state = store.get().runs[index];
          const view =
            outcome.kind === 'done' && traceLimit > 0 && state !== undefined
              ? buildRunView({
                  variant: state.variant,
                  title: state.title,
                  description: state.description,
                  events: traces[index]!,
                  truncated: truncated[index]!,
                  stats: outcome.stats,
                  row: outcome.row,
                  twoStage,
                })
              : null;
          store.set((s) => withOutcome(s, index, outcome, view));
        },
      });
      batch.current = handle;
      void handle.results.then((outcomes) => {
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
