/**
 * The page. Its first screen is a workbench that fits the window (1280×720 up to
 * 1920×1080) without page scroll: the run controls in one bar, the scenario's title with
 * its description collapsed, the teaching note, and the animated timeline beside the
 * scenario's main state panel, the other panels one tab away (panel-tabs.ts). The compare
 * view fits every run it shows into the timeline with compact lanes, and lets the
 * instructor pick the runs. The page's tabs (PageTabs.tsx, beside the run's status) put
 * the throughput chart and results table, a sweep, the parameter editor and sharing one
 * click away, so the workbench's screen has no page scroll. In embed mode (for an iframe in a course page)
 * only the scenario's title, the timeline and the panels remain, fitted to the frame, with
 * a link to open the full app; it plays only when its link asks (`autoplay=1`).
 */
import { timeToMs } from '../../base/time.ts';
import { StatePanels } from '../panels/StatePanels.tsx';
import { buildAppLink } from '../share/app-link.ts';
import { linkUrl } from '../share/embed-code.ts';
import { AXIS_HEIGHT, fitLanes, Timeline, TimelineLegend } from '../timeline/index.ts';
import { PresentationBar } from '../components/PresentationBar.tsx';
import { usePresentation } from './use-presentation.ts';
import { CurrentNote } from '../components/CurrentNote.tsx';
import { IMPORTED_OPTION, PAPER_OPTION, RunForm } from '../components/RunForm.tsx';
import { PAPERS } from '../../scenario/papers.ts';
import { paperFragment } from '../../scenario/paper-link.ts';
import { RunProgress } from '../components/RunProgress.tsx';
import { ScenarioInfo } from '../components/ScenarioInfo.tsx';
import { StopNotes } from '../components/StopNotes.tsx';
import { SweepSection } from '../components/LazySweepSection.tsx';
import { pickChoices } from '../predict/compare-pick.ts';
import { ViewSwitch } from '../components/ViewSwitch.tsx';
import { statusText } from '../session/batch-state.ts';
import type { AppStartup } from './app-startup.ts';
import { BUILTIN_ENTRIES, loadBuiltin } from './builtin-scenarios.ts';
import { appStartup } from './app-startup.ts';
import { useAddressSync } from './use-address-sync.ts';
import { differencesText } from './scenario-differences.ts';
import { defaultPlayback } from './note-navigation.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { usePlayback } from './use-playback.ts';
import { useWorkspace } from './use-workspace.ts';
import { loadScenarioParser } from './scenario-parser.ts';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { FoldedLegend } from '../components/FoldedLegend.tsx';
import { PanelTabs } from '../components/PanelTabs.tsx';
import { PageTabList, PageTabPanel, type PageTabId } from '../components/PageTabs.tsx';
import { RunPicker } from '../components/RunPicker.tsx';
import type { PanelTabId } from '../panels/panel-tabs.ts';
import { panelTabsFor } from '../panels/run-panel-tabs.ts';
import { useFitHeight } from './use-fit-height.ts';
import { choicesFor, pickRuns, scenarioIdOf, type WorkbenchChoices } from './workbench-choices.ts';
import './workbench.css';
import { UnsafeBadge } from '../components/UnsafeBadge.tsx';
import { CrashControl } from '../crash/CrashControl.tsx';
import { CrashReport } from '../crash/CrashReport.tsx';
import { crashApplies, useCrashOutcomes, useCrashStore } from '../crash/use-crash.ts';

// A paper page is its own chunk, loaded when one opens. It, the editor, the Share tab (file
// import) and the sweep bring documents of their own, so each loads the scenario parser too.
const PaperPage = lazy(() =>
  Promise.all([import('../papers/PaperPage.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.PaperPage,
  })),
);

// The Results and Share tabs are chunks of their own, mounted the first time they are opened:
// nothing in them is on the first screen.
const ResultsTab = lazy(() =>
  import('../components/ResultsTab.tsx').then((m) => ({ default: m.ResultsTab })),
);
const ShareBar = lazy(() =>
  Promise.all([import('../share/ShareBar.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.ShareBar,
  })),
);

// Only a homework link (`predict=1`) to a compare asks for a pick first: its own chunk.
const WinnerPick = lazy(() =>
  import('../predict/WinnerPick.tsx').then((m) => ({ default: m.WinnerPick })),
);

// The editor is its own chunk, loaded the first time its section is opened.
const ParameterEditor = lazy(() =>
  Promise.all([import('../controls/ParameterEditor.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.ParameterEditor,
  })),
);

