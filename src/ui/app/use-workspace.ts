/**
 * The page's working state and what the user can do with it: the scenario loaded (a
 * built-in or an imported file), the edits applied to it, the seed, which variant is in
 * focus or whether all are compared, and the two batches (the traced compare runs, and a
 * sweep). Running always runs exactly what the link would carry: the loaded document with
 * the applied edits, at the seed shown.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Override } from '../../scenario/overrides.ts';
import {
  loadScenarioParser,
  parsePageScenario as parseScenario,
  ScenarioParserNotLoaded,
} from './scenario-parser.ts';
import { applyEdits } from '../controls/apply-edits.ts';
import type { RunView, TimelineRun } from '../session/run-view.ts';
import { pickFocused } from '../session/focus-pick.ts';
import { useBatchRun } from '../session/use-batch-run.ts';
import type { ScenarioSource } from '../share/app-link.ts';
import { useStableItems } from '../store/stable-items.ts';
import { useStore } from '../store/store.ts';
import type { AppStartup, ViewLayout } from './app-startup.ts';
import { holdsFirstRun } from '../predict/compare-pick.ts';
import { parseSeed } from './seed.ts';
import { findBuiltin } from './builtin-scenarios.ts';
import { editedTitle, scenarioDifferences, type Difference } from './scenario-differences.ts';

/** How `doc` differs from the built-in it names by id (none for a scenario of its own). */
function differencesFromBuiltin(doc: unknown): Difference[] {
  const id = (doc as { id?: unknown } | null)?.id;
  const builtin = typeof id === 'string' ? findBuiltin(id) : undefined;
  return builtin === undefined ? [] : scenarioDifferences(builtin.doc, doc);
}

function seedOf(doc: unknown): string {
  const parsed = parseScenario(doc);
  return parsed.ok ? String(parsed.value.seed) : '0';
}

