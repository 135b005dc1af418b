/**
 * The panels beside the timeline that show a run's state at the playhead. `StatePanels`
 * lays them all out for one run; each panel is also usable on its own with a TraceState.
 */
export { StatePanels, PanelsForRun, type StatePanelsProps } from './StatePanels.tsx';
export { LockTablePanel } from './LockTablePanel.tsx';
export { LockMapPanel, type LockMapPanelProps } from './LockMapPanel.tsx';
export { WaitForGraphPanel, NO_WAITS_TEXT } from './WaitForGraphPanel.tsx';
export { DevicesPanel } from './DevicesPanel.tsx';
export { LogPanel } from './LogPanel.tsx';
export { CountersPanel } from './CountersPanel.tsx';
export { EventLogPanel } from './EventLogPanel.tsx';
export { usePanelPlayback, useStateAt, type PanelPlayback } from './use-state-at.ts';
export { describeEvent, eventContext, type EventContext } from './describe-event.ts';
export { pageItemLabel, type ItemLabel } from './labels.ts';
