/**
 * The parts of the page that are chunks of their own, each loaded the first time it shows:
 * nothing in them is on the first screen. A paper page, the Share tab (file import) and the
 * sweep bring documents of their own, so each loads the scenario parser too (the editor's
 * chunk is in EditorDisclosure.tsx, the sweep's in LazySweepSection.tsx). Leaves out where
 * they mount (Workspace.tsx).
 */
import { lazy } from 'react';
import { loadScenarioParser } from './scenario-parser.ts';

/** A paper page, loaded when one opens. */
export const PaperPage = lazy(() =>
  Promise.all([import('../papers/PaperPage.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.PaperPage,
  })),
);

/** The Results tab, mounted the first time it is opened. */
export const ResultsTab = lazy(() =>
  import('../components/ResultsTab.tsx').then((m) => ({ default: m.ResultsTab })),
);

/** The Share tab's contents, mounted the first time it is opened. */
export const ShareBar = lazy(() =>
  Promise.all([import('../share/ShareBar.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.ShareBar,
  })),
);

/** Only a homework link (`predict=1`) to a compare asks for a pick of the winner first. */
export const WinnerPick = lazy(() =>
  import('../predict/WinnerPick.tsx').then((m) => ({ default: m.WinnerPick })),
);
