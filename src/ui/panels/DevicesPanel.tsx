/**
 * Devices at the playhead: per device (CPU, disks, log) a box per unit saying whom it
 * serves and what work, then the FIFO queue of waiting transactions. A long list of
 * devices (device-list.ts) shows its busy devices and folds the idle ones into one line
 * that opens into a list the reader lengthens a page at a time.
 */
import { useMemo, useState } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { deviceListView, IDLE_PAGE } from './device-list.ts';
import type { DeviceRowView } from './devices-view.ts';
import { MoreNote, Panel } from './Panel.tsx';
import './devices.css';

function DeviceRow(props: { d: DeviceRowView }) {
  const { d } = props;
  return (
    <li className="sp-device">
      <div className="sp-device-head">
        <span className="sp-device-name">{d.label}</span>
        <span className="sp-summary">{d.summary}</span>
      </div>
      <div className="sp-device-body">
        <ul className="sp-units" aria-label={`${d.label} units`}>
          {d.boxes.map((b) => (
            <li
              key={b.unit}
              className={b.busy ? 'sp-unit sp-unit-busy' : 'sp-unit'}
              style={
                b.fill === null ? undefined : { background: b.fill, color: b.ink ?? undefined }
              }
              title={b.description}
            >
              <span className="sp-visually-hidden">{b.description}</span>
              <span aria-hidden="true">
                <strong>{b.title}</strong>
                {b.work !== null && <span className="sp-unit-work">{b.work}</span>}
              </span>
            </li>
          ))}
          {d.moreUnits > 0 && (
            <li className="sp-unit sp-unit-more">
              <MoreNote more={d.moreUnits} what="units" />
            </li>
          )}
        </ul>
        <p className="sp-queue">
          <span className="sp-queue-label">
            Queue ({d.queueLength}){d.queue.length > 1 ? ', head first' : ''}:
          </span>{' '}
          {d.queue.length === 0 ? (
            <span className="sp-none">empty</span>
          ) : (
            <span className="sp-queue-txns">{d.queue.join(', ')}</span>
          )}{' '}
          <MoreNote more={d.moreQueued} />
        </p>
      </div>
    </li>
  );
}

export function DevicesPanel(props: { state: TraceState }) {
  const { state } = props;
  const [idleLimit, setIdleLimit] = useState(0);
  const list = useMemo(
    () => deviceListView(state.devices, { timeUs: state.timeUs, idleLimit }),
    [state.devices, state.timeUs, idleLimit],
  );
  const open = idleLimit > 0;
  return (
    <Panel title="Devices" testId="devices-panel" className="sp-devices">
      {state.devices.length === 0 ? (
        <p className="sp-empty">No devices yet.</p>
      ) : (
        <ul className="sp-device-list">
          {list.rows.map((d) => (
            <DeviceRow key={d.id} d={d} />
          ))}
          {list.moreBusy > 0 && (
            <li className="sp-device sp-device-more">
              <MoreNote more={list.moreBusy} what="busy devices" />
            </li>
          )}
          {list.collapsed && list.idleCount > 0 && (
            <li className="sp-device sp-device-idle" data-testid="devices-idle">
              <button
                type="button"
                className="sp-idle-toggle"
                aria-expanded={open}
                onClick={() => setIdleLimit(open ? 0 : IDLE_PAGE)}
              >
                {list.idleSummary}
              </button>
            </li>
          )}
          {list.idleRows.map((d) => (
            <DeviceRow key={d.id} d={d} />
          ))}
          {open && list.idleHidden > 0 && (
            <li className="sp-device sp-device-more">
              <button
                type="button"
                className="sp-idle-more"
                onClick={() => setIdleLimit(idleLimit + IDLE_PAGE)}
              >
                Show {Math.min(IDLE_PAGE, list.idleHidden)} more idle of {list.idleHidden}
              </button>
            </li>
          )}
        </ul>
      )}
    </Panel>
  );
}
