/** App links: built-ins by id, edits inlined, round trips, and field-named errors. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parse.ts';
import { decodeLink, scenarioHash } from '../../scenario/url-codec.ts';
import { MODEL_VERSION } from '../../base/model-version.ts';
import mplThrashing from '../../../scenarios/mpl-thrashing.json';
import textbook from '../../../scenarios/textbook-2pl.json';
import { buildAppLink, readAppLink, type AppLinkState } from './app-link.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

const BUILTINS = [
  { id: 'textbook-2pl', doc: textbook as unknown },
  { id: 'mpl-thrashing', doc: mplThrashing as unknown },
];

function state(overrides: Partial<AppLinkState> = {}): AppLinkState {
  return {
    source: { kind: 'builtin', id: 'textbook-2pl', doc: textbook },
    overrides: [],
    seed: 42,
    variant: null,
    playheadMs: null,
    embed: false,
    ...overrides,
  };
}

function built(s: AppLinkState): string {
  const result = buildAppLink(s);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('buildAppLink', () => {
  it('names an unedited built-in by id, with seed, variant, time and embed', () => {
    const fragment = built(
      state({ seed: 7, variant: 'no-locks', playheadMs: 1234.56789, embed: true }),
    );
    expect(fragment).toBe(
      `v=1&id=textbook-2pl&seed=7&variant=no-locks&t=1234.568&embed=1&mv=${MODEL_VERSION}&h=${scenarioHash(textbook)}`,
    );
  });

  it('inlines an edited built-in: the document with the edits written in', () => {
    const fragment = built(state({ overrides: [{ path: 'workload.terminals', value: 25 }] }));
    expect(fragment).not.toContain('id=');
    const decoded = decodeLink(fragment);
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
    const { scenario } = decoded.value;
    if (scenario.kind !== 'inline') throw new Error('expected an inline scenario');
    const parsed = parseScenario(scenario.doc);
    expect(parsed.ok && parsed.value.workload.terminals).toBe(25);
    expect(scenario.doc).not.toHaveProperty('$schema');
  });

  it('inlines an imported scenario even without edits', () => {
    const fragment = built(state({ source: { kind: 'inline', doc: mplThrashing } }));
    expect(fragment).toMatch(/^v=1&s=[A-Za-z0-9_-]+&c=[0-9a-z]+&seed=42&mv=\d+$/);
  });

  it('reports edits that make the scenario invalid, by path', () => {
    const result = buildAppLink(state({ overrides: [{ path: 'system.cpu.count', value: 0 }] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.path).toBe('system.cpu.count');
  });

  it('reports a seed no link can carry as a link error', () => {
    const result = buildAppLink(state({ seed: -1 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/seed/);
  });
});

describe('readAppLink', () => {
  it('round-trips a built-in link to the same start-up state', () => {
    const original = state({ seed: 9, variant: '2pl', playheadMs: 500, embed: true });
    expect(readAppLink(`#${built(original)}`, BUILTINS)).toEqual({ kind: 'ok', state: original });
  });

  it("round-trips the compare view's pick of runs", () => {
    const original = { ...state({ seed: 9 }), runs: ['2pl'] };
    expect(built(original)).toMatch(/&runs=2pl(&|$)/);
    expect(readAppLink(`#${built(original)}`, BUILTINS)).toEqual({ kind: 'ok', state: original });
  });

  it('round-trips an edited link to a document that parses to the edited scenario', () => {
    const overrides = [
      { path: 'log.commit', value: 'asynchronous' },
      { path: 'system.buffer.pages', value: 0 },
    ];
    const reading = readAppLink(built(state({ overrides })), BUILTINS);
    if (reading.kind !== 'ok') throw new Error(JSON.stringify(reading));
    expect(reading.state.source.kind).toBe('inline');
    expect(reading.state.overrides).toEqual([]);
    const parsed = parseScenario(reading.state.source.doc);
    if (!parsed.ok) throw new Error('does not parse');
    expect(parsed.value.log.commit).toBe('asynchronous');
    expect(parsed.value.system.buffer.pages).toBe(0);
    expect(parsed.value.title).toBe((textbook as { title: string }).title);
  });

  it('treats an empty fragment or a plain anchor as no link', () => {
    expect(readAppLink('', BUILTINS)).toEqual({ kind: 'none' });
    expect(readAppLink('#', BUILTINS)).toEqual({ kind: 'none' });
    expect(readAppLink('#results', BUILTINS)).toEqual({ kind: 'none' });
  });

  it('names the field of a tampered link in its errors and message', () => {
    const cases: [string, string][] = [
      ['v=1&id=textbook-2pl&seed=1.5', 'link.seed'],
      ['v=1&id=textbook-2pl&seed=abc', 'link.seed'],
      ['v=2&id=textbook-2pl', 'link.v'],
      ['v=1&id=no-such-scenario', 'link.id'],
      ['v=1&id=textbook-2pl&variant=nope', 'link.variant'],
      ['v=1&id=textbook-2pl&t=-5', 'link.t'],
    ];
    for (const [fragment, path] of cases) {
      const reading = readAppLink(fragment, BUILTINS);
      if (reading.kind !== 'error') throw new Error(`${fragment} was accepted`);
      expect(reading.errors.map((e) => e.path)).toContain(path);
      expect(reading.message).toContain(`${path}: `);
    }
  });

  it('names the field when the inline data is damaged', () => {
    const fragment = built(state({ overrides: [{ path: 'workload.terminals', value: 25 }] }));
    const damaged = fragment.replace(/&c=[0-9a-z]+/, '&c=0');
    const reading = readAppLink(damaged, BUILTINS);
    expect(reading.kind === 'error' && reading.errors[0]?.path).toBe('link.s');
    expect(reading.kind === 'error' && reading.message).toMatch(/^This link could not be opened: /);
  });
});

describe('a link made with other numbers', () => {
  it('says so when it was made with another model version', () => {
    const reading = readAppLink('#v=1&id=textbook-2pl&mv=999', BUILTINS);
    if (reading.kind !== 'ok') throw new Error(JSON.stringify(reading));
    expect(reading.state.numbersNotice).toMatch(/model version 999, this page runs version/);
  });

  it('says so when its built-in scenario has changed since', () => {
    const reading = readAppLink('#v=1&id=textbook-2pl&h=abc123', BUILTINS);
    if (reading.kind !== 'ok') throw new Error(JSON.stringify(reading));
    expect(reading.state.numbersNotice).toMatch(/"textbook-2pl" has changed/);
  });

  it('says nothing for a link made by this page, nor for an old link without the fields', () => {
    const fresh = readAppLink(`#${built(state())}`, BUILTINS);
    const old = readAppLink('#v=1&id=textbook-2pl&seed=3', BUILTINS);
    for (const reading of [fresh, old]) {
      if (reading.kind !== 'ok') throw new Error(JSON.stringify(reading));
      expect(reading.state.numbersNotice).toBeUndefined();
    }
  });
});

describe('a homework link', () => {
  it('asks for a prediction, and reads back as asking; a plain link does not', () => {
    const homework = built(state({ seed: 7, predict: true }));
    const fragment = built(state({ seed: 7 }));
    expect(decodeLink(homework)).toMatchObject({ ok: true, value: { predict: true } });
    expect(decodeLink(fragment)).toMatchObject({ ok: true, value: { seed: 7 } });
    const plain = decodeLink(fragment);
    expect(plain.ok && plain.value.predict).toBeFalsy();
  });
});
