/**
 * The compare view's "Explain the difference": a closed disclosure on the Results tab that,
 * opened, shows the explanation for two of the compared runs (the first two by default,
 * each pickable). The compare view's own button opens it (`openRequests` counts its
 * presses) and brings it into view. Renders nothing with fewer than two explainable runs
 * (a sweep, or runs still going).
 */
import { useEffect, useRef, useState } from 'react';
import type { VariantRun } from '../session/batch-state.ts';
import { ExplainSection } from './LazyExplainSection.tsx';
import { explainableRuns } from './explain-runs.ts';

export function CompareExplain(props: {
  runs: readonly VariantRun[];
  scenarioId: string;
  openRequests: number;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (props.openRequests === 0 || element === null) return;
    element.open = true;
    element.scrollIntoView({ block: 'start' });
  }, [props.openRequests]);
  const runs = explainableRuns(props.runs);
  if (runs.length < 2) return null;
  return (
    <details
      ref={details}
      className="compare-explain"
      data-testid="compare-explain"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Explain the difference between two runs</summary>
      {open && <ExplainSection runs={runs} a={null} scenarioId={props.scenarioId} />}
    </details>
  );
}
