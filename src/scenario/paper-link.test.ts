import { describe, expect, it } from 'vitest';
import { PAPER_IDS } from './papers.ts';
import { namesScenario, paperFragment, readPaperLink } from './paper-link.ts';

describe('the paper key of a link', () => {
  it('is absent from every older link', () => {
    expect(readPaperLink('#v=1&id=textbook-2pl&seed=3')).toEqual({ kind: 'none' });
    expect(readPaperLink('')).toEqual({ kind: 'none' });
  });

  it('names each of the six paper pages', () => {
    expect(PAPER_IDS).toEqual(['locking', 'charm', 'elr', 'tls', 'storage', 'cc']);
    for (const id of PAPER_IDS) {
      expect(readPaperLink(`#${paperFragment(id)}`)).toEqual({ kind: 'ok', paper: id });
    }
  });

  it('refuses an unknown paper in one line naming the field and every allowed id', () => {
    const reading = readPaperLink('#v=1&paper=charmz');
    expect(reading.kind).toBe('error');
    const message = reading.kind === 'error' ? reading.message : '';
    expect(message).toMatch(/^link\.paper: no paper "charmz"/);
    for (const id of PAPER_IDS) expect(message).toContain(id);
    expect(message).not.toContain('\n');
  });

  it('tells a paper link with a scenario from one without', () => {
    expect(namesScenario('#v=1&paper=tls')).toBe(false);
    expect(namesScenario('#v=1&paper=tls&id=tls-scaling')).toBe(true);
  });
});

describe('a link to a built-in made before its published values were added', () => {
  it('records the same scenario hash, so it gets no notice that its numbers changed', async () => {
    const { scenarioHash } = await import('./url-codec.ts');
    const { readFileSync } = await import('node:fs');
    const doc = JSON.parse(
      readFileSync(new URL('../../scenarios/elr-tpcb-skew.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    expect(doc.published).toBeDefined();
    const { published: _published, ...before } = doc;
    expect(scenarioHash(doc)).toBe(scenarioHash(before));
    expect(scenarioHash({ ...before, seed: 1 })).not.toBe(scenarioHash(before));
  });
});
