import { describe, expect, it } from 'vitest';
import { actionForKey, ZOOM_STEP } from './keyboard-actions.ts';

const key = (k: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) =>
  actionForKey({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('timeline keys', () => {
  it('plays and pauses with space', () => {
    expect(key(' ')).toEqual({ kind: 'toggle-play' });
  });

  it('steps by events, or by a tenth of the window with Shift', () => {
    expect(key('ArrowRight')).toEqual({ kind: 'step-event', direction: 1 });
    expect(key('ArrowLeft')).toEqual({ kind: 'step-event', direction: -1 });
    expect(key('ArrowLeft', { shiftKey: true })).toEqual({ kind: 'nudge', fraction: -0.1 });
  });

  it('zooms, fits and jumps', () => {
    expect(key('+')).toEqual({ kind: 'zoom', factor: ZOOM_STEP });
    expect(key('-')).toEqual({ kind: 'zoom', factor: 1 / ZOOM_STEP });
    expect(key('0')).toEqual({ kind: 'fit' });
    expect(key('Home')).toEqual({ kind: 'jump', to: 'start' });
    expect(key('End')).toEqual({ kind: 'jump', to: 'end' });
  });

  it('moves the segment cursor', () => {
    expect(key(']')).toEqual({ kind: 'cursor-along', delta: 1 });
    expect(key('ArrowUp')).toEqual({ kind: 'cursor-across', direction: -1 });
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(key('+', { ctrlKey: true })).toBeNull();
    expect(key('a')).toBeNull();
  });
});
