/**
 * Storage tiers at the playhead: each write buffer as a gauge that fills and drains (with
 * its occupancy over the whole run as a mini chart), hit and miss counters of each cache
 * tier, and a tier table with utilization, time per transaction and relative cost, so
 * performance can be weighed against price per MB. Shown only for runs with tiers.
 */
import { useMemo } from 'react';
import type { StorageSpec } from '../schema.ts';
import type { RunView } from '../../../ui/session/run-view.ts';
import { Panel } from '../../../ui/panels/Panel.tsx';
import { buffersAt, cachesAt, storageTrace, tierTable } from './storage-view.ts';
import { formatCount, formatMagnitude } from '../../../ui/format.ts';

/** A measured figure (formatMagnitude) or a whole count, '–' without one. */
const fmt = (x: number | null, as: (x: number) => string = formatMagnitude) =>
  x === null ? '–' : as(x);

function OccupancyChart(props: {
  points: { t: number; pending: number }[];
  capacity: number;
  endUs: number;
  timeUs: number;
}) {
  const { points, capacity, endUs, timeUs } = props;
  const w = 200;
  const h = 36;
  const x = (t: number) => (endUs <= 0 ? 0 : (w * t) / endUs);
  const y = (p: number) => h - (h * p) / Math.max(1, capacity);
  let d = `M0,${h}`;
  for (const p of points) d += `H${x(p.t).toFixed(1)}V${y(p.pending).toFixed(1)}`;
  d += `H${w}`;
  return (
    <svg
      width={w}
      height={h}
      role="img"
      aria-label="write buffer occupancy over the run"
      className="sp-wb-chart"
    >
      <rect width={w} height={h} fill="#f4f4f4" />
      <path d={d} fill="none" stroke="#b35c00" strokeWidth={1} />
      <line x1={x(timeUs)} x2={x(timeUs)} y1={0} y2={h} stroke="#333" />
    </svg>
  );
}

export function StoragePanel(props: { run: RunView; timeUs: number; storage: StorageSpec | null }) {
  const { run, timeUs, storage } = props;
  const trace = useMemo(() => storageTrace(run.events), [run.events]);
  const tiers = useMemo(() => tierTable(run.stats, storage), [run.stats, storage]);
  const buffers = buffersAt(trace, timeUs);
  const caches = cachesAt(trace, timeUs);
  const endUs = run.model.run.endUs;
  return (
    <Panel title="Storage tiers" testId="storage-panel" summary={`${tiers.length} devices`}>
      {buffers.map((b) => (
        <div
          key={b.device}
          className="sp-wb"
          data-testid="write-buffer-gauge"
          data-pending={b.pending}
          data-capacity={b.capacity}
        >
          <div>
            Write buffer {b.device}: {formatCount(b.pending)}/{formatCount(b.capacity)} pages
            waiting
            {b.fullSoFar > 0 && (
              <strong className="sp-wb-full">
                {' '}
                · full {formatCount(b.fullSoFar)}×, writes went to disk
              </strong>
            )}
          </div>
          <progress max={b.capacity} value={b.pending} />
          <OccupancyChart
            points={trace.buffers.get(b.device)!.map((e) => ({ t: e.t, pending: e.pending }))}
            capacity={b.capacity}
            endUs={endUs}
            timeUs={timeUs}
          />
        </div>
      ))}
      {caches.length > 0 && (
        <table className="sp-tier-table" data-testid="cache-counters" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">cache</th>
              <th scope="col">hits</th>
              <th scope="col">misses</th>
              <th scope="col">hit %</th>
            </tr>
          </thead>
          <tbody>
            {caches.map((c) => (
              <tr key={c.device}>
                <th scope="row">{c.device}</th>
                <td>{formatCount(c.hits)}</td>
                <td>{formatCount(c.misses)}</td>
                <td>
                  {fmt(c.hits + c.misses === 0 ? null : (100 * c.hits) / (c.hits + c.misses))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className="sp-tier-table" data-testid="tier-table" tabIndex={0}>
        <thead>
          <tr>
            <th scope="col">device</th>
            <th scope="col">units</th>
            <th scope="col">util.</th>
            <th scope="col" title="queue and service time per committed transaction (whole run)">
              ms/txn
            </th>
            <th scope="col">MB</th>
            <th scope="col" title="relative price per MB (disk = 1)">
              cost/MB
            </th>
            <th scope="col">cost</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t) => (
            <tr key={t.id}>
              <th scope="row">
                {t.id} <span className="sp-kind">{t.kind}</span>
              </th>
              <td>{formatCount(t.units)}</td>
              <td>{fmt(100 * t.utilization, formatCount)}%</td>
              <td>{fmt(t.msPerTxn)}</td>
              <td>{fmt(t.sizeMB, formatCount)}</td>
              <td>{fmt(t.costPerMB)}</td>
              <td>{fmt(t.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
