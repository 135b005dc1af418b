/**
 * The compare view's door to "Explain the difference": a closed disclosure under the side
 * by side timelines that, opened, shows the explanation for two of the shown runs (the
 * first two by default, each pickable). Renders nothing with fewer than two explainable
 * runs (a sweep, or runs still going).
 */
import { useState } from 'react';
import type { VariantRun } from '../session/batch-state.ts';
import { ExplainSection } from './LazyExplainSection.tsx';
import { explainableRuns } from './explain-runs.ts';

export function CompareExplain(props: { runs: readonly VariantRun[]; scenarioId: string }) {
  const [open, setOpen] = useState(false);
  const runs = explainableRuns(props.runs);
  if (runs.length < 2) return null;
  return (
    <details
      className="compare-explain"
      data-testid="compare-explain"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Explain the difference between two runs</summary>
      {open && <ExplainSection runs={runs} a={null} scenarioId={props.scenarioId} />}
    </details>
  );
}
