/**
 * A paper's page: its headline figures, each run live in the worker pool as a short sweep
 * with several seeds (one experiment after another, figures that share runs share them),
 * our curve with 95% intervals beside the paper's published values, and a reading per
 * figure whose numbers come from the run. A progress bar and Cancel while it runs; results
 * stay cached until the page closes; a click on one of our points opens it as a normal run.
 * Leaves out choosing seeds and run lengths (the scenario files' `published.page` set them).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { msToSeconds } from '../../base/time.ts';
import type { Override } from '../../scenario/overrides.ts';
import { findPaper } from '../../scenario/papers.ts';
import { loadBuiltin } from '../app/builtin-scenarios.ts';
import { paramLabel } from '../charts/param-labels.ts';
import { formatCount } from '../format.ts';
import { fractionDone, type BatchState } from '../session/batch-state.ts';
import { useBatchRun } from '../session/use-batch-run.ts';
import { useStore } from '../store/store.ts';
import { figureSeries, type FigureRun } from './figure-data.ts';
import { figureOverrides } from './figure-plan.ts';
import { cacheRuns, cachedRuns } from './paper-cache.ts';
import {
  experiments,
  paperFigures,
  type LoadedScenario,
  type PaperFigure,
} from './paper-figures.ts';
import { PaperFigureChart } from './PaperFigureChart.tsx';
import { fillReading } from './reading.ts';
import './papers.css';

export interface PaperPageProps {
  paperId: string;
  /** Opens one point as a normal run: its scenario, the point's edits, seed and variant. */
  onOpenRun: (
    scenarioId: string,
    doc: unknown,
    edits: readonly Override[],
    seed: number,
    variant: string,
  ) => void;
  onClose: () => void;
}

const whole = (s: BatchState) => s;

/** The finished runs of a batch, as figure runs. */
function finishedRuns(state: BatchState): FigureRun[] {
  return state.runs.flatMap((r) =>
    r.outcome?.kind === 'done' && typeof r.value === 'number'
      ? [{ variant: r.variant, value: r.value, row: r.outcome.row }]
      : [],
  );
}

type Phase = 'loading' | 'running' | 'done' | 'cancelled' | 'failed';

