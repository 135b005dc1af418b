/**
 * "Explain the difference": two run pickers (A and B) and the waterfall of where the
 * difference in their mean response time comes from (trace/attribution/), with both runs'
 * throughput beside it. Opened from a results-table row (that run as A) or from the compare
 * view; renders nothing with fewer than two explainable runs.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { waterfall } from '../../trace/attribution/waterfall.ts';
import { WaterfallChart } from '../charts/WaterfallChart.tsx';
import { formatMagnitude } from '../format.ts';
import { explainPair, type ExplainableRun } from './explain-runs.ts';
import './explain.css';

export function ExplainSection(props: {
  runs: readonly ExplainableRun[];
  /** The run to explain first (A), and the other one (B); null for the defaults. */
  a: string | null;
  b?: string | null;
  scenarioId: string;
  /** Moves focus to the heading when it opens (from a button elsewhere on the page). */
  focusOnOpen?: boolean;
  onClose?: () => void;
}) {
  // Parents key this by the run asked about, so a new ask starts from it.
  const [a, setA] = useState(props.a);
  const [b, setB] = useState(props.b ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = props.focusOnOpen ?? false;
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  const id = useId();
  const pair = explainPair(props.runs, a, b);
  if (pair === null) return null;
  const w = waterfall(pair.a.attribution, pair.b.attribution);
  const picker = (label: string, value: string, onChange: (key: string) => void) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {props.runs.map((r) => (
          <option key={r.key} value={r.key}>
            {r.title}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="explain-section" aria-labelledby={`${id}-heading`} data-testid="explain">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        Explain the difference
      </h3>
      <div className="explain-pickers">
        {picker('Run A', pair.a.key, setA)}
        {picker('Run B', pair.b.key, setB)}
        {props.onClose !== undefined && (
          <button type="button" onClick={props.onClose}>
            Close
          </button>
        )}
      </div>
      <p className="explain-summary" data-testid="explain-summary">
        Mean response time {formatMagnitude(w.aMeanMs)} ms → {formatMagnitude(w.bMeanMs)} ms;
        throughput {formatMagnitude(w.aThroughputTps)} → {formatMagnitude(w.bThroughputTps)} tx/s.
        Each part is time per committed transaction, from the traces; lock wait is split by what the
        transaction at the head of its wait chain was doing.
      </p>
      <WaterfallChart
        waterfall={w}
        aTitle={pair.a.title}
        bTitle={pair.b.title}
        scenarioId={props.scenarioId}
      />
    </section>
  );
}
