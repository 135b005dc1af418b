/**
 * What a key does while the timeline has focus: space plays or pauses, ←/→ step to the
 * previous/next event (with Shift, by a tenth of the window), + and - zoom, 0 fits, Home
 * and End jump, [ and ] move the segment cursor along its lane and ↑/↓ across lanes,
 * Escape drops the cursor. Pure; the component carries the actions out.
 */

export type TimelineAction =
  | { kind: 'toggle-play' }
  | { kind: 'step-event'; direction: 1 | -1 }
  | { kind: 'nudge'; fraction: number }
  | { kind: 'zoom'; factor: number }
  | { kind: 'fit' }
  | { kind: 'jump'; to: 'start' | 'end' }
  | { kind: 'cursor-along'; delta: 1 | -1 }
  | { kind: 'cursor-across'; direction: 1 | -1 }
  | { kind: 'cursor-clear' };

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export const ZOOM_STEP = 1.5;

/** Keys listed for the canvas's accessible description. */
export const KEY_HELP =
  'Space plays or pauses. Left and right arrows step to the previous or next event; with Shift, move a tenth of the view. Plus and minus zoom, 0 fits the run, Home and End jump to the start and end. Open and close brackets move through the segments of a lane; up and down arrows change lane.';

export function actionForKey(e: KeyInput): TimelineAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case ' ':
    case 'Spacebar':
      return { kind: 'toggle-play' };
    case 'ArrowLeft':
      return e.shiftKey ? { kind: 'nudge', fraction: -0.1 } : { kind: 'step-event', direction: -1 };
    case 'ArrowRight':
      return e.shiftKey ? { kind: 'nudge', fraction: 0.1 } : { kind: 'step-event', direction: 1 };
    case '+':
    case '=':
      return { kind: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { kind: 'zoom', factor: 1 / ZOOM_STEP };
    case '0':
      return { kind: 'fit' };
    case 'Home':
      return { kind: 'jump', to: 'start' };
    case 'End':
      return { kind: 'jump', to: 'end' };
    case ']':
      return { kind: 'cursor-along', delta: 1 };
    case '[':
      return { kind: 'cursor-along', delta: -1 };
    case 'ArrowDown':
      return { kind: 'cursor-across', direction: 1 };
    case 'ArrowUp':
      return { kind: 'cursor-across', direction: -1 };
    case 'Escape':
      return { kind: 'cursor-clear' };
    default:
      return null;
  }
}
