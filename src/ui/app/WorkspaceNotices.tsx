/**
 * What the page says about its run and its link: the run's status line (announced
 * politely), a link that could not be used (an alert, until dismissed) and a link made with
 * another model version whose numbers may differ (until dismissed). Leaves out where each
 * shows (the page bar, or an embed's header) and the state behind them (use-workspace.ts).
 */
import { statusText, type BatchState } from '../session/batch-state.ts';

/** The run's status, or why the last press of Run did not start anything (`notice`). */
export function RunStatus({ state, notice }: { state: BatchState; notice: string | null }) {
  return (
    <p
      className={`status status-${notice !== null ? 'invalid' : state.status}`}
      role="status"
      aria-live="polite"
      data-testid="run-status"
    >
      {notice ?? statusText(state)}
    </p>
  );
}

/** Why the link the page was opened with could not be used; nothing without a problem. */
export function LinkProblem(props: { problem: string | null; onDismiss: () => void }) {
  if (props.problem === null) return null;
  return (
    <div className="link-problem" role="alert" data-testid="link-problem">
      <p>{props.problem} Showing the default scenario instead.</p>
      <button type="button" onClick={props.onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Why the link's numbers may differ from its author's; nothing without a notice. */
export function NumbersNotice(props: { notice: string | null; onDismiss: () => void }) {
  if (props.notice === null) return null;
  return (
    <div className="link-problem numbers-notice" role="status" data-testid="numbers-notice">
      <p>{props.notice}</p>
      <button type="button" onClick={props.onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
