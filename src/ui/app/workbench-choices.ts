/**
 * The instructor's choices on the workbench, kept per scenario: the runs left out of the
 * compare view and the panel tab picked. Another scenario starts from its own defaults (all
 * runs, its main tab), and a pick that would leave no run shows them all. Pure.
 */
export interface WorkbenchChoices<Tab> {
  /** The scenario the choices were made on. */
  scenarioId: string;
  hiddenRuns: readonly string[];
  tab: Tab | null;
}

export function choicesFor<Tab>(
  choices: WorkbenchChoices<Tab>,
  scenarioId: string,
): WorkbenchChoices<Tab> {
  return choices.scenarioId === scenarioId ? choices : { scenarioId, hiddenRuns: [], tab: null };
}

/** The runs shown: those not left out, or every run when the pick leaves none. */
export function pickRuns<T extends { key: string }>(
  runs: readonly T[],
  hidden: readonly string[],
): readonly T[] {
  const picked = runs.filter((r) => !hidden.includes(r.key));
  return picked.length === 0 ? runs : picked;
}
