/**
 * The results of the last batch: the table, the response-time breakdown chart and, when
 * the scenario has small and large transaction classes, the per-class chart, and when the
 * log makes committers wait, the predictability histograms, for the runs that finished.
 * Runs that failed are listed with their reason.
 */
import { lazy, Suspense, useState } from 'react';
import {
  BreakdownChart,
  hasClassResults,
  hasCommitProcessing,
  variantKey,
  type LabelledDistributions,
} from '../charts/index.ts';
import type { BatchState } from '../session/batch-state.ts';
import { visibleCategories } from '../breakdown.ts';
import { ResultsTable, type LabelledRow } from './ResultsTable.tsx';
import { ExplainSection } from '../explain/LazyExplainSection.tsx';
import { explainableRuns } from '../explain/explain-runs.ts';

// Charts only some scenarios show: chunks of their own, loaded when first shown.
const ClassChart = lazy(() =>
  import('../charts/ClassChart.tsx').then((m) => ({ default: m.ClassChart })),
);
const HistogramChart = lazy(() =>
  import('../charts/HistogramChart.tsx').then((m) => ({ default: m.HistogramChart })),
);

export function Results({ state, scenarioId }: { state: BatchState; scenarioId: string }) {
  /** The run the reader asked to explain (its variant key), until closed. */
  const [explain, setExplain] = useState<string | null>(null);
  const explainable = explainableRuns(state.runs);
  const canExplain = (variant: string | null): boolean =>
    explainable.length > 1 && explainable.some((r) => r.key === (variant ?? 'run'));
  const rows: LabelledRow[] = state.runs.flatMap((run) =>
    run.outcome?.kind === 'done' ? [{ title: run.title, row: run.outcome.row }] : [],
  );
  const distributions: LabelledDistributions[] = state.runs.flatMap((run) =>
    run.outcome?.kind === 'done'
      ? [
          {
            key: variantKey(run.outcome.row.variant),
            title: run.title,
            distributions: run.outcome.stats.distributions,
          },
        ]
      : [],
  );
  const failed = state.runs.flatMap((run) =>
    run.outcome?.kind === 'error' ? [{ title: run.title, outcome: run.outcome }] : [],
  );
  if (rows.length === 0 && failed.length === 0) return null;
  const categories = visibleCategories(rows.map((r) => r.row));
  const caption = `${state.scenarioTitle}, seed ${state.seed}`;
  return (
    <div className="results">
      {failed.length > 0 && (
        <ul className="problem-list">
          {failed.map(({ title, outcome }) => (
            <li key={title}>
              <strong>{title}</strong> failed ({outcome.code}): {outcome.message}
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <>
          <ResultsTable
            rows={rows}
            categories={categories}
            caption={caption}
            rowAction={
              explainable.length > 1
                ? {
                    header: 'Explain',
                    render: ({ title, row }) =>
                      canExplain(row.variant) && (
                        <button
                          type="button"
                          className="explain-button"
                          aria-label={`Explain the difference from ${title}`}
                          onClick={() => setExplain(row.variant ?? 'run')}
                        >
                          Explain
                        </button>
                      ),
                  }
                : undefined
            }
          />
          {explain !== null && explainable.some((r) => r.key === explain) && (
            <ExplainSection
              key={explain}
              runs={explainable}
              a={explain}
              scenarioId={scenarioId}
              focusOnOpen
              onClose={() => setExplain(null)}
            />
          )}
          <BreakdownChart rows={rows} scenarioId={scenarioId} />
          <Suspense fallback={null}>
            {hasClassResults(rows.map((r) => r.row)) && (
              <ClassChart rows={rows} scenarioId={scenarioId} />
            )}
            {hasCommitProcessing(distributions) && (
              <HistogramChart runs={distributions} scenarioId={scenarioId} />
            )}
          </Suspense>
        </>
      )}
    </div>
  );
}
