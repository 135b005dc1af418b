import { describe, expect, it } from 'vitest';
import { historyStep, linkInstantUs } from './history-step.ts';

const at = (scenarioKey: string, fragment: string) => ({ scenarioKey, fragment });

describe('how the address follows the page', () => {
  it('leaves the address the page was opened with alone', () => {
    expect(historyStep(null, at('builtin:a', 'v=1&id=a'), { embed: false })).toBe('none');
  });

  it('adds a history entry when another scenario is loaded, so Back returns to it', () => {
    const step = historyStep(at('builtin:a', 'v=1&id=a'), at('builtin:b', 'v=1&id=b'), {
      embed: false,
    });
    expect(step).toBe('push');
  });

  it('replaces the entry while working inside one scenario', () => {
    const step = historyStep(at('builtin:a', 'v=1&id=a'), at('builtin:a', 'v=1&id=a&seed=3'), {
      embed: false,
    });
    expect(step).toBe('replace');
  });

  it('does nothing when nothing changed', () => {
    expect(historyStep(at('k', 'f'), at('k', 'f'), { embed: false })).toBe('none');
  });

  it('never adds entries inside an embed, whose history is the host page’s', () => {
    expect(historyStep(at('a', 'x'), at('b', 'y'), { embed: true })).toBe('replace');
  });
});

describe('the instant a link carries', () => {
  it('is the paused instant', () => {
    expect(linkInstantUs({ playing: false, timeUs: 638_970, startUs: 0 })).toBe(638_970);
  });

  it('is none while playing or at the start, so such a link plays from the start', () => {
    expect(linkInstantUs({ playing: true, timeUs: 5_000, startUs: 0 })).toBeNull();
    expect(linkInstantUs({ playing: false, timeUs: 0, startUs: 0 })).toBeNull();
  });
});
