/**
 * One progress bar per run of the batch: share of simulated time done and commits so far.
 * Updates are visual only; the live status region announces start and finish, not every
 * slice. Leaves out time estimates.
 */
import { fractionDone, type VariantRun } from '../session/batch-state.ts';
import { formatCount, formatPercent } from '../format.ts';

export function RunProgress({ runs }: { runs: readonly VariantRun[] }) {
  return (
    <ul className="run-progress" aria-label="Progress of each run">
      {runs.map((run, i) => {
        const done = fractionDone(run);
        const labelId = `progress-label-${i}`;
        return (
          <li key={run.variant ?? i}>
            <span id={labelId} className="progress-title">
              {run.title}
            </span>
            <progress aria-labelledby={labelId} value={done} max={1} />
            <span className="progress-figures">
              {formatPercent(done)}, {formatCount(run.progress?.committed ?? 0)} committed
            </span>
          </li>
        );
      })}
    </ul>
  );
}
