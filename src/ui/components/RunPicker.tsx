/**
 * Which of a batch's runs the compare view shows ("2PL vs TSTE"): a check box per run, in
 * a disclosure that says how many are shown; the last one shown cannot be unchecked.
 * Leaves out the layout of the runs it picks.
 */
import type { RunView } from '../session/run-view.ts';

export interface RunPickerProps {
  views: readonly RunView[];
  /** Keys of the runs left out. */
  hidden: readonly string[];
  onHiddenChange: (hidden: readonly string[]) => void;
}

export function RunPicker({ views, hidden, onHiddenChange }: RunPickerProps) {
  if (views.length < 3) return null;
  const shownCount = views.filter((v) => !hidden.includes(v.key)).length;
  return (
    <details className="run-picker" data-testid="run-picker">
      <summary>
        Runs shown: {shownCount} of {views.length}
      </summary>
      <fieldset>
        <legend className="visually-hidden">Runs shown</legend>
        {views.map((v) => {
          const on = !hidden.includes(v.key);
          return (
            <label key={v.key}>
              <input
                type="checkbox"
                checked={on}
                disabled={on && shownCount === 1}
                onChange={() =>
                  onHiddenChange(on ? [...hidden, v.key] : hidden.filter((k) => k !== v.key))
                }
              />
              {v.title}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
