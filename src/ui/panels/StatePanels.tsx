/**
 * Every state panel for one run, laid out for a column as narrow as ~400 px (the compare
 * view puts one per variant side by side) and in two columns when there is room. Reads
 * the playhead at most ~10 times a second and computes the state once for all panels.
 * The techniques' panels (technique-views.ts) come first, each shown only when its
 * technique is on in the run; the lock map shows when the run takes locks at all. The
 * scenario's settings a panel needs come from the run's planned scenario, as that run ran them.
 * Given a `tab` (the workbench's panel tabs, panel-tabs.ts), only that tab's panels render.
 */
import { lazy, memo, Suspense, useMemo } from 'react';
import type { RunView } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import { laneLookup } from './holder-colors.ts';
import { formatMs, lockItemLabel, type ItemLabel } from './labels.ts';
import { lockMapExtent } from './lock-map.ts';
import { LockMapPanel } from './LockMapPanel.tsx';
import { LockTablePanel } from './LockTablePanel.tsx';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import { usePanelPlayback, useStateAt } from './use-state-at.ts';
import type { PanelTabId } from './panel-tabs.ts';
import { WaitForGraphPanel } from './WaitForGraphPanel.tsx';
import './panels.css';

// The panels beside the locks are one tab away (or the main one of only some scenarios):
// chunks of their own, loaded when their tab first shows.
const CountersPanel = lazy(() =>
  import('./CountersPanel.tsx').then((m) => ({ default: m.CountersPanel })),
);
const DevicesPanel = lazy(() =>
  import('./DevicesPanel.tsx').then((m) => ({ default: m.DevicesPanel })),
);
const EventLogPanel = lazy(() =>
  import('./EventLogPanel.tsx').then((m) => ({ default: m.EventLogPanel })),
);
const LogPanel = lazy(() => import('./LogPanel.tsx').then((m) => ({ default: m.LogPanel })));

export interface StatePanelsProps {
  run: RunView;
  playhead: Playhead;
  /** How lock items are named; `page 17` by default. */
  itemLabel?: ItemLabel;
  /** Only this tab's panels; every panel when absent. */
  tab?: PanelTabId;
}

function StatePanelsView(props: StatePanelsProps) {
  const { run, playhead, itemLabel, tab } = props;
  const shows = (t: PanelTabId): boolean => tab === undefined || tab === t;
  const playback = usePanelPlayback(playhead);
  const state = useStateAt(run, playback);
  const locking = useMemo(() => lockMapExtent(run.events), [run.events]);
  const laneOf = useMemo(() => laneLookup(run.model.transactions), [run.model.transactions]);
  const { system, locking: lockSettings } = run.planned.scenario;
  const objectLocks = lockSettings.objectsPerPage > 1;
  const labelProps = {
    itemLabel: itemLabel ?? lockItemLabel(system.database.pages, lockSettings.objectsPerPage),
  };
  const lastUs = run.events.at(-1)?.t ?? 0;
  const pastTrace = run.truncated && playback.timeUs > lastUs;
  return (
    <div className="state-panels" data-testid="state-panels" data-run={run.key}>
      {pastTrace && (
        <p className="sp-trace-note" role="status">
          The recorded trace stops at {formatMs(lastUs)}; the panels show the state then.
        </p>
      )}
      <div className={tab === undefined ? 'sp-grid' : `sp-grid sp-tab-${tab}`}>
        <Suspense fallback={null}>
          {shows('technique') &&
            TECHNIQUE_VIEWS.map(({ id, Panel }) =>
              Panel === undefined ? null : <Panel key={id} run={run} timeUs={playback.timeUs} />,
            )}
          {shows('counters') && <CountersPanel state={state} warmupUs={run.model.run.warmupUs} />}
          {shows('locks') && <WaitForGraphPanel state={state} {...labelProps} />}
          {shows('locks') && <LockTablePanel state={state} {...labelProps} />}
          {/* The lock map draws one cell per page: object locks are listed, not mapped. */}
          {shows('locks') && locking.locks && !objectLocks && (
            <LockMapPanel state={state} pages={system.database.pages} laneOf={laneOf} />
          )}
          {shows('devices') && <DevicesPanel state={state} />}
          {shows('log') && <LogPanel state={state} />}
          {shows('events') && (
            <EventLogPanel
              events={run.events}
              timeUs={playback.timeUs}
              playing={playback.playing}
              {...labelProps}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}

/** Memoized: a page re-render with the same props (a progress message of another run) skips it. */
export const StatePanels = memo(StatePanelsView);

/** The same component under the name the task brief also uses. */
export const PanelsForRun = StatePanels;
