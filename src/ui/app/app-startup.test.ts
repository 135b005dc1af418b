import { describe, expect, it } from 'vitest';
import { encodeLink } from '../../scenario/url-codec.ts';
import { appStartup } from './app-startup.ts';

describe('appStartup', () => {
  it('opens the default scenario, one variant in focus, without a link', () => {
    expect(appStartup('')).toMatchObject({
      source: { kind: 'builtin', id: 'textbook-2pl' },
      layout: 'single',
      seed: null,
      linkProblem: null,
      embed: false,
    });
  });

  it('opens what a link names: scenario, seed, variant, playhead, embed', () => {
    const hash = encodeLink({
      scenario: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: 9,
      variant: null,
      playheadMs: 12.5,
      embed: true,
    });
    expect(appStartup(`#${hash}`)).toMatchObject({
      source: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: 9,
      layout: 'compare',
      startAtMs: 12.5,
      embed: true,
    });
  });

  it('falls back to the default scenario with a message naming the broken field', () => {
    const startup = appStartup('#v=1&id=textbook-2pl&seed=banana&embed=1');
    expect(startup?.source).toMatchObject({ kind: 'builtin', id: 'textbook-2pl' });
    expect(startup?.linkProblem).toMatch(/link\.seed/);
    expect(startup?.embed).toBe(true);
  });

  it('carries a notice when the link was made with another model version', () => {
    const startup = appStartup('#v=1&id=textbook-2pl&mv=999');
    expect(startup?.numbersNotice).toMatch(/model version 999/);
    expect(appStartup('#v=1&id=textbook-2pl')?.numbersNotice).toBeNull();
  });
});
