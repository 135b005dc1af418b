/**
 * The workbench's stage: the timeline fitted to the room the window leaves it, and beside it
 * the state panels at the playhead. Above the timeline, the view row (one variant or all side
 * by side, the compare view's pick of runs, "Explain the difference") and the teaching note;
 * below it, the folded legend and the crash control (presenting, those two sit under the
 * panels instead, so the lanes reach the screen's bottom). The lanes are fitted to the
 * measured room (fit-lanes.ts): the compare view shows every picked run without an inner
 * scroll; presenting, the timeline's frame fills the room and its larger lanes scroll in it.
 * Before any run's view is ready, the timeline alone plays the runs' previews (their first
 * streamed events), so the page animates while the runs finish.
 * Leaves out the workspace's state (use-workspace.ts), the page's tabs and the choices kept
 * per scenario, which Workspace.tsx owns and passes in.
 */
import { useMemo, useRef } from 'react';
import { StatePanels } from '../panels/StatePanels.tsx';
import { AXIS_HEIGHT, fitLanes, Timeline, TimelineLegend } from '../timeline/index.ts';
// The page's stylesheets in the order of its cascade: presentation mode's restyling of the
// stage, then the workbench's, then presentation mode's layout of the workbench, then the
// crash's (whose rules the workbench's refine).
import '../components/presentation.css';
import './workbench.css';
import './presenting.css';
import { CurrentNote } from '../components/CurrentNote.tsx';
import { FoldedLegend } from '../components/FoldedLegend.tsx';
import { PanelTabs } from '../components/PanelTabs.tsx';
import { RunPicker } from '../components/RunPicker.tsx';
import { RunProgress } from '../components/RunProgress.tsx';
import { UnsafeBadge } from '../components/UnsafeBadge.tsx';
import { ViewSwitch } from '../components/ViewSwitch.tsx';
import { CrashControl } from '../crash/CrashControl.tsx';
import { CrashReport } from '../crash/CrashReport.tsx';
import { crashApplies, useCrashOutcomes, useCrashStore } from '../crash/use-crash.ts';
import type { PanelTabId } from '../panels/panel-tabs.ts';
import { panelTabsFor } from '../panels/run-panel-tabs.ts';
import type { VariantRun } from '../session/batch-state.ts';
import type { RunView, TimelineRun } from '../session/run-view.ts';
import type { Playhead } from '../store/playhead.ts';
import type { ViewLayout } from './app-startup.ts';
import type { TeachingNote } from './teaching.ts';
import { useFitHeight } from './use-fit-height.ts';
import type { Presentation } from './use-presentation.ts';
import type { WorkbenchChoices } from './workbench-choices.ts';

export interface WorkbenchStageProps {
  /** An embed shows no view row: no switch, no pick of runs, no "Explain". */
  embed: boolean;
  /** The batch's runs that have a view. */
  views: readonly RunView[];
  /** The runs on the stage: the variant in focus, or the compare view's pick. */
  shown: readonly RunView[];
  /**
   * While `shown` is empty: the same runs' first streamed events, which the timeline plays
   * alone (no panels, legend or crash until the views are ready).
   */
  previews: readonly TimelineRun[];
  layout: ViewLayout;
  onLayoutChange: (layout: ViewLayout) => void;
  focus: string | null;
  onFocusChange: (variant: string | null) => void;
  /** The runs picked and the panel tab picked on this scenario. */
  choices: WorkbenchChoices<PanelTabId>;
  onChoicesChange: (choices: WorkbenchChoices<PanelTabId>) => void;
  /** "Explain the difference" pressed in the compare view. */
  onExplain: () => void;
  notes: readonly TeachingNote[];
  playhead: Playhead;
  /** The batch's runs while no view is drawn yet (their progress shows), else null. */
  progress: readonly VariantRun[] | null;
  reducedMotion: boolean;
  presentation: Presentation;
  /** The scenario's opening window width in µs; undefined for the timeline's own. */
  initialWindowUs: number | undefined;
}

