import { describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../worker/client.ts';
import { DEFAULT_BUILTIN } from '../app/builtin-scenarios.ts';
import { startedBatch, withOutcome, withPreview, type BatchState } from './batch-state.ts';
import { focusedRun, pickFocused } from './focus-pick.ts';
import { planBatch } from './plan-batch.ts';
import type { RunView, TimelineRun } from './run-view.ts';

// The default scenario: Strict 2PL first, then "No locking (unsafe reference)".
const plan = planBatch(DEFAULT_BUILTIN.doc, 42);
if (!plan.ok) throw new Error('the default scenario does not plan');
const started = startedBatch(plan.value.planned, 42);
const [LOCKING, NO_LOCKS] = [0, 1];

const preview = (variant: string) =>
  ({ key: variant, variant, title: `preview of ${variant}` }) as unknown as TimelineRun;
const view = (variant: string) =>
  ({ key: variant, variant, title: `view of ${variant}` }) as unknown as RunView;
const done = { kind: 'done' } as unknown as RunOutcome;
const failed: RunOutcome = { kind: 'error', code: 'internal', message: 'x', errors: [] };

const lockingPreview = preview('2pl');
const noLocksPreview = preview('no-locks');
/** The unsafe reference streams its first chunk before the focused run does. */
const unsafeFirst = withPreview(started, NO_LOCKS, noLocksPreview);
const bothPreviewed = withPreview(unsafeFirst, LOCKING, lockingPreview);
const unsafeViewFirst = withOutcome(bothPreviewed, NO_LOCKS, done, view('no-locks'));

describe('the run drawn with one variant in focus', () => {
  it('is the first planned run when no variant is named, else the named one', () => {
    expect(focusedRun(started.runs, null)?.variant).toBe('2pl');
    expect(focusedRun(started.runs, 'no-locks')?.variant).toBe('no-locks');
    expect(focusedRun(started.runs, 'gone')?.variant).toBe('2pl');
  });

  it('waits for the focused run’s first chunk rather than draw the variant that streamed first', () => {
    expect(pickFocused(unsafeFirst.runs, null)).toEqual({ kind: 'none' });
    expect(pickFocused(unsafeFirst.runs, '2pl')).toEqual({ kind: 'none' });
    expect(pickFocused(bothPreviewed.runs, null)).toEqual({
      kind: 'preview',
      preview: lockingPreview,
    });
  });

  it('draws a named variant’s preview even when it is not the first planned', () => {
    const lockingFirst = withPreview(started, LOCKING, lockingPreview);
    expect(pickFocused(lockingFirst.runs, 'no-locks')).toEqual({ kind: 'none' });
    expect(pickFocused(bothPreviewed.runs, 'no-locks', lockingPreview)).toEqual({
      kind: 'preview',
      preview: noLocksPreview,
    });
  });

  it('keeps playing the focused preview when another variant’s view is ready first, then its own view', () => {
    expect(pickFocused(unsafeViewFirst.runs, null)).toEqual({
      kind: 'preview',
      preview: lockingPreview,
    });
    const ready = withOutcome(unsafeViewFirst, LOCKING, done, view('2pl'));
    expect(pickFocused(ready.runs, null)).toEqual({ kind: 'view', view: ready.runs[0]!.view });
  });

  it('lets another run stand in, under its own title, when the focused run gets no preview', () => {
    const none = withPreview(unsafeFirst, LOCKING, null);
    const pick = pickFocused(none.runs, null);
    expect(pick).toEqual({ kind: 'preview', preview: noLocksPreview });
    if (pick.kind === 'preview') expect(pick.preview.title).toBe('preview of no-locks');
    const viewed = withOutcome(none, NO_LOCKS, done, view('no-locks'));
    expect(pickFocused(viewed.runs, null)).toEqual({ kind: 'view', view: viewed.runs[1]!.view });
  });

  it('keeps the preview standing in until the views, not swapping to one planned earlier', () => {
    const threeRuns: BatchState = {
      ...started,
      runs: [{ ...started.runs[0]!, variant: 'a' }, ...started.runs],
    };
    const noneForFocus = withPreview(withPreview(threeRuns, 2, noLocksPreview), 0, null);
    const standing = pickFocused(noneForFocus.runs, 'a');
    expect(standing).toEqual({ kind: 'preview', preview: noLocksPreview });
    const later = withPreview(noneForFocus, 1, lockingPreview);
    expect(pickFocused(later.runs, 'a', noLocksPreview)).toEqual(standing);
    expect(pickFocused(later.runs, 'a')).toEqual({ kind: 'preview', preview: lockingPreview });
  });

  it('drops the preview of a focused run that failed for another run’s', () => {
    const broken = withOutcome(bothPreviewed, LOCKING, failed, null);
    expect(pickFocused(broken.runs, null)).toEqual({ kind: 'preview', preview: noLocksPreview });
  });

  it('draws nothing for an empty batch', () => {
    expect(pickFocused([], null)).toEqual({ kind: 'none' });
  });
});