export function PaperPage({ paperId, onOpenRun, onClose }: PaperPageProps) {
  const paper = findPaper(paperId);
  const [loaded, setLoaded] = useState<LoadedScenario[] | null>(null);
  useEffect(() => {
    let live = true;
    const ids = paper?.scenarios ?? [];
    void Promise.all(ids.map((id) => loadBuiltin(id))).then((list) => {
      if (live) setLoaded(list.filter((s) => s !== undefined));
    });
    return () => {
      live = false;
    };
  }, [paper]);
  const figures = useMemo(
    () => (paper === undefined || loaded === null ? [] : paperFigures(paper, loaded)),
    [paper, loaded],
  );
  const todo = useMemo(() => experiments(figures), [figures]);

  const batch = useBatchRun();
  const state = useStore(batch.store, whole);
  /** Bumped when a finished experiment enters the cache, which holds every result. */
  const [, setCached] = useState(0);
  /** The experiment running, and the batch id it runs as. */
  const [current, setCurrent] = useState<{ key: string; batchId: number } | null>(null);
  const [stopped, setStopped] = useState<'cancelled' | 'failed' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const startedAt = useRef<number | null>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const isDone = (key: string): boolean => cachedRuns(key) !== undefined;

  const startNext = useCallback(() => {
    const next = todo.find((e) => cachedRuns(e.key) === undefined);
    if (next === undefined) {
      setCurrent(null);
      if (startedAt.current !== null) setElapsedMs(performance.now() - startedAt.current);
      return;
    }
    startedAt.current ??= performance.now();
    batch.start({
      doc: next.doc,
      label: next.scenario.title,
      seed: next.scenario.seed,
      overrides: figureOverrides(next.scenario, next.figure),
      kind: 'sweep',
      seeds: next.figure.page.seeds,
    });
    setCurrent({ key: next.key, batchId: batch.store.get().id });
  }, [todo, batch]);

  // Runs what is missing once the figures are known (and again after "Run the rest").
  useEffect(() => {
    if (loaded === null || current !== null || stopped !== null) return;
    if (todo.some((e) => cachedRuns(e.key) === undefined)) startNext();
  }, [loaded, todo, current, stopped, startNext]);

  // The running experiment's end: keep its runs, then the next one.
  useEffect(() => {
    if (current === null || state.id !== current.batchId) return;
    if (state.status === 'done') {
      cacheRuns(current.key, finishedRuns(state));
      setCached((n) => n + 1);
      startNext();
    } else if (state.status === 'cancelled') {
      setStopped('cancelled');
      setCurrent(null);
    } else if (state.status === 'failed' || state.status === 'invalid') {
      setProblem(state.problem);
      setStopped('failed');
      setCurrent(null);
    }
  }, [state, current, startNext]);

  if (paper === undefined) return null;
  const running = current !== null;
  const phase: Phase =
    loaded === null
      ? 'loading'
      : running
        ? 'running'
        : (stopped ?? (todo.every((e) => isDone(e.key)) ? 'done' : 'running'));
  const runsOf = (f: PaperFigure): readonly FigureRun[] =>
    cachedRuns(f.key) ??
    (current?.key === f.key && state.id === current.batchId ? finishedRuns(state) : []);
  const doneCount = todo.filter((e) => isDone(e.key)).length;
  const batchFraction =
    running && state.runs.length > 0
      ? state.runs.reduce((a, r) => a + fractionDone(r), 0) / state.runs.length
      : 0;
  const fraction = todo.length === 0 ? 1 : (doneCount + batchFraction) / todo.length;
  const runsTotal = todo.reduce(
    (n, e) => n + e.figure.page.values.length * e.figure.page.variants.length * e.figure.page.seeds,
    0,
  );

  const status =
    phase === 'loading'
      ? 'Loading the scenarios…'
      : phase === 'running'
        ? `Running experiment ${Math.min(doneCount + 1, todo.length)} of ${todo.length}: ${formatCount(state.runs.filter((r) => r.outcome !== null).length)} of ${formatCount(state.runs.length)} runs finished.`
        : phase === 'done'
          ? `All ${formatCount(runsTotal)} runs done${elapsedMs === null ? ' (from this visit’s cache)' : ` in ${msToSeconds(elapsedMs).toFixed(1)} s`}.`
          : phase === 'cancelled'
            ? 'Cancelled. The figures finished so far stay.'
            : `Stopped: ${problem ?? 'a run failed'}.`;

  return (
    <section
      className="paper-page"
      aria-labelledby="paper-heading"
      data-testid="paper-page"
      data-paper={paper.id}
    >
      <div className="paper-header">
        <h2 id="paper-heading">{paper.title}</h2>
        <button type="button" onClick={onClose} data-testid="paper-close">
          Close the paper page
        </button>
      </div>
      <p className="paper-citation">
        {paper.citation} Each figure is re-run now in your browser ({formatCount(runsTotal)} short
        runs in parallel workers, several seeds per point, 95% intervals) beside the paper&apos;s
        published values (ringed points); click one of our points to open it as a run.
      </p>
      <div className="paper-controls">
        {running && (
          <>
            <progress
              aria-label="Paper figures progress"
              value={fraction}
              max={1}
              data-testid="paper-progress"
            />
            <button type="button" onClick={batch.cancel} data-testid="paper-cancel">
              Cancel
            </button>
          </>
        )}
        {(phase === 'cancelled' || phase === 'failed') && (
          <button
            type="button"
            onClick={() => {
              setStopped(null);
              setProblem(null);
            }}
            data-testid="paper-run-again"
          >
            Run the rest
          </button>
        )}
        <p
          className="status"
          role="status"
          data-testid="paper-status"
          data-phase={phase}
          data-elapsed-ms={elapsedMs ?? ''}
        >
          {status}
        </p>
      </div>
      {figures.map((f) => {
        const titles = new Map(f.scenario.compare.map((v) => [v.id, v.title]));
        const series = figureSeries(f.figure, runsOf(f), titles);
        const param = f.scenario.sweep?.param ?? '';
        const open = (variant: string, x: number) => {
          const edits: Override[] = [
            ...Object.entries(f.figure.page.set).map(([path, value]) => ({ path, value })),
            { path: param, value: x },
          ];
          onOpenRun(f.scenarioId, f.doc, edits, f.scenario.seed, variant);
        };
        return (
          <article
            key={`${f.scenarioId}:${f.figure.figure}:${f.figure.metric}`}
            className="paper-figure"
            data-testid="paper-figure"
            data-scenario={f.scenarioId}
            data-figure={f.figure.figure}
          >
            <h3>
              {f.figure.figure}: {f.figure.title}
            </h3>
            <PaperFigureChart
              figure={f.figure}
              series={series}
              xLabel={paramLabel(param)}
              scenarioId={f.scenarioId}
              onOpen={open}
            />
            <p className="paper-reading" data-testid="paper-reading">
              {fillReading(f.figure.reading, series, f.figure.digits)}
            </p>
            <p className="paper-source">
              <span>The paper&apos;s values:</span> {f.figure.source} (scenario{' '}
              <code>{f.scenarioId}</code>, {f.figure.page.seeds} seeds from {f.scenario.seed}).
            </p>
          </article>
        );
      })}
    </section>
  );
}
