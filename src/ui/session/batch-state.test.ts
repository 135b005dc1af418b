import { describe, expect, it } from 'vitest';
import type { PlannedRun } from '../../scenario/run-plan.ts';
import { DEFAULT_BUILTIN } from '../app/builtin-scenarios.ts';
import { IDLE_BATCH, startedBatch, withPreview, type BatchState } from './batch-state.ts';
import { planBatch } from './plan-batch.ts';
import type { RunView, TimelineRun } from './run-view.ts';

const plan = planBatch(DEFAULT_BUILTIN.doc, 42);
if (!plan.ok) throw new Error('the default scenario does not plan');
const planned: PlannedRun[] = plan.value.planned;
const preview = { key: 'no-locks', title: 'P' } as unknown as TimelineRun;

describe('a run preview in the batch state', () => {
  it('is kept for its run while the batch runs and the run has no view', () => {
    const state = withPreview(startedBatch(planned, 42), 1, preview);
    expect(state.runs.map((r) => r.preview ?? null)).toEqual([null, preview]);
  });

  it('is dropped once the run has its view, or when the batch is not running', () => {
    const started = startedBatch(planned, 42);
    const viewed: BatchState = {
      ...started,
      runs: started.runs.map((r) => ({ ...r, view: {} as RunView })),
    };
    expect(withPreview(viewed, 0, preview)).toBe(viewed);
    expect(withPreview(IDLE_BATCH, 0, preview)).toBe(IDLE_BATCH);
  });

  it('records a run that gets none as null, apart from one whose first chunk has not come', () => {
    const state = withPreview(startedBatch(planned, 42), 0, null);
    expect(state.runs.map((r) => r.preview)).toEqual([null, undefined]);
  });
});
