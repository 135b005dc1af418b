/**
 * Which run the stage draws when one variant is in focus (a link's variant, else the first
 * planned): its view once ready; until then its preview (its first streamed events), which
 * is waited for while its first chunk is still coming, so the first frame is the focused run
 * and never whichever variant happened to stream first. Only a focused run that gets no
 * preview (its first chunk too large, its model too wide, or it failed) lets another run
 * stand in: the first view ready, else the preview already standing in (kept, so the stage
 * does not swap before the views), else the first preview. Whatever is drawn keeps its own
 * run's title. Leaves out the compare view, which draws every run.
 */
import type { VariantRun } from './batch-state.ts';
import type { RunView, TimelineRun } from './run-view.ts';

export type FocusPick =
  { kind: 'view'; view: RunView } | { kind: 'preview'; preview: TimelineRun } | { kind: 'none' };

const NONE: FocusPick = { kind: 'none' };

/** The run in focus: the one `focus` names, else the first planned. */
export function focusedRun(runs: readonly VariantRun[], focus: string | null): VariantRun | null {
  return runs.find((r) => r.variant === focus) ?? runs[0] ?? null;
}

/** The run's first chunk has not come yet, and it may still get a preview. */
function awaitsPreview(run: VariantRun): boolean {
  return run.preview === undefined && run.view === null && run.outcome === null;
}

/** Its preview, unless the run failed (then it never becomes a view). */
function livePreview(run: VariantRun): TimelineRun | null {
  return run.outcome?.kind === 'error' ? null : (run.preview ?? null);
}

/**
 * What the stage draws of `runs` with `focus` in focus. `standing` is the preview drawn
 * before, which stays while it stands in for a focused run that has none.
 */
export function pickFocused(
  runs: readonly VariantRun[],
  focus: string | null,
  standing: TimelineRun | null = null,
): FocusPick {
  const run = focusedRun(runs, focus);
  if (run === null) return NONE;
  if (run.view !== null) return { kind: 'view', view: run.view };
  const preview = livePreview(run);
  if (preview !== null) return { kind: 'preview', preview };
  const other = runs.find((r) => r.view !== null)?.view ?? null;
  if (other !== null) return { kind: 'view', view: other };
  if (awaitsPreview(run)) return NONE;
  const previews = runs.flatMap((r) => livePreview(r) ?? []);
  const kept = standing !== null && previews.includes(standing) ? standing : null;
  const first = kept ?? previews[0];
  return first === undefined ? NONE : { kind: 'preview', preview: first };
}
