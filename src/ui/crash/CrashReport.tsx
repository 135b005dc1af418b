/**
 * One run's crash report: what recovery keeps and rolls back, and the two checks (no
 * acknowledged commit lost; no reader saw undone data), in sentences coloured by tone.
 * Renders nothing until a crash is pressed.
 */
import type { CrashOutcome } from '../../trace/crash-outcome.ts';
import { formatMs } from '../panels/labels.ts';
import { crashSummary } from './crash-view.ts';
import './crash.css';

export function CrashReport({ outcome }: { outcome: CrashOutcome | null }) {
  if (outcome === null) return null;
  const lines = crashSummary(outcome);
  const safe = lines.every((l) => l.tone !== 'bad');
  return (
    <section
      className={`crash-report ${safe ? 'crash-safe' : 'crash-unsafe'}`}
      data-testid="crash-report"
      data-safe={safe}
      aria-label="Crash report"
    >
      <h4>Crash at {formatMs(outcome.atUs)}</h4>
      <ul>
        {lines.map((line) => (
          <li key={line.text} className={`crash-line crash-${line.tone}`}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
