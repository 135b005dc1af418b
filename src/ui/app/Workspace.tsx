/**
 * The page: the workspace's state (use-workspace.ts) wired to what shows it, and the page's
 * tabs. Its first screen is a workbench that fits the window (1280×720 up to 1920×1080)
 * without page scroll: the run controls in one bar (RunBar.tsx), the page's tabs beside the
 * run's status (PageTabs.tsx), the scenario's title with its description collapsed, and the
 * stage (WorkbenchStage.tsx: the teaching note, the timeline, the state panels). The
 * throughput chart and results table, a sweep, the parameter editor and sharing are tabs one
 * click away, so the workbench's screen has no page scroll. Here live the playback, the
 * choices kept per scenario (the compare view's runs, the panel tab) and the link the page
 * carries. In embed mode (EmbedPage.tsx, for an iframe in a course page) only the scenario's
 * title, the timeline and the panels remain, with a link to open the full app; it plays only
 * when its link asks (`autoplay=1`). Leaves out how the stage fits its lanes and what each
 * tab holds.
 */
import { msToUs, timeToMs } from '../../base/time.ts';
import { WorkbenchStage } from './WorkbenchStage.tsx';
import { buildAppLink } from '../share/app-link.ts';
import { linkUrl } from '../share/embed-code.ts';
import { PresentationBar } from '../components/PresentationBar.tsx';
import { EmbedPage } from './EmbedPage.tsx';
import { usePresentation } from './use-presentation.ts';
import { RunBar } from './RunBar.tsx';
import { paperFragment } from '../../scenario/paper-link.ts';
import { ScenarioInfo } from '../components/ScenarioInfo.tsx';
import { StopNotes } from '../components/StopNotes.tsx';
import { LinkProblem, NumbersNotice, RunStatus } from './WorkspaceNotices.tsx';
import { SweepSection } from '../components/LazySweepSection.tsx';
import { EditorDisclosure } from './EditorDisclosure.tsx';
import { pickChoices } from '../predict/compare-pick.ts';
import type { AppStartup } from './app-startup.ts';
import { appStartup } from './app-startup.ts';
import { useAddressSync } from './use-address-sync.ts';
import { defaultPlayback } from './note-navigation.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { usePlayback } from './use-playback.ts';
import { useWorkspace } from './use-workspace.ts';
import { PaperPage, ResultsTab, ShareBar, WinnerPick } from './page-chunks.ts';
import { Suspense, useId, useMemo, useState } from 'react';
import { PageTabList, PageTabPanel, type PageTabId } from '../components/PageTabs.tsx';
import type { PanelTabId } from '../panels/panel-tabs.ts';
import { choicesFor, pickRuns, scenarioIdOf, type WorkbenchChoices } from './workbench-choices.ts';
import type { TimelineRun } from '../session/run-view.ts';
import './workbench.css';

const NO_PREVIEWS: readonly TimelineRun[] = [];

export function Workspace({ startup }: { startup: AppStartup }) {
  const ws = useWorkspace(startup);
  const reducedMotion = usePrefersReducedMotion();
  const { compareState: state, base, views } = ws;
  const firstBatch = state.id <= 1;
  const embed = startup.embed;
  const scenarioPlayback = defaultPlayback(base.ok ? base.value.playback : undefined);
  // The first streamed events play until the views are ready, unless the page opens at an
  // instant (a link's t, the scenario's own start) they may not reach yet.
  const previews =
    ws.startAtMs === null &&
    ws.shownPreviews.every(
      (p) =>
        scenarioPlayback.startAtMs === null ||
        msToUs(scenarioPlayback.startAtMs) <= p.model.run.endUs,
    )
      ? ws.shownPreviews
      : NO_PREVIEWS;
  // Views drawn (the one in focus may still be a preview while another run's view is ready).
  const viewsDrawn = ws.shown.length > 0;
  const playhead = usePlayback(viewsDrawn ? views : previews, {
    preview: !viewsDrawn,
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
  const shownPreviews = useMemo(
    () => (ws.layout === 'compare' ? pickRuns(previews, choices.pickedRuns) : previews),
    [ws.layout, previews, choices.pickedRuns],
  );
  // The page's tabs: the workbench, or one of the sections one click away. Presenting
  // always shows the workbench.
  const pageIds = useId();
  const [pickedPageTab, setPageTab] = useState<PageTabId>('workbench');
  // Presses of the compare view's "Explain the difference", which opens it on the Results tab.
  const [explainRequests, setExplainRequests] = useState(0);
  const running = state.status === 'running';
  const waiting = running && !viewsDrawn;
  const notes = base.ok ? base.value.teaching : [];
  const presentation = usePresentation(playhead, notes);
  // Presenting, and a paper page (which lives in the workbench's place), show the workbench.
  const pageTab: PageTabId =
    presentation.presenting || ws.paper !== null ? 'workbench' : pickedPageTab;
  /** The page tabs opened so far: each mounts its contents the first time, then keeps them. */
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<PageTabId>>(() => new Set([pageTab]));
  if (!openedTabs.has(pageTab)) setOpenedTabs(new Set([...openedTabs, pageTab]));

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

  const status = <RunStatus state={statusState} notice={ws.notice} />;
  const linkAlert = <LinkProblem problem={ws.linkProblem} onDismiss={ws.dismissLinkProblem} />;
  const numbersAlert = (
    <NumbersNotice notice={ws.numbersNotice} onDismiss={ws.dismissNumbersNotice} />
  );

  const stage = (
    <WorkbenchStage
      embed={embed}
      views={views}
      shown={shown}
      previews={shownPreviews}
      layout={ws.layout}
      onLayoutChange={ws.setLayout}
      focus={ws.focus}
      onFocusChange={ws.setFocus}
      choices={choices}
      onChoicesChange={setChoices}
      onExplain={() => {
        setPageTab('results');
        setExplainRequests((n) => n + 1);
      }}
      notes={notes}
      playhead={playhead}
      progress={waiting ? state.runs : null}
      reducedMotion={reducedMotion}
      presentation={presentation}
      initialWindowUs={scenarioPlayback.windowUs}
    />
  );

  if (embed) {
    return (
      <EmbedPage
        title={ws.title}
        differences={ws.differences}
        presentation={presentation}
        fullUrl={linkUrl(window.location, linkFragment(false) ?? '')}
      >
        {linkAlert}
        {numbersAlert}
        {ws.notice !== null && status}
        <div className="workbench">{stage}</div>
      </EmbedPage>
    );
  }

  return (
    <main className={ws.paper === null ? 'app app-workbench' : 'app app-workbench paper-open'}>
      <div
        className={pageTab === 'workbench' ? 'first-screen' : 'first-screen is-away'}
        data-testid="workbench"
      >
        <RunBar ws={ws} />
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
        <EditorDisclosure
          doc={ws.source.doc}
          scenario={base.ok ? base.value : null}
          applied={ws.overrides}
          onApply={ws.applyOverrides}
        />
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