export function useWorkspace(startup: AppStartup) {
  const [source, setSource] = useState<ScenarioSource>(startup.source);
  const [overrides, setOverrides] = useState<readonly Override[]>([]);
  const [seedText, setSeedText] = useState(() =>
    startup.seed === null ? seedOf(startup.source.doc) : String(startup.seed),
  );
  const [layout, setLayout] = useState<ViewLayout>(startup.layout);
  const [focus, setFocus] = useState<string | null>(startup.variant);
  /** Why the last press of Run did not start anything, or null. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Why the link the page was opened with could not be used; stays until dismissed. */
  const [linkProblem, setLinkProblem] = useState<string | null>(startup.linkProblem);
  /** Why the link's numbers may differ from its author's; stays until dismissed. */
  const [numbersNotice, setNumbersNotice] = useState<string | null>(startup.numbersNotice);
  /** Counts scenario loads, so two imported files are two scenarios to the address bar. */
  const [loads, setLoads] = useState(0);
  /** The compare batch that should open paused at an instant (a link's `t`), and the instant. */
  const [startAt, setStartAt] = useState<{ batchId: number; ms: number } | null>(null);
  /** The paper page open over the workspace, or null. */
  const [paper, setPaper] = useState<string | null>(startup.paper ?? null);
  const compare = useBatchRun();
  const sweep = useBatchRun();
  const compareState = useStore(compare.store, (s) => s);
  const sweepState = useStore(sweep.store, (s) => s);

  const base = useMemo(() => parseScenario(source.doc), [source]);
  const edited = useMemo(() => applyEdits(source.doc, overrides), [source, overrides]);
  const scenarioId = base.ok ? base.value.id : source.kind === 'builtin' ? source.id : 'scenario';
  const differences = useMemo(
    () => differencesFromBuiltin(edited.ok ? edited.value.doc : source.doc),
    [edited, source],
  );
  const baseTitle = base.ok ? base.value.title : scenarioId;
  const title = differences.length > 0 ? editedTitle(baseTitle) : baseTitle;
  const seed = parseSeed(seedText);

  /**
   * Runs `doc` + `edits` at `seedText`; explicit arguments, so it works right after a change.
   * A document the build did not parse (another seed, say) waits for the scenario parser.
   */
  const runNow = useCallback(
    (
      doc: unknown,
      edits: readonly Override[],
      text: string,
      kind: 'compare' | 'sweep',
      seeds = 1,
      atMs: number | null = null,
      focusVariant: string | null = null,
    ) => {
      const parsedSeed = parseSeed(text);
      if (!parsedSeed.ok) {
        setNotice(`Not run. ${parsedSeed.message}`);
        return false;
      }
      const applied = applyEdits(doc, edits);
      if (!applied.ok) {
        const problem = applied.errors.map((e) => `${e.path}: ${e.message}`).join('; ');
        setNotice(`Not run. The edited scenario is not valid: ${problem}`);
        return false;
      }
      setNotice(null);
      const batch = kind === 'compare' ? compare : sweep;
      const runTitle = applied.value.scenario.title;
      const isEdited = differencesFromBuiltin(applied.value.doc).length > 0;
      batch.start({
        doc: applied.value.doc,
        label: isEdited ? editedTitle(runTitle) : runTitle,
        seed: parsedSeed.value,
        kind,
        seeds,
        focus: focusVariant,
      });
      if (kind === 'compare') {
        setStartAt(atMs === null ? null : { batchId: compare.store.get().id, ms: atMs });
      }
      return true;
    },
    [compare, sweep],
  );
  const runWith = useCallback(
    (...args: Parameters<typeof runNow>): boolean => {
      try {
        return runNow(...args);
      } catch (e) {
        if (!(e instanceof ScenarioParserNotLoaded)) throw e;
        void loadScenarioParser().then(() => runNow(...args));
        return true;
      }
    },
    [runNow],
  );

  const run = useCallback(
    () => runWith(source.doc, overrides, seedText, 'compare', 1, null, focus),
    [runWith, source, overrides, seedText, focus],
  );
  /** Runs the sweep, every point with `seeds` seeds (the shown seed and the next ones). */
  const runSweep = useCallback(
    (seeds = 1) => runWith(source.doc, overrides, seedText, 'sweep', seeds),
    [runWith, source, overrides, seedText],
  );

  /** A new scenario: its own seed, no edits, the first variant in focus, and run it. */
  const load = useCallback(
    (next: ScenarioSource) => {
      const text = seedOf(next.doc);
      setSource(next);
      setOverrides([]);
      setSeedText(text);
      setFocus(null);
      setLoads((n) => n + 1);
      sweep.cancel();
      sweep.store.set((s) => ({ ...s, status: 'idle', runs: [] }));
      runWith(next.doc, [], text, 'compare');
    },
    [runWith, sweep],
  );

  /** Closes the paper page; the scenario underneath runs if it never has. */
  const closePaper = useCallback(() => {
    setPaper(null);
    if (compare.store.get().status === 'idle') run();
  }, [compare, run]);

  /**
   * One point of a paper figure as a normal run: its scenario with the point's edits, at
   * its seed, the point's variant in focus; the paper page closes.
   */
  const openRun = useCallback(
    (
      next: ScenarioSource,
      edits: readonly Override[],
      seedValue: number,
      variant: string | null,
    ) => {
      const text = String(seedValue);
      setPaper(null);
      setSource(next);
      setOverrides(edits);
      setSeedText(text);
      setFocus(variant);
      setLayout('single');
      setLoads((n) => n + 1);
      runWith(next.doc, edits, text, 'compare', 1, null, variant);
    },
    [runWith],
  );

  /** The state a link names (Back, Forward, an edited address): loads it as the page would open it. */
  const restore = useCallback(
    (next: AppStartup) => {
      const text = next.seed === null ? seedOf(next.source.doc) : String(next.seed);
      setSource(next.source);
      setOverrides([]);
      setSeedText(text);
      setFocus(next.variant);
      setLayout(next.layout);
      setLinkProblem(next.linkProblem);
      setNumbersNotice(next.numbersNotice);
      setPaper(next.paper ?? null);
      setLoads((n) => n + 1);
      sweep.cancel();
      sweep.store.set((s) => ({ ...s, status: 'idle', runs: [] }));
      runWith(next.source.doc, [], text, 'compare', 1, next.startAtMs, next.variant);
    },
    [runWith, sweep],
  );

  const applyOverrides = useCallback(
    (next: Override[]) => {
      setOverrides(next);
      runWith(source.doc, next, seedText, 'compare', 1, null, focus);
    },
    [runWith, source, seedText, focus],
  );

  // The first run starts by itself, so the page opens playing. Not guarded by a ref: in
  // React's strict mode the effects run twice, and the first run is cancelled in between.
  // A homework link (`predict=1`) to a compare waits for the student's pick (WinnerPick).
  // A paper link opens its page alone: the scenario underneath runs when the page closes.
  const firstRun = useRef(() =>
    startup.paper || holdsFirstRun(startup.predictFirst && !startup.embed, startup.source.doc)
      ? false
      : runWith(startup.source.doc, [], seedText, 'compare', 1, startup.startAtMs, startup.variant),
  );
  useEffect(() => {
    firstRun.current();
  }, []);

  // Stable while no view changes, so progress messages do not re-render the views.
  const views = useStableItems(
    useMemo(
      () => compareState.runs.flatMap((r): RunView[] => (r.view === null ? [] : [r.view])),
      [compareState.runs],
    ),
  );
  // One variant in focus: its view, or until it is ready its first streamed events, waited
  // for (focus-pick.ts; a preview standing in for a focused run without one stays until the
  // views). Compared: every view, or before any is ready every run's first streamed events.
  const [standing, setStanding] = useState<TimelineRun | null>(null);
  const pick = pickFocused(compareState.runs, focus, standing);
  const focusView = pick.kind === 'view' ? pick.view : null;
  const focusPreview = pick.kind === 'preview' ? pick.preview : null;
  if (focusPreview !== null && focusPreview !== standing) setStanding(focusPreview);
  // Memoized: the timeline and the crash reset when the shown runs change identity.
  const shown = useMemo(
    () => (layout === 'compare' ? views : focusView === null ? [] : [focusView]),
    [layout, views, focusView],
  );
  const previews = useStableItems(
    useMemo(
      () =>
        views.length > 0
          ? []
          : compareState.runs.flatMap((r): TimelineRun[] => (r.preview ? [r.preview] : [])),
      [views, compareState.runs],
    ),
  );
  const shownPreviews = useStableItems(
    useMemo(
      (): TimelineRun[] =>
        layout === 'compare' ? [...previews] : focusPreview === null ? [] : [focusPreview],
      [layout, previews, focusPreview],
    ),
  );

  const scenarioKey = source.kind === 'builtin' ? `builtin:${source.id}` : `inline:${loads}`;
  const startAtMs = startAt !== null && startAt.batchId === compareState.id ? startAt.ms : null;

  return {
    source,
    scenarioKey,
    startAtMs,
    base,
    edited,
    overrides,
    scenarioId,
    title,
    differences,
    seedText,
    setSeedText,
    seed,
    layout,
    setLayout,
    focus: focusView?.variant ?? focus,
    setFocus,
    notice,
    setNotice,
    linkProblem,
    dismissLinkProblem: useCallback(() => setLinkProblem(null), []),
    numbersNotice,
    dismissNumbersNotice: useCallback(() => setNumbersNotice(null), []),
    compare,
    compareState,
    sweep,
    sweepState,
    views,
    shown,
    /** The runs' previews the stage shows while `shown` is empty (see above). */
    shownPreviews,
    run,
    runSweep,
    load,
    restore,
    applyOverrides,
    paper,
    setPaper,
    closePaper,
    openRun,
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
