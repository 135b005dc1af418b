/**
 * Devices at the playhead: per device (CPU, disks, log) a box per unit saying whom it
 * serves and what work, then the FIFO queue of waiting transactions. Many idle devices
 * fold into one line ("254 disks idle") that opens to list them.
 */
import { useMemo, useState } from 'react';
import type { TraceState } from '../../trace/trace-state.ts';
import { devicesView, type DeviceRowView } from './devices-view.ts';
import { collapseIdleDevices } from './idle-devices.ts';
import { MoreNote, Panel } from './Panel.tsx';

export function DevicesPanel(props: { state: TraceState }) {
  const { state } = props;
  const [showIdle, setShowIdle] = useState(false);
  const rows = useMemo(
    () => devicesView(state.devices, { timeUs: state.timeUs }),
    [state.devices, state.timeUs],
  );
  const folded = useMemo(() => collapseIdleDevices(rows), [rows]);
  return (
    <Panel title="Devices" testId="devices-panel" className="sp-devices">
      {rows.length === 0 ? (
        <p className="sp-empty">No devices yet.</p>
      ) : (
        <>
          <DeviceList rows={folded.shown} />
          {folded.summary !== null && (
            <details
              className="sp-idle-devices"
              data-testid="idle-devices"
              onToggle={(e) => setShowIdle(e.currentTarget.open)}
            >
              <summary>{folded.summary}</summary>
              {showIdle && <DeviceList rows={folded.idle} />}
            </details>
          )}
        </>
      )}
    </Panel>
  );
}

function DeviceList({ rows }: { rows: readonly DeviceRowView[] }) {
  return (
    <ul className="sp-device-list">
      {rows.map((d) => (
        <li key={d.id} className="sp-device">
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
      ))}
    </ul>
  );
}
