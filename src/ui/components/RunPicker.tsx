/**
 * Which of a batch's runs the compare view shows ("2PL vs TSTE"): a check box per run, in
 * a disclosure that says how many are shown; the last one shown cannot be unchecked. The
 * pick goes in the page's link (`runs=`). Leaves out the layout of the runs it picks.
 */
import type { RunView } from '../session/run-view.ts';
import { pickRuns, togglePick } from '../app/workbench-choices.ts';

export interface RunPickerProps {
  views: readonly RunView[];
  /** Keys of the runs shown, or null for every run. */
  picked: readonly string[] | null;
  onPickedChange: (picked: readonly string[] | null) => void;
}

export function RunPicker({ views, picked, onPickedChange }: RunPickerProps) {
  if (views.length < 3) return null;
  const shown = pickRuns(views, picked).map((v) => v.key);
  return (
    <details className="run-picker" data-testid="run-picker">
      <summary>
        Runs shown: {shown.length} of {views.length}
      </summary>
      <fieldset>
        <legend className="visually-hidden">Runs shown</legend>
        {views.map((v) => {
          const on = shown.includes(v.key);
          return (
            <label key={v.key}>
              <input
                type="checkbox"
                checked={on}
                disabled={on && shown.length === 1}
                onChange={() => onPickedChange(togglePick(views, picked, v.key))}
              />
              {v.title}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
