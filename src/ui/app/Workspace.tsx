/**
 * The page: run controls, what the scenario is about, the animated timeline with the
 * state panels at the playhead (one variant, or all side by side), the charts, a sweep,
 * the parameter editor, the results table, and sharing. In embed mode (for an iframe in a
 * course page) only the scenario's title, the timeline, the panels and the throughput chart
 * remain, with a link to open the full app.
 */
import { timeToMs } from '../../base/time.ts';
import { ThroughputChart } from '../charts/index.ts';
import { StatePanels } from '../panels/index.ts';
import { buildAppLink } from '../share/app-link.ts';
import { linkUrl } from '../share/embed-code.ts';
import { ShareBar } from '../share/ShareBar.tsx';
import { layoutLanes, Timeline, TimelineLegend, type TimelineScale } from '../timeline/index.ts';
import { PresentationBar } from '../components/PresentationBar.tsx';
import { usePresentation } from './use-presentation.ts';
import { CurrentNote } from '../components/CurrentNote.tsx';
import { Results } from '../components/Results.tsx';
import { IMPORTED_OPTION, PAPER_OPTION, RunForm } from '../components/RunForm.tsx';
import { PAPERS } from '../../scenario/papers.ts';
import { paperFragment } from '../../scenario/paper-link.ts';
import { RunProgress } from '../components/RunProgress.tsx';
import { ScenarioInfo } from '../components/ScenarioInfo.tsx';
import { StopNotes } from '../components/StopNotes.tsx';
import { SweepSection } from '../components/LazySweepSection.tsx';
import { pickChoices } from '../predict/compare-pick.ts';
import { WinnerPick } from '../predict/WinnerPick.tsx';
import { ViewSwitch } from '../components/ViewSwitch.tsx';
import { CompareExplain } from '../explain/CompareExplain.tsx';
import { statusText } from '../session/batch-state.ts';
import type { AppStartup } from './app-startup.ts';
import { BUILTIN_ENTRIES, loadBuiltin } from './builtin-scenarios.ts';
import { appStartup } from './app-startup.ts';
import { useAddressSync } from './use-address-sync.ts';
import { differencesText } from './scenario-differences.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { usePlayback } from './use-playback.ts';
import { defaultPlayback } from './note-navigation.ts';
import { useWorkspace } from './use-workspace.ts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { RunView } from '../session/run-view.ts';
import { UnsafeBadge } from '../components/UnsafeBadge.tsx';
import { CrashControl } from '../crash/CrashControl.tsx';
import { CrashReport } from '../crash/CrashReport.tsx';
import { crashApplies, useCrashOutcomes, useCrashStore } from '../crash/use-crash.ts';

// A paper page is its own chunk, loaded when one opens.
const PaperPage = lazy(() =>
  import('../papers/PaperPage.tsx').then((m) => ({ default: m.PaperPage })),
);

// The editor is its own chunk, loaded the first time its section is opened.
const ParameterEditor = lazy(() =>
  import('../controls/ParameterEditor.tsx').then((m) => ({ default: m.ParameterEditor })),
);

/** Tall enough for every lane of up to two runs; more lanes scroll inside the timeline. */
function timelineHeight(runs: readonly RunView[], scale: TimelineScale): number {
  const layout = layoutLanes(runs.slice(0, 2), scale);
  return Math.min(900, Math.max(240, layout.height + 4));
}

