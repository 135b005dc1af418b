import { describe, expect, it } from 'vitest';
import { encodeLink } from '../../scenario/url-codec.ts';
import { appStartup } from './app-startup.ts';
import { BUILTIN_ENTRIES } from './builtin-scenarios.ts';

describe('appStartup', () => {
  it('opens the default scenario, one variant in focus, without a link', async () => {
    expect(await appStartup('')).toMatchObject({
      source: { kind: 'builtin', id: 'textbook-2pl' },
      layout: 'single',
      seed: null,
      linkProblem: null,
      embed: false,
    });
  });

  it('opens what a link names: scenario, seed, variant, playhead, embed', async () => {
    const hash = encodeLink({
      scenario: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: 9,
      variant: null,
      playheadMs: 12.5,
      embed: true,
    });
    expect(await appStartup(`#${hash}`)).toMatchObject({
      source: { kind: 'builtin', id: 'mpl-thrashing' },
      seed: 9,
      layout: 'compare',
      startAtMs: 12.5,
      embed: true,
    });
  });

  it('falls back to the default scenario with a message naming the broken field', async () => {
    const startup = await appStartup('#v=1&id=textbook-2pl&seed=banana&embed=1');
    expect(startup?.source).toMatchObject({ kind: 'builtin', id: 'textbook-2pl' });
    expect(startup?.linkProblem).toMatch(/link\.seed/);
    expect(startup?.embed).toBe(true);
  });

  it('refuses a link to a built-in that does not exist, naming the field', async () => {
    const hash = encodeLink({
      scenario: { kind: 'builtin', id: 'no-such-scenario' },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
    });
    const startup = await appStartup(`#${hash}`);
    expect(startup.source).toMatchObject({ kind: 'builtin', id: 'textbook-2pl' });
    expect(startup.linkProblem).toMatch(/link\.id/);
  });

  it('opens a link to every built-in, each loaded on its own with the document of its id', async () => {
    for (const { id, title } of BUILTIN_ENTRIES) {
      const hash = encodeLink({
        scenario: { kind: 'builtin', id },
        seed: null,
        variant: null,
        playheadMs: null,
        embed: false,
      });
      const startup = await appStartup(`#${hash}`);
      expect(startup.linkProblem).toBeNull();
      expect(startup.source).toMatchObject({ kind: 'builtin', id, doc: { id, title } });
    }
    expect(BUILTIN_ENTRIES.length).toBeGreaterThan(20);
  });

  it('carries a notice when the link was made with another model version', async () => {
    const startup = await appStartup('#v=1&id=textbook-2pl&mv=999');
    expect(startup.numbersNotice).toMatch(/model version 999/);
    expect((await appStartup('#v=1&id=textbook-2pl')).numbersNotice).toBeNull();
  });

  it('asks for a prediction first only when the link says predict=1, and old links still open', async () => {
    const homework = await appStartup('#v=1&id=mpl-thrashing&predict=1');
    expect(homework.linkProblem).toBeNull();
    expect(homework.predictFirst).toBe(true);
    const old = await appStartup('#v=1&id=mpl-thrashing');
    expect(old.linkProblem).toBeNull();
    expect(old.predictFirst).toBe(false);
    expect((await appStartup('#v=1&id=mpl-thrashing&predict=yes')).predictFirst).toBe(false);
  });
});

describe('appStartup with a paper link', () => {
  it('opens the paper page over the default scenario, without a problem', async () => {
    const startup = await appStartup('#v=1&paper=charm');
    expect(startup.paper).toBe('charm');
    expect(startup.linkProblem).toBeNull();
    expect(startup.source).toMatchObject({ kind: 'builtin', id: 'textbook-2pl' });
  });

  it('runs the default scenario and names link.paper and the allowed ids for an unknown paper', async () => {
    const startup = await appStartup('#v=1&paper=nope');
    expect(startup.paper).toBeNull();
    expect(startup.source).toMatchObject({ kind: 'builtin', id: 'textbook-2pl' });
    expect(startup.linkProblem).toMatch(/link\.paper.*locking, charm, elr, tls, storage, cc/);
  });

  it('keeps the scenario a paper link also names', async () => {
    const startup = await appStartup('#v=1&paper=elr&id=elr-tpcb-skew&seed=4');
    expect(startup).toMatchObject({ paper: 'elr', seed: 4, linkProblem: null });
    expect(startup.source).toMatchObject({ kind: 'builtin', id: 'elr-tpcb-skew' });
  });

  it('opens the scenario of a link with an unknown paper, and names link.paper beside it', async () => {
    const startup = await appStartup('#v=1&paper=nope&id=elr-tpcb-skew');
    expect(startup.source).toMatchObject({ kind: 'builtin', id: 'elr-tpcb-skew' });
    expect(startup.linkProblem).toBeNull();
    expect(startup.numbersNotice).toMatch(/link\.paper: no paper "nope"/);
  });

  it('leaves older links without a paper page', async () => {
    expect((await appStartup('#v=1&id=mpl-thrashing')).paper ?? null).toBeNull();
  });
});
