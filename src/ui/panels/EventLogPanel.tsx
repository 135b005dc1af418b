/**
 * The event log: the last dozen events worth telling at or before the playhead, each as a
 * sentence, oldest first. The visible list is not live; a visually hidden polite live
 * region repeats the newest line when the playhead is paused (stepping) and at most every
 * two seconds while playing, so screen readers keep up without being flooded.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TraceEvent } from '../../trace/trace-event.ts';
import { eventContext } from './describe-event.ts';
import { recentEventLines } from './event-window.ts';
import { pageItemLabel, type ItemLabel } from './labels.ts';
import { shouldAnnounce } from './pacing.ts';
import { Panel } from './Panel.tsx';

/** Tags that make aborts and deadlocks stand out without relying on colour. */
const TONE_TAG: Readonly<Record<string, string>> = { abort: 'abort', deadlock: 'deadlock' };

export function EventLogPanel(props: {
  events: readonly TraceEvent[];
  timeUs: number;
  playing: boolean;
  itemLabel?: ItemLabel;
  maxLines?: number;
}) {
  const { events, timeUs, playing, itemLabel = pageItemLabel, maxLines = 12 } = props;
  const base = useMemo(() => eventContext(events), [events]);
  const lines = useMemo(
    () => recentEventLines(events, timeUs, { ...base, itemLabel }, { max: maxLines }),
    [events, timeUs, base, itemLabel, maxLines],
  );

  const newest = lines.at(-1);
  const newestText = newest === undefined ? '' : `${newest.time}: ${newest.text}`;
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef<number | null>(null);
  useEffect(() => {
    if (newestText === '') return;
    const now = performance.now();
    if (!shouldAnnounce(lastAnnounced.current, now, playing)) return;
    lastAnnounced.current = now;
    setAnnouncement(newestText);
  }, [newestText, playing]);

  return (
    <Panel title="Event log" testId="event-log" className="sp-events">
      {lines.length === 0 ? (
        <p className="sp-empty">Nothing has happened yet.</p>
      ) : (
        <ol className="sp-event-list">
          {lines.map((line) => (
            <li key={line.seq} className={`sp-event sp-event-${line.tone}`}>
              <span className="sp-event-time">{line.time}</span>{' '}
              {TONE_TAG[line.tone] !== undefined && (
                <span className="sp-tag" aria-hidden="true">
                  {TONE_TAG[line.tone]}
                </span>
              )}
              <span className="sp-event-text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="sp-visually-hidden" aria-live="polite" data-testid="event-log-live">
        {announcement}
      </p>
    </Panel>
  );
}