export function WorkbenchStage(props: WorkbenchStageProps) {
  const { embed, views, shown, layout, choices, onChoicesChange, playhead, presentation } = props;
  const tabChoice = useMemo(() => panelTabsFor(views), [views]);
  const pickedTab = choices.tab;
  const tab =
    pickedTab !== null && tabChoice.tabs.some((t) => t.id === pickedTab)
      ? pickedTab
      : tabChoice.main;
  const fitRef = useRef<HTMLDivElement>(null);
  const lanesRoom = useFitHeight(fitRef, AXIS_HEIGHT);
  // The room measured (120 px until it is), not a floor above it: a short frame (the
  // 800×600 embed) would otherwise cut off its second run.
  const fitRoom = lanesRoom > 0 ? lanesRoom : 120;
  const drawn: readonly TimelineRun[] = shown.length > 0 ? shown : props.previews;
  const laneFit = useMemo(() => fitLanes(drawn, fitRoom), [drawn, fitRoom]);
  const crash = useCrashStore(shown);
  const crashable = crashApplies(shown);
  const outcomes = useCrashOutcomes(shown, crash);
  const { presenting } = presentation;
  const foot = shown.length > 0 && (
    <div className="wb-foot">
      <FoldedLegend>
        <TimelineLegend runs={shown} />
      </FoldedLegend>
      {crashable && <CrashControl crash={crash} playhead={playhead} />}
    </div>
  );

  return (
    <section className="stage wb-stage" aria-labelledby="stage-heading">
      <h2 id="stage-heading" className="visually-hidden">
        {layout === 'compare' && shown.length > 1 ? 'Side by side' : 'Timeline'}
      </h2>
      <div className="wb-timeline" data-testid="workbench-timeline">
        {!embed && (
          <div className="wb-view-row">
            <ViewSwitch
              views={views}
              layout={layout}
              onLayoutChange={props.onLayoutChange}
              focus={props.focus}
              onFocusChange={props.onFocusChange}
            />
            {layout === 'compare' && (
              <RunPicker
                views={views}
                picked={choices.pickedRuns}
                onPickedChange={(pickedRuns) => onChoicesChange({ ...choices, pickedRuns })}
              />
            )}
            {layout === 'compare' && shown.length > 1 && (
              <button
                type="button"
                className="wb-explain"
                data-testid="explain-compare-open"
                aria-label="Explain the difference between two runs"
                title="Explain the difference between two runs (opens on the Results tab)"
                onClick={props.onExplain}
              >
                Explain
              </button>
            )}
          </div>
        )}
        <CurrentNote notes={props.notes} playhead={playhead} fold={presenting} />
        {props.progress !== null && <RunProgress runs={props.progress} />}
        <div className="wb-timeline-fit" ref={fitRef}>
          {drawn.length > 0 && (
            <Timeline
              runs={drawn}
              playhead={playhead}
              reducedMotion={props.reducedMotion}
              height={presenting ? fitRoom : Math.min(laneFit.height, fitRoom) + 4}
              laneFit={laneFit}
              crashOutcomes={outcomes}
              initialWindowUs={props.initialWindowUs}
              scale={presentation.scale}
            />
          )}
        </div>
        {!presenting && foot}
      </div>
      {shown.length > 0 && (
        <div className="wb-side" data-testid="workbench-side">
          <PanelTabs
            tabs={tabChoice.tabs}
            selected={tab}
            onSelect={(picked) => onChoicesChange({ ...choices, tab: picked })}
          >
            <div
              className={`panels-row panels-stacked${shown.length > 1 ? ' panels-many' : ''}`}
              data-testid="panels-row"
            >
              {shown.map((run, i) => (
                <div className="panels-column" key={run.key}>
                  {shown.length > 1 && (
                    <h3 className="panels-title">
                      {run.title}
                      {run.model.run.commitProtocol === 'no-wait' && <UnsafeBadge />}
                    </h3>
                  )}
                  <CrashReport outcome={outcomes[i] ?? null} />
                  <StatePanels run={run} playhead={playhead} tab={tab} />
                </div>
              ))}
            </div>
          </PanelTabs>
          {presenting && foot}
        </div>
      )}
    </section>
  );
}
