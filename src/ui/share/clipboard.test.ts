/** copyText tries the clipboard, then the selection fallback, then gives up with false. */
import { describe, expect, it } from 'vitest';
import { copyText, type ClipboardEnv } from './clipboard.ts';

function env(clipboard: 'works' | 'refuses' | 'missing', selection: 'works' | 'fails' | 'throws') {
  const calls: string[] = [];
  const fake: ClipboardEnv = {
    writeText:
      clipboard === 'missing'
        ? null
        : async (text) => {
            calls.push(`clipboard:${text}`);
            if (clipboard === 'refuses') throw new Error('NotAllowedError');
          },
    copyBySelection: (text) => {
      calls.push(`selection:${text}`);
      if (selection === 'throws') throw new Error('no document');
      return selection === 'works';
    },
  };
  return { fake, calls };
}

describe('copyText', () => {
  it('uses the async clipboard when it works, and nothing else', async () => {
    const { fake, calls } = env('works', 'works');
    expect(await copyText('x', fake)).toBe(true);
    expect(calls).toEqual(['clipboard:x']);
  });

  it('falls back to a selection copy when the clipboard refuses or is missing', async () => {
    for (const clipboard of ['refuses', 'missing'] as const) {
      const { fake, calls } = env(clipboard, 'works');
      expect(await copyText('y', fake)).toBe(true);
      expect(calls.at(-1)).toBe('selection:y');
    }
  });

  it('returns false when neither way copies, so the UI can show the text', async () => {
    expect(await copyText('z', env('refuses', 'fails').fake)).toBe(false);
    expect(await copyText('z', env('missing', 'throws').fake)).toBe(false);
  });
});
