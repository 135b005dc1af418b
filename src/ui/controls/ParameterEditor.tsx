/**
 * The parameter form: the scenario's key parameters grouped (workload, system, locking, log,
 * run), each a labelled input with its unit, help, a "changed" marker and its own reset.
 * "Apply and run" hands the overrides to the app only when every field is valid and the
 * edited scenario parses; otherwise the messages appear by their fields and focus moves to
 * the first one. What the user typed stays as typed until they change it or reset.
 * Leaves out the seed (the run form has it) and editing the transaction programs.
 */
import { useMemo, useRef, useState } from 'react';
import type { Override } from '../../scenario/overrides.ts';
import { describeErrors, type FieldError } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { applyEdits } from './apply-edits.ts';
import {
  draftsFor,
  isChanged,
  placeErrors,
  readDrafts,
  sameOverrides,
  type Drafts,
} from './editor-state.ts';
import { FieldInput } from './FieldInput.tsx';
import { listParameterFields, type FieldGroup, type ParameterField } from './parameter-fields.ts';
import './controls.css';

export interface ParameterEditorProps {
  /** The scenario as loaded (built-in or imported), before any edit. */
  doc: unknown;
  /** Its parse. */
  scenario: Scenario;
  /** The overrides the current results were run with. */
  applied: readonly Override[];
  /** Called with the edits (possibly none) once they are valid. */
  onApply: (overrides: Override[]) => void;
}

const GROUPS: readonly FieldGroup[] = ['Workload', 'System', 'Locking', 'Log', 'Execution', 'Run'];

function inputId(path: string): string {
  return `param-${path.replaceAll('.', '-')}`;
}

export function ParameterEditor({ doc, scenario, applied, onApply }: ParameterEditorProps) {
  const fields = useMemo(() => listParameterFields(scenario), [scenario]);
  const [owner, setOwner] = useState({ doc, applied });
  const [drafts, setDrafts] = useState<Drafts>(() => draftsFor(fields, applied));
  /** Errors from the last press of Apply that parsing found (cleared by the next edit). */
  const [parseErrors, setParseErrors] = useState<readonly FieldError[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A new scenario or newly applied overrides replace the drafts.
  if (owner.doc !== doc || !sameOverrides(owner.applied, applied)) {
    setOwner({ doc, applied });
    setDrafts(draftsFor(fields, applied));
    setParseErrors([]);
    setShowProblems(false);
  }

  const reading = readDrafts(fields, drafts);
  const placed = placeErrors(fields, parseErrors);
  const pending = !sameOverrides(reading.overrides, applied);
  const problemCount = reading.problems.size + parseErrors.length;

  const edit = (path: string, text: string): void => {
    setDrafts((d) => ({ ...d, [path]: text }));
    setParseErrors([]);
  };

  const focusFirstProblem = (paths: readonly string[]): void => {
    const first = fields.find((f) => paths.includes(f.path));
    const target =
      first === undefined ? null : formRef.current?.querySelector(`#${inputId(first.path)}`);
    if (target instanceof HTMLElement) target.focus();
  };

  const apply = (): void => {
    setShowProblems(true);
    if (reading.problems.size > 0) {
      focusFirstProblem([...reading.problems.keys()]);
      return;
    }
    const edited = applyEdits(doc, reading.overrides);
    if (!edited.ok) {
      setParseErrors(edited.errors);
      focusFirstProblem(edited.errors.map((e) => e.path));
      return;
    }
    onApply(reading.overrides);
  };

  const messagesFor = (field: ParameterField): string[] => {
    const own = reading.problems.get(field.path);
    return [...(own === undefined ? [] : [own]), ...(placed.byField.get(field.path) ?? [])];
  };

  return (
    <form
      ref={formRef}
      className="parameter-editor"
      aria-labelledby="parameter-editor-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <h2 id="parameter-editor-heading">Parameters</h2>
      <div className="parameter-groups">
        {GROUPS.map((group) => {
          const inGroup = fields.filter((f) => f.group === group);
          if (inGroup.length === 0) return null;
          return (
            <fieldset key={group} className="parameter-group">
              <legend>{group}</legend>
              {inGroup.map((field) => (
                <FieldInput
                  key={field.path}
                  id={inputId(field.path)}
                  field={field}
                  text={drafts[field.path] ?? ''}
                  changed={isChanged(field, drafts)}
                  messages={messagesFor(field)}
                  onChange={(text) => edit(field.path, text)}
                  onReset={() => edit(field.path, String(field.value))}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
      {placed.other.length > 0 && (
        <p className="parameter-form-error" role="alert">
          The edited scenario is not valid: {describeErrors(placed.other)}
        </p>
      )}
      <div className="parameter-actions">
        <button type="submit" className="button-primary" data-testid="apply-parameters">
          Apply and run
        </button>
        <button
          type="button"
          data-testid="reset-parameters"
          onClick={() => {
            setDrafts(draftsFor(fields, []));
            setParseErrors([]);
            setShowProblems(false);
          }}
        >
          Reset all
        </button>
        <p className="parameter-summary" role="status" aria-live="polite">
          {showProblems && problemCount > 0
            ? `Not run: ${problemCount === 1 ? 'one value needs' : `${problemCount} values need`} fixing.`
            : pending
              ? 'Edits not applied yet.'
              : ''}
        </p>
      </div>
    </form>
  );
}