export function Workspace({ startup }: { startup: AppStartup }) {
  const ws = useWorkspace(startup);
  const reducedMotion = usePrefersReducedMotion();
  const seedRef = useRef<HTMLInputElement>(null);
  /** Opened once: the editor then stays mounted, so closing it keeps unapplied edits. */
  const [editorWanted, setEditorWanted] = useState(false);
  const { compareState: state, base, views, shown } = ws;
  const scenarioPlayback = defaultPlayback(base.ok ? base.value.playback : undefined);
  const playhead = usePlayback(views, {
    batchId: state.id,
    startAtMs: ws.startAtMs,
    playFromMs: scenarioPlayback.startAtMs,
    speed: scenarioPlayback.speed,
    autoplay: !reducedMotion,
  });
  const embed = startup.embed;
  /** A homework link's compare: pick the winner before the first run (memoized on the link). */
  const [pick] = useState(() => ({
    key: ws.scenarioKey,
    choices: startup.predictFirst && !embed ? pickChoices(startup.source.doc) : [],
  }));
  const pickChoicesShown = pick.key === ws.scenarioKey ? pick.choices : [];
  const running = state.status === 'running';
  const waiting = running && views.length === 0;
  const notes = base.ok ? base.value.teaching : [];
  const presentation = usePresentation(playhead, notes);
  const crash = useCrashStore(shown);
  const crashable = crashApplies(shown);
  const outcomes = useCrashOutcomes(shown, crash);

  const linkAt = (forEmbed: boolean, playheadMs: number | null): string | null => {
    if (ws.paper !== null && !forEmbed) return paperFragment(ws.paper);
    const link = buildAppLink({
      source: ws.source,
      overrides: ws.overrides,
      seed: state.seed,
      variant: ws.layout === 'single' ? ws.focus : null,
      playheadMs,
      embed: forEmbed,
    });
    return link.ok ? link.value : null;
  };
  const linkFragment = (forEmbed: boolean): string | null =>
    linkAt(forEmbed, timeToMs(playhead.get().timeUs));
  useAddressSync({
    embed,
    scenarioKey: ws.paper === null ? ws.scenarioKey : `paper:${ws.paper}`,
    fragment: (playheadMs) => linkAt(embed, playheadMs),
    playhead,
    onNavigate: (hash) => {
      void appStartup(hash).then((next) => ws.restore(next));
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
    <section className="stage" aria-labelledby="stage-heading">
      <h2 id="stage-heading" className="visually-hidden">
        {ws.layout === 'compare' && shown.length > 1 ? 'Side by side' : 'Timeline'}
      </h2>
      {!embed && (
        <ViewSwitch
          views={views}
          layout={ws.layout}
          onLayoutChange={ws.setLayout}
          focus={ws.focus}
          onFocusChange={ws.setFocus}
        />
      )}
      <PresentationBar presentation={presentation} />
      <CurrentNote notes={notes} playhead={playhead} />
      {waiting && <RunProgress runs={state.runs} />}
      {shown.length > 0 && (
        <>
          <Timeline
            runs={shown}
            playhead={playhead}
            reducedMotion={reducedMotion}
            height={presentation.fitTimeline(timelineHeight(shown, presentation.scale))}
            crashOutcomes={outcomes}
            initialWindowUs={scenarioPlayback.windowUs}
            scale={presentation.scale}
          />
          <TimelineLegend runs={shown} />
          {crashable && <CrashControl crash={crash} playhead={playhead} />}
          <div
            className={`panels-row panels-${Math.min(shown.length, 4)}`}
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
                <StatePanels run={run} playhead={playhead} />
              </div>
            ))}
          </div>
          {!embed && ws.layout === 'compare' && shown.length > 1 && (
            <CompareExplain runs={state.runs} scenarioId={ws.scenarioId} />
          )}
        </>
      )}
    </section>
  );

  const throughput =
    views.length > 0 ? (
      <section className="charts" aria-labelledby="charts-heading">
        <h2 id="charts-heading">Throughput over time</h2>
        <ThroughputChart runs={views} playhead={playhead} scenarioId={ws.scenarioId} />
      </section>
    ) : null;

  if (embed) {
    const fullUrl = linkUrl(window.location, linkFragment(false) ?? '');
    return (
      <div className="app app-embed" data-testid="app-embed">
        <header className="embed-header">
          <div>
            <h1 className="embed-title">{ws.title}</h1>
            {ws.differences.length > 0 && (
              <p className="embed-differences" data-testid="edited-differences">
                {differencesText(ws.differences)}
              </p>
            )}
          </div>
          <a href={fullUrl} target="_blank" rel="noopener">
            Open in Lockstep
          </a>
        </header>
        {linkAlert}
        {numbersAlert}
        {ws.notice !== null && status}
        {stage}
        {throughput}
      </div>
    );
  }

  const builtinId =
    ws.paper !== null
      ? `${PAPER_OPTION}${ws.paper}`
      : ws.source.kind === 'builtin'
        ? ws.source.id
        : IMPORTED_OPTION;
  return (
    <div className="app">
      <header className="app-header" data-testid="app-header">
        <h1>Lockstep</h1>
        <p className="tagline">How transaction processing performs, one scenario at a time.</p>
      </header>
      <main className={ws.paper === null ? undefined : 'paper-open'}>
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
        {linkAlert}
        {numbersAlert}
        {pickChoicesShown.length > 0 && (
          <WinnerPick choices={pickChoicesShown} state={state} onRun={() => ws.run()} />
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
        {status}
        <StopNotes runs={state.runs} />
        <ScenarioInfo parsed={base} name={ws.scenarioId} differences={ws.differences} />
        {stage}
        {throughput}
        <section className="results-section" aria-labelledby="results-heading">
          <h2 id="results-heading">Results</h2>
          {running && !waiting && <RunProgress runs={state.runs} />}
          <Results state={state} scenarioId={ws.scenarioId} />
        </section>
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
        <section className="share-section" aria-labelledby="share-heading">
          <h2 id="share-heading">Share and export</h2>
          <ShareBar
            linkFragment={() => linkFragment(false)}
            rows={state.runs.flatMap((r) => (r.outcome?.kind === 'done' ? [r.outcome.row] : []))}
            runs={views}
            scenarioDoc={ws.edited.ok ? ws.edited.value.doc : ws.source.doc}
            scenarioId={ws.scenarioId}
            scenarioTitle={ws.title}
            onImport={(doc) => ws.load({ kind: 'inline', doc })}
          />
        </section>
      </main>
    </div>
  );
}
