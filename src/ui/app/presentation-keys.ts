/**
 * The page's own keys, heard anywhere on the page (not only on the timeline): P turns
 * presentation mode on and off, ? opens the keyboard help, and in presentation mode the
 * keys a presenter remote sends: Page Down / Page Up to the next / previous note, B (or .)
 * to blank the screen and again to unblank, Escape to leave. Keys typed into a field, and
 * keys with Ctrl, Alt or Meta, are left alone. Pure; use-presentation.ts carries them out.
 */
import type { KeyInput } from '../timeline/keyboard-actions.ts';

export type PageAction =
  | 'toggle-presentation'
  | 'exit-presentation'
  | 'next-note'
  | 'previous-note'
  | 'toggle-blank'
  | 'open-help';

export interface PageKeyContext {
  presenting: boolean;
  /** Whether the key was typed into a text field, a select or an editable element. */
  inField: boolean;
}

export function pageActionForKey(e: KeyInput, context: PageKeyContext): PageAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || context.inField) return null;
  switch (e.key) {
    case '?':
      return 'open-help';
    case 'p':
    case 'P':
      return 'toggle-presentation';
  }
  if (!context.presenting) return null;
  switch (e.key) {
    case 'PageDown':
      return 'next-note';
    case 'PageUp':
      return 'previous-note';
    case 'b':
    case 'B':
    case '.':
      return 'toggle-blank';
    case 'Escape':
      return 'exit-presentation';
    default:
      return null;
  }
}

/** Whether a key event's target takes typing (its keys are not shortcuts). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file'].includes(type);
}
