/**
 * The run controls: which scenario (a built-in, or the file the user imported), which seed,
 * Run (and Pause/Resume and Cancel while running). A plain form, so Enter in the seed field
 * runs and everything works from the keyboard. The seed is validated by the caller; this
 * only shows the message next to the field.
 */
import type { Ref } from 'react';
import { scenarioLabel, type BuiltinEntry } from '../app/builtin-scenarios.ts';
import { MAX_SEED } from '../app/seed.ts';

/** The select's value for the imported scenario (built-in ids are lowercase words). */
export const IMPORTED_OPTION = '(imported)';
/** The prefix of a paper page's option value (built-in ids have no colon). */
export const PAPER_OPTION = 'paper:';

export interface RunFormProps {
  scenarios: readonly BuiltinEntry[];
  /** A built-in's id, or IMPORTED_OPTION. */
  scenarioId: string;
  /** The imported scenario's title, when one is loaded. */
  importedTitle: string | null;
  onScenarioChange: (id: string) => void;
  /** The paper pages, offered as a "Papers" group; their option values are PAPER_OPTION + id. */
  papers?: readonly BuiltinEntry[];
  seedText: string;
  onSeedChange: (text: string) => void;
  /** The seed field's problem, or null when the seed is valid. */
  seedError: string | null;
  seedRef: Ref<HTMLInputElement>;
  running: boolean;
  paused: boolean;
  onRun: () => void;
  onCancel: () => void;
  onPause: () => void;
  onResume: () => void;
}

export function RunForm(props: RunFormProps) {
  const { scenarios, scenarioId, seedText, seedError, running } = props;
  return (
    <form
      className="run-form"
      aria-label="Run settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onRun();
      }}
    >
      <div className="field field-scenario">
        <label htmlFor="scenario-select">Scenario</label>
        <select
          id="scenario-select"
          value={scenarioId}
          onChange={(event) => props.onScenarioChange(event.target.value)}
        >
          {props.papers === undefined || props.papers.length === 0 ? (
            scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {scenarioLabel(s)}
              </option>
            ))
          ) : (
            <>
              <optgroup label="Scenarios">
                {scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {scenarioLabel(s)}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Papers">
                {props.papers.map((p) => (
                  <option key={p.id} value={`${PAPER_OPTION}${p.id}`}>
                    Paper: {p.title}
                  </option>
                ))}
              </optgroup>
            </>
          )}
          {props.importedTitle !== null && (
            <option value={IMPORTED_OPTION}>Imported: {props.importedTitle}</option>
          )}
        </select>
      </div>
      <div className="field field-seed">
        <label htmlFor="seed-input">Seed</label>
        <input
          id="seed-input"
          ref={props.seedRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={seedText}
          aria-invalid={seedError !== null}
          aria-describedby={seedError === null ? 'seed-hint' : 'seed-error seed-hint'}
          onChange={(event) => props.onSeedChange(event.target.value)}
        />
        <p id="seed-hint" className="hint visually-hidden">
          0 to {MAX_SEED}. Same seed, same results.
        </p>
        {seedError !== null && (
          <p id="seed-error" className="field-error">
            {seedError}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="button-primary">
          {running ? 'Restart' : 'Run'}
        </button>
        {running && (
          <button type="button" onClick={props.paused ? props.onResume : props.onPause}>
            {props.paused ? 'Resume' : 'Pause'}
          </button>
        )}
        {running && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
