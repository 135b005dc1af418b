/**
 * Which runs the timeline and panels show: one variant in focus (chosen from the batch's
 * runs), or all of them side by side under one playhead.
 */
import type { ViewLayout } from '../app/app-startup.ts';
import type { RunView } from '../session/run-view.ts';

export interface ViewSwitchProps {
  views: readonly RunView[];
  layout: ViewLayout;
  onLayoutChange: (layout: ViewLayout) => void;
  focus: string | null;
  onFocusChange: (variant: string | null) => void;
}

export function ViewSwitch({
  views,
  layout,
  onLayoutChange,
  focus,
  onFocusChange,
}: ViewSwitchProps) {
  if (views.length < 2) return null;
  return (
    <fieldset className="view-switch">
      <legend>Show</legend>
      <label>
        <input
          type="radio"
          name="view-layout"
          checked={layout === 'single'}
          onChange={() => onLayoutChange('single')}
        />
        One variant
      </label>
      <select
        aria-label="Variant in focus"
        value={focus ?? ''}
        disabled={layout !== 'single'}
        onChange={(e) => onFocusChange(e.target.value === '' ? null : e.target.value)}
      >
        {views.map((v) => (
          <option key={v.key} value={v.variant ?? ''}>
            {v.title}
          </option>
        ))}
      </select>
      <label>
        <input
          type="radio"
          name="view-layout"
          data-testid="compare-all"
          checked={layout === 'compare'}
          onChange={() => onLayoutChange('compare')}
        />
        Compare all {views.length} side by side
      </label>
    </fieldset>
  );
}
