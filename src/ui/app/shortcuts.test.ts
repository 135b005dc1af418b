import { describe, expect, it } from 'vitest';
import { actionForKey } from '../timeline/keyboard-actions.ts';
import { pageActionForKey } from './presentation-keys.ts';
import { SHORTCUT_GROUPS } from './shortcuts.ts';

const press = (key: string, shiftKey = false) => ({
  key,
  shiftKey,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
});
const handled = (key: string): boolean =>
  actionForKey(press(key)) !== null ||
  pageActionForKey(press(key), { presenting: true, inField: false }) !== null;

/** Every key a person might press; the help must list each one that does something. */
const PROBE = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'`~!@#$%^&*()-_=+[]{}\\|;:\'",.<>/? ',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Enter',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'F1',
  'F5',
  'F11',
  'Spacebar',
];

describe('the keyboard help', () => {
  const listed = new Set(SHORTCUT_GROUPS.flatMap((g) => g.shortcuts.flatMap((s) => s.codes)));

  it('lists every key the page or the timeline answers to', () => {
    const missing = PROBE.filter((k) => handled(k) && !listed.has(k) && k !== 'Spacebar');
    expect(missing).toEqual([]);
  });

  it('lists no key that does nothing', () => {
    expect([...listed].filter((k) => !handled(k))).toEqual([]);
  });
});

describe('the page keys', () => {
  it('leave the presenter keys alone outside presentation mode, so Page Down still scrolls', () => {
    const off = { presenting: false, inField: false };
    expect(pageActionForKey(press('PageDown'), off)).toBeNull();
    expect(pageActionForKey(press('b'), off)).toBeNull();
    expect(pageActionForKey(press('p'), off)).toBe('toggle-presentation');
    expect(pageActionForKey(press('?', true), off)).toBe('open-help');
  });

  it('map a presenter remote in presentation mode: next and previous note, blank', () => {
    const on = { presenting: true, inField: false };
    expect(pageActionForKey(press('PageDown'), on)).toBe('next-note');
    expect(pageActionForKey(press('PageUp'), on)).toBe('previous-note');
    expect(pageActionForKey(press('B'), on)).toBe('toggle-blank');
    expect(pageActionForKey(press('.'), on)).toBe('toggle-blank');
  });

  it('ignore keys typed into a field, and keys with Ctrl', () => {
    expect(pageActionForKey(press('p'), { presenting: false, inField: true })).toBeNull();
    expect(
      pageActionForKey({ ...press('p'), ctrlKey: true }, { presenting: false, inField: false }),
    ).toBeNull();
  });
});
