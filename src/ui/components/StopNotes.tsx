/**
 * One line per run that stopped before its planned end, under the run status: the run's
 * title and its reason as the result row has it ("saturated: the backlog grew …", or
 * "stopped after N events: reduce run.durationMs or workload.terminals"). Its numbers
 * cover only what ran; the timeline ends where it stopped. Renders nothing otherwise.
 */
import type { VariantRun } from '../session/batch-state.ts';

export function StopNotes({ runs }: { runs: readonly VariantRun[] }) {
  const stopped = runs.flatMap((run, i) =>
    run.outcome?.kind === 'done' && run.outcome.row.stopReason !== null
      ? [{ key: run.variant ?? String(i), title: run.title, reason: run.outcome.row.stopReason }]
      : [],
  );
  if (stopped.length === 0) return null;
  return (
    <ul className="stop-notes" aria-label="Runs that stopped early" data-testid="stop-notes">
      {stopped.map((s) => (
        <li key={s.key} data-testid="stop-note">
          <strong>{s.title}</strong> stopped early: {s.reason}
        </li>
      ))}
    </ul>
  );
}
