/**
 * The React side of running a scenario: plans the runs (one per compare variant) with the
 * chosen seed, hands them to a pool of workers (one per run, up to the machine's cores),
 * and folds progress and outcomes into a BatchState. A new batch cancels the one before;
 * unmounting stops the workers. Leaves out trace streaming for the timeline.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeErrors } from '../../scenario/parse.ts';
import { planRuns } from '../../scenario/run-plan.ts';
import { SimPool, type BatchHandle } from '../../worker/pool.ts';
import {
  IDLE_BATCH,
  invalidBatch,
  startedBatch,
  withOutcomes,
  withProgress,
  type BatchState,
} from './batch-state.ts';

export interface BatchRequest {
  /** The raw scenario document, as the workers receive it. */
  doc: unknown;
  /** For messages when the document does not even parse. */
  label: string;
  seed: number;
}

function workerLimit(): number {
  const cores = typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency;
  return Math.max(1, cores || 2);
}

export function useBatchRun(): {
  state: BatchState;
  start: (request: BatchRequest) => void;
  cancel: () => void;
} {
  const [state, setState] = useState<BatchState>(IDLE_BATCH);
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

  const start = useCallback(({ doc, label, seed }: BatchRequest) => {
    batch.current?.cancel();
    const token = ++generation.current;
    const plan = planRuns(doc, { seed });
    if (!plan.ok) {
      batch.current = null;
      setState(invalidBatch(label, describeErrors(plan.errors)));
      return;
    }
    setState(startedBatch(plan.value, seed));
    const requests = plan.value.map((run) => ({ scenario: doc, variant: run.variant, seed }));
    pool.current ??= new SimPool(workerLimit());
    const startedAt = performance.now();
    const handle = pool.current.runBatch(requests, {
      onProgress: (index, progress) => {
        if (generation.current === token) setState((s) => withProgress(s, index, progress));
      },
    });
    batch.current = handle;
    void handle.results.then((outcomes) => {
      if (generation.current !== token) return;
      batch.current = null;
      setState((s) => withOutcomes(s, outcomes, performance.now() - startedAt));
    });
  }, []);

  const cancel = useCallback(() => batch.current?.cancel(), []);

  return { state, start, cancel };
}
