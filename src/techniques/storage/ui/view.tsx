/**
 * Storage tiers on the page: the tier panel (write-buffer gauge and occupancy, cache
 * hits and misses, the tier table with utilization, time per transaction and cost), for
 * runs with tier devices. Tier devices get device lanes like any other server.
 */
import { lazy, Suspense } from 'react';
import type { TechniquePanelProps, TechniqueView } from '../../../ui/technique-view.ts';

// The panel is its own chunk, loaded only for a run with tier devices.
const StoragePanel = lazy(() =>
  import('./StoragePanel.tsx').then((m) => ({ default: m.StoragePanel })),
);

function StorageRunPanel({ run, timeUs }: TechniquePanelProps) {
  if (run.stats.storage === undefined) return null;
  return (
    <Suspense fallback={null}>
      <StoragePanel run={run} timeUs={timeUs} storage={run.planned.scenario.storage ?? null} />
    </Suspense>
  );
}

export const STORAGE_VIEW: TechniqueView = {
  id: 'storage',
  Panel: StorageRunPanel,
  mainPanel: (run) =>
    (run.stats.storage ?? null) === null ? null : { tab: 'technique', label: 'Tiers' },
};
