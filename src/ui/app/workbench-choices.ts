/**
 * The instructor's choices on the workbench, kept per scenario: the runs the compare view
 * shows (null: every run) and the panel tab picked. Another scenario starts from its own
 * defaults (all runs, its main tab), a pick that would leave no run shows them all, and a
 * pick of every run is no pick (so links stay short). Pure.
 */
export interface WorkbenchChoices<Tab> {
  /** The scenario the choices were made on. */
  scenarioId: string;
  /** Keys (variant ids) of the runs shown, in any order; null shows every run. */
  pickedRuns: readonly string[] | null;
  tab: Tab | null;
}

export function choicesFor<Tab>(
  choices: WorkbenchChoices<Tab>,
  scenarioId: string,
): WorkbenchChoices<Tab> {
  return choices.scenarioId === scenarioId ? choices : { scenarioId, pickedRuns: null, tab: null };
}

/** The runs shown: those picked, or every run when there is no pick or it leaves none. */
export function pickRuns<T extends { key: string }>(
  runs: readonly T[],
  picked: readonly string[] | null,
): readonly T[] {
  if (picked === null) return runs;
  const shown = runs.filter((r) => picked.includes(r.key));
  return shown.length === 0 ? runs : shown;
}

/**
 * The pick after a run's box is toggled: the keys shown, in the runs' order, or null when
 * that is every run. The last run shown stays.
 */
export function togglePick(
  runs: readonly { key: string }[],
  picked: readonly string[] | null,
  key: string,
): readonly string[] | null {
  const shown = pickRuns(runs, picked).map((r) => r.key);
  const next = shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key];
  if (next.length === 0) return picked;
  const ordered = runs.map((r) => r.key).filter((k) => next.includes(k));
  return ordered.length === runs.length ? null : ordered;
}

/** The id a source's scenario goes by (its document's `id`), as the workspace names it. */
export function scenarioIdOf(source: {
  kind: 'builtin' | 'inline';
  id?: string;
  doc: unknown;
}): string {
  const id = (source.doc as { id?: unknown } | null)?.id;
  if (typeof id === 'string') return id;
  return source.kind === 'builtin' && source.id !== undefined ? source.id : 'scenario';
}
