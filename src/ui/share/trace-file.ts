/**
 * One run's trace as a file to download: Chrome trace-event JSON (opens in Perfetto), with
 * the model version and the built-in's hash in `otherData` when given a provenance. Its own
 * module so the page loads the trace writer only when someone downloads a trace.
 */
import { chromeTraceText } from '../../export/chrome-trace.ts';
import type { Provenance } from '../../export/provenance.ts';
import type { RunView } from '../session/run-view.ts';

/** One run's trace; a trace the app cut short says so in `otherData.truncated`. */
export function exportChromeTrace(
  run: Pick<RunView, 'events' | 'title' | 'truncated'>,
  provenance?: Provenance,
): string {
  return chromeTraceText(run.events, {
    title: run.title,
    truncated: run.truncated,
    ...(provenance === undefined ? {} : { scenarioHash: provenance.scenarioHash }),
  });
}
