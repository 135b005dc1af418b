/**
 * Storage tiers on the page: the tier panel (write-buffer gauge and occupancy, cache
 * hits and misses, the tier table with utilization, time per transaction and cost), for
 * runs with tier devices. Tier devices get device lanes like any other server.
 */
import type { TechniquePanelProps, TechniqueView } from '../../../ui/technique-view.ts';
import { StoragePanel } from './StoragePanel.tsx';

function StorageRunPanel({ run, timeUs }: TechniquePanelProps) {
  if (run.stats.storage === undefined) return null;
  return <StoragePanel run={run} timeUs={timeUs} storage={run.planned.scenario.storage ?? null} />;
}

export const STORAGE_VIEW: TechniqueView = {
  id: 'storage',
  Panel: StorageRunPanel,
  mainPanel: (run) =>
    (run.stats.storage ?? null) === null ? null : { tab: 'technique', label: 'Tiers' },
};
