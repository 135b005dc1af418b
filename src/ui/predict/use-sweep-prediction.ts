/**
 * The prediction state of one sweep: none yet, a sketch being drawn, or skipped; whether
 * the run must wait for it (a `predict=1` link), and its verdict once the sweep is done.
 * Kept in memory only: nothing leaves the page, nothing is stored. Leaves out drawing.
 */
import { useCallback, useState } from 'react';
import type { SweepMetric, SweepPoint } from '../charts/sweep-series.ts';
import { sweepSeries } from '../charts/sweep-series.ts';
import { emptySketch, placedCount, type SweepSketch } from './sketch.ts';
import { sketchVerdict, type SketchVerdict } from './verdict.ts';

export type PredictionMode = 'none' | 'sketching' | 'skipped';

export interface SweepPrediction {
  mode: PredictionMode;
  sketch: SweepSketch | null;
  start: () => void;
  skip: () => void;
  setSketch: (next: SweepSketch) => void;
  /** With `predict=1`: no run before a placed point or a skip. */
  blocksRun: boolean;
}

export function useSweepPrediction(
  values: readonly number[],
  metric: SweepMetric,
  required: boolean,
): SweepPrediction {
  const [mode, setMode] = useState<PredictionMode>(required ? 'sketching' : 'none');
  const [sketch, setSketchState] = useState<SweepSketch | null>(
    required ? emptySketch(metric, values) : null,
  );
  const start = useCallback(() => {
    setMode('sketching');
    setSketchState((s) => s ?? emptySketch(metric, values));
  }, [metric, values]);
  const skip = useCallback(() => {
    setMode('skipped');
    setSketchState(null);
  }, []);
  const setSketch = useCallback((next: SweepSketch) => setSketchState(next), []);
  const placed = sketch === null ? 0 : placedCount(sketch);
  return {
    mode,
    sketch,
    start,
    skip,
    setSketch,
    blocksRun: required && mode !== 'skipped' && placed === 0,
  };
}

/** The verdict of a sketch against the sweep's first curve, or null without both. */
export function sweepVerdict(
  sketch: SweepSketch | null,
  points: readonly SweepPoint[],
): SketchVerdict | null {
  if (sketch === null || placedCount(sketch) === 0) return null;
  const first = sweepSeries(points, sketch.metric)[0];
  if (first === undefined) return null;
  const several = new Set(points.map((p) => p.variant)).size > 1;
  return sketchVerdict(sketch, first.points, several ? first.title : null);
}
