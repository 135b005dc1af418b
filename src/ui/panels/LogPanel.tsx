/**
 * The log buffer at the playhead: commit records not yet durable (those the flush under
 * way carries are tagged "flushing"), the flush in progress, and the durable LSN.
 */
import { useMemo } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { formatCount } from '../format.ts';
import { logView } from './log-view.ts';
import { MoreNote, Panel } from './Panel.tsx';

export function LogPanel(props: { state: TraceState }) {
  const { state } = props;
  const view = useMemo(() => logView(state.log, state.timeUs), [state.log, state.timeUs]);
  return (
    <Panel
      title="Log"
      testId="log-panel"
      className="sp-log"
      summary={`durable up to LSN ${formatCount(view.durableLsn)}`}
    >
      <p className={view.flushing === null ? 'sp-flush' : 'sp-flush sp-flush-active'}>
        {view.flushing ?? 'No flush in progress.'}
      </p>
      {view.records.length === 0 ? (
        <p className="sp-empty">No commit record is waiting in the log buffer.</p>
      ) : (
        <>
          <p className="sp-log-count">
            {view.waiting} waiting in the buffer, {view.inFlush} in the flush:
          </p>
          <ol className="sp-chips">
            {view.records.map((r) => (
              <li key={r.lsn} className={r.inFlush ? 'sp-chip sp-chip-flushing' : 'sp-chip'}>
                <span className="sp-chip-text">{r.text}</span>
                {r.inFlush && <span className="sp-tag">flushing</span>}
              </li>
            ))}
          </ol>
          <MoreNote more={view.moreRecords} what="records" />
        </>
      )}
    </Panel>
  );
}
