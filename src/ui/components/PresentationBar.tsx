/**
 * The buttons for presentation mode and the keyboard help, and the blank screen a
 * presenter's B key shows (a click, B or . brings the page back). Leaves out the state
 * and the keys (app/use-presentation.ts) and the help's contents (KeyboardHelp.tsx).
 */
import type { Presentation } from '../app/use-presentation.ts';
import { lazy, Suspense, useState } from 'react';

// The list of keys is its own chunk, loaded the first time it is opened (then kept mounted).
const KeyboardHelp = lazy(() =>
  import('./KeyboardHelp.tsx').then((m) => ({ default: m.KeyboardHelp })),
);
import './presentation.css';

export function PresentationBar({ presentation: p }: { presentation: Presentation }) {
  const [helpWanted, setHelpWanted] = useState(p.helpOpen);
  if (p.helpOpen && !helpWanted) setHelpWanted(true);
  return (
    <div className="presentation-bar" data-testid="presentation-bar">
      <button
        type="button"
        aria-pressed={p.presenting}
        onClick={p.toggle}
        data-testid="presentation-toggle"
      >
        {p.presenting ? 'Leave presentation' : 'Present'} <kbd>P</kbd>
      </button>
      <button type="button" onClick={p.openHelp} data-testid="keyboard-help-open">
        Keys <kbd>?</kbd>
      </button>
      {helpWanted && (
        <Suspense fallback={null}>
          <KeyboardHelp open={p.helpOpen} onClose={p.closeHelp} />
        </Suspense>
      )}
      {p.blank && (
        <div
          className="blank-screen"
          data-testid="blank-screen"
          role="button"
          tabIndex={-1}
          aria-label="The screen is blanked: press B or click to show it again"
          onClick={() => p.setBlank(false)}
        />
      )}
    </div>
  );
}
