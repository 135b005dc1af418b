/**
 * "Which will win?" before a compare runs: a radio group of the variants, a run button
 * that waits for a pick, and a skip button; after the run, the one-line verdict (who won,
 * by how much). Shown when a link asks for a prediction first. Nothing is stored or sent.
 */
import { useId, useState } from 'react';
import type { BatchState } from '../session/batch-state.ts';
import { batchOutcomes, type PickChoice } from './compare-pick.ts';
import { pickVerdict } from './verdict.ts';
import './predict.css';

export function WinnerPick(props: {
  choices: readonly PickChoice[];
  state: BatchState;
  onRun: () => void;
}) {
  const { choices, state, onRun } = props;
  const name = useId();
  const [pick, setPick] = useState<string | null>(null);
  const [phase, setPhase] = useState<'choosing' | 'picked' | 'skipped'>('choosing');
  const verdict =
    phase === 'picked' && pick !== null ? pickVerdict(pick, batchOutcomes(state)) : null;
  if (phase === 'skipped') return null;
  return (
    <section className="predict-controls winner-pick" data-testid="winner-pick">
      {phase === 'choosing' ? (
        <fieldset>
          <legend>Before it runs: which variant will have the highest throughput?</legend>
          {choices.map((c) => (
            <label key={c.id} className="winner-choice">
              <input
                type="radio"
                name={name}
                value={c.id}
                checked={pick === c.id}
                onChange={() => setPick(c.id)}
              />{' '}
              {c.title}
            </label>
          ))}
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              disabled={pick === null}
              onClick={() => {
                setPhase('picked');
                onRun();
              }}
              data-testid="pick-run"
            >
              Run with my pick
            </button>
            <button
              type="button"
              onClick={() => {
                setPhase('skipped');
                onRun();
              }}
              data-testid="pick-skip"
            >
              Skip the prediction
            </button>
          </div>
        </fieldset>
      ) : (
        verdict !== null && (
          <p className="predict-verdict" aria-live="polite" data-testid="pick-verdict">
            {verdict.text}
          </p>
        )
      )}
    </section>
  );
}
