/**
 * Which tabs the workbench's panel column offers for the runs shown, and which one is the
 * scenario's main panel (shown first and selected beside the timeline): a technique that is
 * on in any shown run claims it through its page view (`mainPanel` in technique-views.ts:
 * CPUs for TLS, tiers for storage, the log for commit protocols), else the locks. A tab
 * with nothing to show for these runs (no locks taken, no log) is left out. Pure; leaves
 * out what each tab renders (StatePanels).
 */
export type PanelTabId = 'technique' | 'locks' | 'log' | 'devices' | 'counters' | 'events';

export interface PanelTab {
  id: PanelTabId;
  label: string;
}

/** What a technique says about a run it is on in: its main tab, and its own panel's tab name. */
export interface MainPanelClaim {
  tab: PanelTabId;
  /** The name of the technique panel's tab ("CPUs"); used when `tab` is 'technique'. */
  label?: string;
}

/** What the tabs are chosen from, per run shown. */
export interface RunPanelFacts {
  /** Claims of the techniques on in the run, in registry order. */
  claims: readonly MainPanelClaim[];
  /** The run takes locks at all. */
  locks: boolean;
  /** The run writes a log. */
  log: boolean;
}

const CORE_LABELS: Readonly<Record<Exclude<PanelTabId, 'technique'>, string>> = {
  locks: 'Locks',
  log: 'Log',
  devices: 'Devices',
  counters: 'Counters',
  events: 'Events',
};

export interface PanelTabChoice {
  tabs: PanelTab[];
  main: PanelTabId;
}

export function choosePanelTabs(runs: readonly RunPanelFacts[]): PanelTabChoice {
  const claims = runs.flatMap((r) => r.claims);
  const techniqueLabel = claims.find((c) => c.tab === 'technique')?.label ?? null;
  const locks = runs.some((r) => r.locks);
  const log = runs.some((r) => r.log);
  const present: PanelTabId[] = [];
  if (techniqueLabel !== null) present.push('technique');
  if (locks) present.push('locks');
  if (log) present.push('log');
  present.push('devices', 'counters', 'events');
  const claimed = claims.map((c) => c.tab).find((t) => present.includes(t));
  const main: PanelTabId = claimed ?? (locks ? 'locks' : 'devices');
  const ordered = [main, ...present.filter((t) => t !== main)];
  return {
    tabs: ordered.map((id) => ({
      id,
      label: id === 'technique' ? (techniqueLabel ?? 'Technique') : CORE_LABELS[id],
    })),
    main,
  };
}
