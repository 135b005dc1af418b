/**
 * The Results page tab's contents: the throughput-over-time chart, the results table with
 * its charts, and the compare view's "Explain the difference". Its own chunk: the
 * workspace mounts it the first time the tab is opened (none of it is on the first screen).
 * Leaves out the tab itself (PageTabs.tsx) and the batch it shows (use-batch-run.ts).
 */
import { ThroughputChart } from '../charts/index.ts';
import { CompareExplain } from '../explain/CompareExplain.tsx';
import type { BatchState } from '../session/batch-state.ts';
import type { RunView } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import { Results } from './Results.tsx';
import { RunProgress } from './RunProgress.tsx';

export interface ResultsTabProps {
  views: readonly RunView[];
  playhead: Playhead;
  state: BatchState;
  scenarioId: string;
  /** The batch is running and has views already (before that, the workbench shows progress). */
  showProgress: boolean;
  /** Whether the compare view's "Explain the difference" is offered. */
  explainCompare: boolean;
  /** Presses of the compare view's "Explain" button, which open the explanation. */
  explainRequests: number;
}

export function ResultsTab(props: ResultsTabProps) {
  const { views, playhead, state, scenarioId } = props;
  return (
    <>
      {views.length > 0 && (
        <section className="charts" aria-labelledby="charts-heading">
          <h2 id="charts-heading">Throughput over time</h2>
          <ThroughputChart runs={views} playhead={playhead} scenarioId={scenarioId} />
        </section>
      )}
      <section className="results-section" aria-labelledby="results-heading">
        <h2 id="results-heading">Results</h2>
        {props.showProgress && <RunProgress runs={state.runs} />}
        <Results state={state} scenarioId={scenarioId} />
      </section>
      {props.explainCompare && (
        <CompareExplain
          runs={state.runs}
          scenarioId={scenarioId}
          openRequests={props.explainRequests}
        />
      )}
    </>
  );
}
