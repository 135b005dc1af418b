/**
 * A scenario's parameter sweep: a button that runs every value for every variant (without
 * traces, in parallel workers), a progress bar and a cancel button while it runs, and the
 * sweep chart filling in as points arrive. Shown only for scenarios that define a sweep.
 */
import type { SweepPoint } from '../charts/index.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { fractionDone, statusText, type BatchState } from '../session/batch-state.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { sweepTheory } from '../theory/sweep-theory.ts';
import { TheoryToggle } from '../theory/TheoryToggle.tsx';
import { theoryLayers } from '../theory/TheoryLayer.tsx';
import { DEFAULT_SWEEP_METRIC, metricInfo } from '../charts/sweep-series.ts';
import { PredictControls } from '../predict/PredictControls.tsx';
import { predictionLayer } from '../predict/PredictionLayer.tsx';
import { sweepVerdict, useSweepPrediction } from '../predict/use-sweep-prediction.ts';

// Its own chunk: only scenarios with a sweep show it, once a sweep has run.
const SweepChart = lazy(() =>
  import('../charts/SweepChart.tsx').then((m) => ({ default: m.SweepChart })),
);
import { formatCount, formatPercent, formatSetting } from '../format.ts';

/** Seeds per point offered; with two or more the chart draws 95% intervals for the means. */
const SEED_CHOICES = [1, 3, 5, 10] as const;

export interface SweepSectionProps {
  scenario: Scenario;
  state: BatchState;
  /** Runs the sweep with this many seeds per point. */
  onRun: (seeds: number) => void;
  onCancel: () => void;
  /** The link asked for a prediction first (`predict=1`): the sweep waits for a sketch or a skip. */
  predictFirst?: boolean;
  /** A throughput already seen (the scenario's own run), to scale an empty chart without theory. */
  referenceTps?: number;
}

export function sweepPoints(state: BatchState): SweepPoint[] {
  return state.runs.flatMap((run) =>
    run.outcome?.kind === 'done' && typeof run.value === 'number'
      ? [{ variant: run.variant, title: run.title, value: run.value, row: run.outcome.row }]
      : [],
  );
}

export function SweepSection(props: SweepSectionProps) {
  const { scenario, state, onRun, onCancel } = props;
  const predictFirst = props.predictFirst === true;
  const [seeds, setSeeds] = useState(1);
  const [showTheory, setShowTheory] = useState(true);
  const sweep = scenario.sweep;
  const numericValues = useMemo(
    () => (sweep?.values ?? []).filter((v): v is number => typeof v === 'number'),
    [sweep],
  );
  const theory = useMemo(() => sweepTheory(scenario, numericValues), [scenario, numericValues]);
  const prediction = useSweepPrediction(numericValues, DEFAULT_SWEEP_METRIC, predictFirst);
  if (sweep === null) return null;
  const variants = Math.max(1, scenario.compare.length);
  const total = sweep.values.length * variants;
  const running = state.status === 'running';
  const done =
    state.runs.length === 0
      ? 0
      : state.runs.reduce((a, r) => a + fractionDone(r), 0) / state.runs.length;
  const values = sweep.values.filter((v): v is number => typeof v === 'number');
  const finished = state.runs.filter((r) => r.outcome !== null).length;
  const points = sweepPoints(state);
  const beforeRun = state.runs.length === 0;
  const verdict = running ? null : sweepVerdict(prediction.sketch, points);
  // Before any result, the empty chart's scale comes from theory's throughput bound.
  const bound = theory?.overlay.curves.find((c) => c.id === 'theory-bound-x')?.points.at(-1)?.y;
  const seen = props.referenceTps ?? 0;
  const yHint =
    bound !== undefined && Number.isFinite(bound)
      ? bound * 1.25
      : seen > 0 && Number.isFinite(seen)
        ? seen * 2
        : 100;
  const layers = [
    ...(showTheory ? theoryLayers(theory?.overlay ?? null) : []),
    ...(prediction.sketch === null
      ? []
      : [
          predictionLayer(
            prediction.sketch,
            beforeRun ? prediction.setSketch : null,
            yHint,
            metricInfo(prediction.sketch.metric).unit,
          ),
        ]),
  ];
  return (
    <section className="sweep-section" aria-labelledby="sweep-heading">
      <h2 id="sweep-heading">Sweep</h2>
      <p>
        Runs <code>{sweep.param}</code> over {sweep.values.length} values (
        {values.map(formatSetting).join(', ')})
        {variants > 1 ? ` for each of the ${variants} variants` : ''}
        {seeds > 1 ? ` with ${seeds} seeds each (the seed shown and the next ones)` : ''}:{' '}
        {total * seeds} runs without traces, in parallel.
      </p>
      <div className="actions">
        <label className="sweep-seeds">
          Seeds per point{' '}
          <select
            value={seeds}
            onChange={(event) => setSeeds(Number(event.target.value))}
            data-testid="sweep-seeds"
          >
            {SEED_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 (no interval)' : `${n} (95% intervals)`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button-primary"
          onClick={() => onRun(seeds)}
          disabled={prediction.blocksRun}
          data-testid="run-sweep"
        >
          {running ? 'Restart sweep' : 'Run sweep'}
        </button>
        {running && (
          <button type="button" onClick={onCancel} data-testid="cancel-sweep">
            Cancel sweep
          </button>
        )}
      </div>
      {running && (
        <div className="sweep-progress">
          <progress aria-label="Sweep progress" data-testid="sweep-progress" value={done} max={1} />{' '}
          <span className="progress-figures">
            {formatCount(finished)} of {formatCount(state.runs.length)} runs finished
          </span>
        </div>
      )}
      {state.status !== 'idle' && (
        <p className="status" role="status">
          {running ? `Sweep ${formatPercent(done)} done.` : statusText(state)}
        </p>
      )}
      <PredictControls
        prediction={prediction}
        beforeRun={beforeRun}
        required={predictFirst}
        verdict={verdict}
        metricName={metricInfo(DEFAULT_SWEEP_METRIC).name}
      />
      {theory !== null && (
        <TheoryToggle theory={theory} checked={showTheory} onChange={setShowTheory} />
      )}
      {(state.runs.length > 0 || prediction.mode === 'sketching') && (
        <Suspense fallback={null}>
          <SweepChart
            param={sweep.param}
            points={points}
            values={values}
            scenarioId={scenario.id}
            layers={layers}
          />
        </Suspense>
      )}
    </section>
  );
}
