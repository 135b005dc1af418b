/**
 * The panel tabs for a batch's runs, read from each run: the claims of the techniques on
 * in it (technique-views.ts), whether it takes locks and whether it writes a log. The
 * whole batch decides, so the main tab stays put when the focus moves to another variant.
 */
import type { RunView } from '../session/run-view.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import { lockMapExtent } from './lock-map.ts';
import { choosePanelTabs, type PanelTabChoice, type RunPanelFacts } from './panel-tabs.ts';

export function runPanelFacts(run: RunView): RunPanelFacts {
  return {
    claims: TECHNIQUE_VIEWS.flatMap((view) => {
      const claim = view.mainPanel?.(run) ?? null;
      return claim === null ? [] : [claim];
    }),
    locks: lockMapExtent(run.events).locks,
    log: run.planned.scenario.log.enabled,
  };
}

export function panelTabsFor(runs: readonly RunView[]): PanelTabChoice {
  return choosePanelTabs(runs.map(runPanelFacts));
}