export function Workspace({ startup }: { startup: AppStartup }) {
  const ws = useWorkspace(startup);
  const reducedMotion = usePrefersReducedMotion();
  const seedRef = useRef<HTMLInputElement>(null);
  /** Opened once: the editor then stays mounted, so closing it keeps unapplied edits. */
  const [editorWanted, setEditorWanted] = useState(false);
  const { compareState: state, base, views } = ws;
  const firstBatch = state.id <= 1;
  const embed = startup.embed;
  const scenarioPlayback = defaultPlayback(base.ok ? base.value.playback : undefined);
  const playhead = usePlayback(views, {
    batchId: state.id,
    startAtMs: ws.startAtMs,
    playFromMs: scenarioPlayback.startAtMs,
    speed: scenarioPlayback.speed,
    // An embed waits for Play unless its link asks (`autoplay=1`).
    autoplay: !reducedMotion && (!embed || !firstBatch || startup.autoplay),
  });
  /** A homework link's compare: pick the winner before the first run (memoized on the link). */
  const [pick] = useState(() => ({
    key: ws.scenarioKey,
    choices: startup.predictFirst && !embed ? pickChoices(startup.source.doc) : [],
  }));
  const pickChoicesShown = pick.key === ws.scenarioKey ? pick.choices : [];
  // The instructor's pick of runs in the compare view and of the panel tab, per scenario.
  const [madeChoices, setChoices] = useState<WorkbenchChoices<PanelTabId>>({
    scenarioId: ws.scenarioId,
    pickedRuns: startup.runs,
    tab: null,
  });
  const choices = choicesFor(madeChoices, ws.scenarioId);
  const shown = useMemo(
    () => (ws.layout === 'compare' ? pickRuns(ws.shown, choices.pickedRuns) : ws.shown),
    [ws.layout, ws.shown, choices.pickedRuns],
  );
  const tabChoice = useMemo(() => panelTabsFor(views), [views]);
  const pickedTab = choices.tab;
  const tab =
    pickedTab !== null && tabChoice.tabs.some((t) => t.id === pickedTab)
      ? pickedTab
      : tabChoice.main;
  // The page's tabs: the workbench, or one of the sections one click away. Presenting
  // always shows the workbench.
  const pageIds = useId();
  const [pickedPageTab, setPageTab] = useState<PageTabId>('workbench');
  // Presses of the compare view's "Explain the difference", which opens it on the Results tab.
  const [explainRequests, setExplainRequests] = useState(0);
  const fitRef = useRef<HTMLDivElement>(null);
  const lanesRoom = useFitHeight(fitRef, AXIS_HEIGHT);
  // The room measured (120 px until it is), not a floor above it: a short frame (the
  // 800×600 embed) would otherwise cut off its second run.
  const fitRoom = lanesRoom > 0 ? lanesRoom : 120;
  const laneFit = useMemo(() => fitLanes(shown, fitRoom), [shown, fitRoom]);
  const running = state.status === 'running';
  const waiting = running && views.length === 0;
  const notes = base.ok ? base.value.teaching : [];
  const presentation = usePresentation(playhead, notes);
  // Presenting, and a paper page (which lives in the workbench's place), show the workbench.
  const pageTab: PageTabId =
    presentation.presenting || ws.paper !== null ? 'workbench' : pickedPageTab;
  /** The page tabs opened so far: each mounts its contents the first time, then keeps them. */
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<PageTabId>>(() => new Set([pageTab]));
  if (!openedTabs.has(pageTab)) setOpenedTabs(new Set([...openedTabs, pageTab]));
  const crash = useCrashStore(shown);
  const crashable = crashApplies(shown);
  const outcomes = useCrashOutcomes(shown, crash);

  const linkAt = (forEmbed: boolean, playheadMs: number | null, predict = false): string | null => {
    if (ws.paper !== null && !forEmbed) return paperFragment(ws.paper);
    const link = buildAppLink({
      source: ws.source,
      overrides: ws.overrides,
      seed: state.seed,
      variant: ws.layout === 'single' ? ws.focus : null,
      playheadMs,
      embed: forEmbed,
      runs: ws.layout === 'compare' ? choices.pickedRuns : null,
      predict,
    });
    return link.ok ? link.value : null;
  };
  const linkFragment = (forEmbed: boolean, predict = false): string | null =>
    linkAt(forEmbed, timeToMs(playhead.get().timeUs), predict);
  useAddressSync({
    embed,
    scenarioKey: ws.paper === null ? ws.scenarioKey : `paper:${ws.paper}`,
    fragment: (playheadMs) => linkAt(embed, playheadMs),
    playhead,
    onNavigate: (hash) => {
      void appStartup(hash).then((next) => {
        ws.restore(next);
        setChoices({ scenarioId: scenarioIdOf(next.source), pickedRuns: next.runs, tab: null });
      });
    },
  });

  // The batch names its scenario by the document's own title; an edited run says so.
  const statusState =
    ws.differences.length > 0 && base.ok && state.scenarioTitle === base.value.title
      ? { ...state, scenarioTitle: ws.title }
      : state;

  const status = (
    <p
      className={`status status-${ws.notice !== null ? 'invalid' : state.status}`}
      role="status"
      aria-live="polite"
      data-testid="run-status"
    >
      {ws.notice ?? statusText(statusState)}
    </p>
  );

  const linkAlert =
    ws.linkProblem === null ? null : (
      <div className="link-problem" role="alert" data-testid="link-problem">
        <p>{ws.linkProblem} Showing the default scenario instead.</p>
        <button type="button" onClick={ws.dismissLinkProblem}>
          Dismiss
        </button>
      </div>
    );

  const numbersAlert =
    ws.numbersNotice === null ? null : (
      <div className="link-problem numbers-notice" role="status" data-testid="numbers-notice">
        <p>{ws.numbersNotice}</p>
        <button type="button" onClick={ws.dismissNumbersNotice}>
          Dismiss
        </button>
      </div>
    );

  const stage = (
    <section className="stage wb-stage" aria-labelledby="stage-heading">
      <h2 id="stage-heading" className="visually-hidden">
        {ws.layout === 'compare' && shown.length > 1 ? 'Side by side' : 'Timeline'}
      </h2>
      <div className="wb-timeline" data-testid="workbench-timeline">
        {!embed && (
          <div className="wb-view-row">
            <ViewSwitch
              views={views}
              layout={ws.layout}
              onLayoutChange={ws.setLayout}
              focus={ws.focus}
              onFocusChange={ws.setFocus}
            />
            {ws.layout === 'compare' && (
              <RunPicker
                views={views}
                picked={choices.pickedRuns}
                onPickedChange={(pickedRuns) => setChoices({ ...choices, pickedRuns })}
              />
            )}
            {ws.layout === 'compare' && shown.length > 1 && (
              <button
                type="button"
                className="wb-explain"
                data-testid="explain-compare-open"
                aria-label="Explain the difference between two runs"
                title="Explain the difference between two runs (opens on the Results tab)"
                onClick={() => {
                  setPageTab('results');
                  setExplainRequests((n) => n + 1);
                }}
              >
                Explain
              </button>
            )}
          </div>
        )}
        <CurrentNote notes={notes} playhead={playhead} />
        {waiting && <RunProgress runs={state.runs} />}
        <div className="wb-timeline-fit" ref={fitRef}>
          {shown.length > 0 && (
            <Timeline
              runs={shown}
              playhead={playhead}
              reducedMotion={reducedMotion}
              height={presentation.fitTimeline(
                presentation.presenting
                  ? laneFit.height + 4
                  : Math.min(laneFit.height, fitRoom) + 4,
              )}
              laneFit={laneFit}
              crashOutcomes={outcomes}
              initialWindowUs={scenarioPlayback.windowUs}
              scale={presentation.scale}
            />
          )}
        </div>
        {shown.length > 0 && (
          <div className="wb-foot">
            <FoldedLegend>
              <TimelineLegend runs={shown} />
            </FoldedLegend>
            {crashable && <CrashControl crash={crash} playhead={playhead} />}
          </div>
        )}
      </div>
      {shown.length > 0 && (
        <div className="wb-side" data-testid="workbench-side">
          <PanelTabs
            tabs={tabChoice.tabs}
            selected={tab}
            onSelect={(picked) => setChoices({ ...choices, tab: picked })}
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
        </div>
      )}
    </section>
  );

  if (embed) {
    const fullUrl = linkUrl(window.location, linkFragment(false) ?? '');
    return (
      <main className="app app-embed first-screen" data-testid="app-embed">
        <header className="embed-header">
          <div>
            <h1 className="embed-title">{ws.title}</h1>
            {ws.differences.length > 0 && (
              <p className="embed-differences" data-testid="edited-differences">
                {differencesText(ws.differences)}
              </p>
            )}
          </div>
          <div className="embed-actions">
            <PresentationBar presentation={presentation} />
            <a href={fullUrl} target="_blank" rel="noopener">
              Open in Lockstep
            </a>
          </div>
        </header>
        {linkAlert}
        {numbersAlert}
        {ws.notice !== null && status}
        <div className="workbench">{stage}</div>
      </main>
    );
  }

  const builtinId =
    ws.paper !== null
      ? `${PAPER_OPTION}${ws.paper}`
      : ws.source.kind === 'builtin'
        ? ws.source.id
        : IMPORTED_OPTION;
  return (
    <main className={ws.paper === null ? 'app app-workbench' : 'app app-workbench paper-open'}>
      <div
        className={pageTab === 'workbench' ? 'first-screen' : 'first-screen is-away'}
        data-testid="workbench"
      >
        <header className="app-header wb-bar" data-testid="app-header">
          <h1>Lockstep</h1>
          <p className="tagline visually-hidden">
            How transaction processing performs, one scenario at a time.
          </p>
          <RunForm
            scenarios={BUILTIN_ENTRIES}
            scenarioId={builtinId}
            importedTitle={ws.source.kind === 'inline' ? ws.title : null}
            papers={PAPERS}
            onScenarioChange={(id) => {
              if (id.startsWith(PAPER_OPTION)) {
                ws.setPaper(id.slice(PAPER_OPTION.length));
                return;
              }
              ws.setPaper(null);
              void loadBuiltin(id).then((builtin) => {
                if (builtin !== undefined) ws.load({ kind: 'builtin', id, doc: builtin.doc });
              });
            }}
            seedText={ws.seedText}
            onSeedChange={ws.setSeedText}
            seedError={ws.seed.ok ? null : ws.seed.message}
            seedRef={seedRef}
            running={running}
            paused={state.paused}
            onRun={() => {
              if (!ws.run() && !ws.seed.ok) seedRef.current?.focus();
            }}
            onCancel={ws.compare.cancel}
            onPause={ws.compare.pause}
            onResume={ws.compare.resume}
          />
        </header>
        <div className="page-bar">
          <PageTabList idBase={pageIds} selected={pageTab} onSelect={setPageTab} />
          {status}
        </div>
        <PageTabPanel idBase={pageIds} tab="workbench" selected={pageTab} className="workbench">
          {linkAlert}
          {numbersAlert}
          {pickChoicesShown.length > 0 && (
            <Suspense fallback={null}>
              <WinnerPick choices={pickChoicesShown} state={state} onRun={() => ws.run()} />
            </Suspense>
          )}
          {ws.paper !== null && (
            <Suspense fallback={<p>Loading the paper page…</p>}>
              <PaperPage
                key={ws.paper}
                paperId={ws.paper}
                onClose={ws.closePaper}
                onOpenRun={(id, doc, edits, seed, variant) =>
                  ws.openRun({ kind: 'builtin', id, doc }, edits, seed, variant)
                }
              />
            </Suspense>
          )}
          <div className="wb-about">
            <ScenarioInfo parsed={base} name={ws.scenarioId} differences={ws.differences} />
            <PresentationBar presentation={presentation} />
            <StopNotes runs={state.runs} />
          </div>
          {stage}
        </PageTabPanel>
      </div>
      <PageTabPanel idBase={pageIds} tab="results" selected={pageTab}>
        {openedTabs.has('results') && (
          <Suspense fallback={<p>Loading the results…</p>}>
            <ResultsTab
              views={views}
              playhead={playhead}
              state={state}
              scenarioId={ws.scenarioId}
              showProgress={running && !waiting}
              explainCompare={!embed && ws.layout === 'compare' && shown.length > 1}
              explainRequests={explainRequests}
            />
          </Suspense>
        )}
      </PageTabPanel>
      <PageTabPanel idBase={pageIds} tab="sweep" selected={pageTab}>
        {base.ok && (
          <SweepSection
            key={ws.scenarioKey}
            predictFirst={startup.predictFirst}
            referenceTps={Math.max(
              0,
              ...state.runs.map((r) =>
                r.outcome?.kind === 'done' ? r.outcome.row.throughputTps : 0,
              ),
            )}
            scenario={base.value}
            state={ws.sweepState}
            onRun={ws.runSweep}
            onCancel={ws.sweep.cancel}
          />
        )}
      </PageTabPanel>
      <PageTabPanel idBase={pageIds} tab="parameters" selected={pageTab}>
        {base.ok && (
          <details
            className="editor-details"
            onToggle={(event) => {
              if (event.currentTarget.open) setEditorWanted(true);
            }}
          >
            <summary>Change parameters and techniques</summary>
            {editorWanted && (
              <Suspense fallback={<p>Loading the editor…</p>}>
                <ParameterEditor
                  doc={ws.source.doc}
                  scenario={base.value}
                  applied={ws.overrides}
                  onApply={ws.applyOverrides}
                />
              </Suspense>
            )}
          </details>
        )}
      </PageTabPanel>
      <PageTabPanel idBase={pageIds} tab="share" selected={pageTab}>
        <section className="share-section" aria-labelledby="share-heading">
          <h2 id="share-heading">Share and export</h2>
          {openedTabs.has('share') && (
            <Suspense fallback={<p>Loading…</p>}>
              <ShareBar
                linkFragment={({ predict }) => linkFragment(false, predict)}
                rows={state.runs.flatMap((r) =>
                  r.outcome?.kind === 'done' ? [r.outcome.row] : [],
                )}
                runs={views}
                scenarioDoc={ws.edited.ok ? ws.edited.value.doc : ws.source.doc}
                scenarioId={ws.scenarioId}
                scenarioTitle={ws.title}
                onImport={(doc) => ws.load({ kind: 'inline', doc })}
              />
            </Suspense>
          )}
        </section>
      </PageTabPanel>
    </main>
  );
}
