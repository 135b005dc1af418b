/**
 * One parameter's control: a text box with its unit for numbers (text, not type="number",
 * so whatever is typed stays visible, even when invalid), a checkbox for a toggle, a select
 * for a choice. Label, unit, help and messages are tied to the control for screen readers;
 * a changed value shows a marker and a reset button named after the field.
 */
import type { ParameterField } from './parameter-fields.ts';

export interface FieldInputProps {
  id: string;
  field: ParameterField;
  text: string;
  changed: boolean;
  /** Problems to show under the control; none when it is valid. */
  messages: readonly string[];
  onChange: (text: string) => void;
  onReset: () => void;
}

/** The scenario's own value as a person reads it: on/off, a choice's label, a number. */
function ownValueText(field: ParameterField): string {
  if (field.kind === 'boolean') return field.value ? 'on' : 'off';
  const choice = field.choices.find((c) => c.value === field.value);
  return choice?.label ?? String(field.value);
}

export function FieldInput({
  id,
  field,
  text,
  changed,
  messages,
  onChange,
  onReset,
}: FieldInputProps) {
  const invalid = messages.length > 0;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const unitId = `${id}-unit`;
  const describedBy = [invalid ? errorId : null, field.unit === null ? null : unitId, helpId]
    .filter((x) => x !== null)
    .join(' ');
  const own = ownValueText(field);
  const ownNote = changed ? ` Scenario value: ${own}.` : '';
  const setBy = field.setBy.length > 0 ? ` Set in its runs by ${field.setBy.join(' and ')}.` : '';
  const hint = `${field.help}${ownNote}${setBy}`;

  let control;
  if (field.kind === 'boolean') {
    control = (
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={text === 'true'}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(String(event.target.checked))}
      />
    );
  } else if (field.kind === 'choice') {
    control = (
      <select
        id={id}
        value={text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type="text"
        inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }

  return (
    <div
      className={`parameter-field parameter-${field.kind}${changed ? ' is-changed' : ''}`}
      data-path={field.path}
    >
      <div className="parameter-label-row">
        <label htmlFor={id}>{field.label}</label>
        {changed && (
          <span className="changed-marker" title={`Scenario value: ${own}`}>
            changed
          </span>
        )}
      </div>
      <div className="parameter-control-row">
        {control}
        {field.unit !== null && (
          <span id={unitId} className="parameter-unit">
            {field.unit}
          </span>
        )}
        {changed && (
          <button
            type="button"
            className="parameter-reset"
            aria-label={`Reset ${field.label} to ${own}`}
            onClick={onReset}
          >
            Reset
          </button>
        )}
      </div>
      <p id={helpId} className="hint">
        {hint}
      </p>
      {invalid && (
        <p id={errorId} className="field-error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
