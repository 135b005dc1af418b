/**
 * The words and buttons around a sweep prediction: an offer to sketch before the run, how
 * to sketch (click, drag, arrow keys), a skip button when the link asked for a prediction,
 * and the verdict once the sweep is done.
 */
import type { SketchVerdict } from './verdict.ts';
import type { SweepPrediction } from './use-sweep-prediction.ts';
import './predict.css';

export function PredictControls(props: {
  prediction: SweepPrediction;
  /** The sweep has not started: the sketch can still change. */
  beforeRun: boolean;
  required: boolean;
  verdict: SketchVerdict | null;
  metricName: string;
}) {
  const { prediction, beforeRun, required, verdict, metricName } = props;
  return (
    <div className="predict-controls" data-testid="predict-controls">
      {beforeRun && prediction.mode === 'none' && (
        <button type="button" onClick={prediction.start} data-testid="predict-sketch">
          Sketch your prediction first
        </button>
      )}
      {beforeRun && prediction.mode === 'sketching' && (
        <p className="predict-help">
          {required ? 'This link asks for your prediction before the sweep runs. ' : ''}
          Sketch the {metricName.toLowerCase()} you expect: click or drag on the chart to place a
          point at each value, or focus a point and use the arrow keys. It stays on this page.{' '}
          {required && (
            <button type="button" onClick={prediction.skip} data-testid="predict-skip">
              Skip the prediction
            </button>
          )}
        </p>
      )}
      {verdict !== null && (
        <p className="predict-verdict" aria-live="polite" data-testid="predict-verdict">
          {verdict.text}
        </p>
      )}
    </div>
  );
}
