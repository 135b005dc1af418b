/**
 * The run's counters at the playhead: committed, aborted, deadlocks, in flight, throughput
 * so far and measured time; "warming up" until the warm-up ends.
 */
import { useMemo } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { countersView } from './counters-view.ts';
import { Panel } from './Panel.tsx';

export function CountersPanel(props: { state: TraceState; warmupUs: number }) {
  const { state, warmupUs } = props;
  const view = useMemo(
    () => countersView(state.counters, state.timeUs, warmupUs),
    [state.counters, state.timeUs, warmupUs],
  );
  return (
    <Panel
      title="Counters"
      testId="counters"
      className={view.warmingUp ? 'sp-counters sp-warming-up' : 'sp-counters'}
      summary={view.warmingUp ? 'warming up' : undefined}
    >
      <dl className="sp-counter-grid">
        {view.items.map((item) => (
          <div key={item.key} className={`sp-counter sp-counter-${item.key}`}>
            <dt>{item.label}</dt>
            <dd>
              {item.value}
              {item.unit !== '' && <span className="sp-unit-text"> {item.unit}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="sp-note">{view.note}</p>
    </Panel>
  );
}
