/**
 * The switch for a sweep's theory overlay, with what the theory is of: the queueing model
 * of the same scenario without data contention, which variant it describes, and what it
 * leaves out that the scenario has.
 */
import type { SweepTheory } from './sweep-theory.ts';
import './theory.css';

export function TheoryToggle(props: {
  theory: SweepTheory;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { theory, checked, onChange } = props;
  const { omitted } = theory.overlay;
  return (
    <div className="theory-toggle" data-testid="theory-toggle">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="theory-checkbox"
        />{' '}
        Theory overlay (dashed grey: queueing theory of the same devices and demands
        {theory.variantTitle !== null ? `, for ${theory.variantTitle}` : ''})
      </label>
      {omitted.length > 0 && (
        <p className="theory-omitted">Theory leaves out: {omitted.join(', ')}.</p>
      )}
    </div>
  );
}
