/**
 * Thread-level speculation on the page: the speculation-breakdown panel, the epochs,
 * checkpoints, violation arrows and homefree token on the CPU lanes, their legend entries
 * and the event log's sentences for TLS events. All of it only for a TLS run.
 */
import { lazy, Suspense } from 'react';
import type { TechniquePanelProps, TechniqueView } from '../../../ui/technique-view.ts';
import { isTlsEvent } from '../events.ts';
import { describeTlsEvent } from './describe-tls-event.ts';
import { paintTls, paintTlsToken } from './paint-tls.ts';
import { TlsLegendItems } from './TlsLegendItems.tsx';

// The panel is its own chunk, loaded only for a TLS run.
const TlsPanel = lazy(() => import('./TlsPanel.tsx').then((m) => ({ default: m.TlsPanel })));

function TlsRunPanel({ run, timeUs }: TechniquePanelProps) {
  const stats = run.stats.tls ?? null;
  if (stats === null) return null;
  return (
    <Suspense fallback={null}>
      <TlsPanel stats={stats} tls={run.model.tls ?? null} timeUs={timeUs} />
    </Suspense>
  );
}

export const TLS_VIEW: TechniqueView = {
  id: 'tls',
  Panel: TlsRunPanel,
  mainPanel: (run) =>
    (run.stats.tls ?? null) === null ? null : { tab: 'technique', label: 'CPUs' },
  paintStatic(frame, fills) {
    const counts = paintTls(frame, fills);
    if (counts === null) return null;
    return {
      'tls-lanes': counts.lanes,
      'tls-epochs': counts.epochs,
      'tls-checkpoints': counts.checkpoints,
      'tls-violations': counts.violations,
      'tls-hops': counts.hops,
    };
  },
  paintPlayhead(frame) {
    paintTlsToken(frame);
    return null;
  },
  Legend: TlsLegendItems,
  describeEvent: (event) => (isTlsEvent(event) ? describeTlsEvent(event) : null),
};
