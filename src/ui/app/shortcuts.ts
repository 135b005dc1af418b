/**
 * Every keyboard shortcut, as the keyboard-help dialog lists them: the page's own keys
 * (presentation-keys.ts) and the timeline's, heard while it has focus (keyboard-actions.ts).
 * A test checks that each key listed here does something and that each key those two
 * modules handle is listed. Leaves out the browser's own keys (Tab, Enter on a button).
 */

export interface Shortcut {
  /** What to press, as shown (one or more keys). */
  keys: readonly string[];
  /** The `KeyboardEvent.key` values, for the test. */
  codes: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere on the page',
    shortcuts: [
      { keys: ['?'], codes: ['?'], does: 'Open this list of keys.' },
      { keys: ['P'], codes: ['p', 'P'], does: 'Turn presentation mode on or off.' },
    ],
  },
  {
    title: 'In presentation mode (a presenter remote sends these)',
    shortcuts: [
      {
        keys: ['Page Down'],
        codes: ['PageDown'],
        does: 'Jump to the next teaching note and pause there.',
      },
      {
        keys: ['Page Up'],
        codes: ['PageUp'],
        does: 'Jump to the previous teaching note and pause there.',
      },
      { keys: ['B', '.'], codes: ['b', 'B', '.'], does: 'Blank the screen; again to show it.' },
      { keys: ['Esc'], codes: ['Escape'], does: 'Leave presentation mode.' },
    ],
  },
  {
    title: 'On the timeline (click it or Tab to it first)',
    shortcuts: [
      { keys: ['Space'], codes: [' '], does: 'Play or pause.' },
      {
        keys: ['←', '→'],
        codes: ['ArrowLeft', 'ArrowRight'],
        does: 'Step to the previous or next event.',
      },
      {
        keys: ['Shift + ←', 'Shift + →'],
        codes: [],
        does: 'Move the playhead by a tenth of the view.',
      },
      { keys: ['+', '−'], codes: ['+', '=', '-', '_'], does: 'Zoom in or out.' },
      { keys: ['0'], codes: ['0'], does: 'Fit the whole run.' },
      { keys: ['Home', 'End'], codes: ['Home', 'End'], does: 'Jump to the start or the end.' },
      {
        keys: ['[', ']'],
        codes: ['[', ']'],
        does: 'Move through the segments of a lane (each is read out).',
      },
      {
        keys: ['↑', '↓'],
        codes: ['ArrowUp', 'ArrowDown'],
        does: 'Move the segment cursor across lanes.',
      },
      { keys: ['Esc'], codes: ['Escape'], does: 'Drop the segment cursor.' },
    ],
  },
];
