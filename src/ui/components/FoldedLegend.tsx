/**
 * The timeline's legend folded to its first row beside the lanes, so the lanes keep the
 * height; a button unfolds the rest. Folded entries stay in the page (cut off, not removed).
 * Leaves out the entries themselves (TimelineLegend).
 */
import { useId, useState, type ReactNode } from 'react';

export function FoldedLegend({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'wb-legend is-open' : 'wb-legend'}>
      <button
        type="button"
        className="wb-legend-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Less' : 'Legend'}
      </button>
      <div className="wb-legend-body" id={id}>
        {children}
      </div>
    </div>
  );
}
