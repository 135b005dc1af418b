/**
 * The default built-in as the build parsed it (`virtual:builtin-parses`, made by
 * scripts/builtin-parses-plugin.ts) is what the parser gives, and it is enough for the page
 * to open: the default's own parse and its first run's plan need no parser loaded.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_PARSES } from 'virtual:builtin-parses';
import { parseScenario } from '../../scenario/parse.ts';
import { planBatch } from '../session/plan-batch.ts';
import { DEFAULT_BUILTIN } from './builtin-scenarios.ts';
import { parsePageScenario, scenarioParserLoaded } from './scenario-parser.ts';

const defaultDoc: unknown = JSON.parse(
  readFileSync(new URL('../../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

describe('the built-in parsed at build time', () => {
  it('opens the default and plans its first run without loading the parser', () => {
    expect(DEFAULT_BUILTIN.parsed.ok).toBe(true);
    if (!DEFAULT_BUILTIN.parsed.ok) return;
    const plan = planBatch(DEFAULT_BUILTIN.doc, DEFAULT_BUILTIN.parsed.value.seed);
    expect(plan.ok).toBe(true);
    expect(plan.ok && plan.value.planned.length).toBeGreaterThan(1);
    expect(scenarioParserLoaded()).toBe(false);
  });

  it('refuses a document nested 50,000 deep by its structure, without the parser', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const parsed = parsePageScenario({ ...(defaultDoc as object), description: deep });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[0]!.message).toMatch(/nested deeper than 64 levels/);
    expect(scenarioParserLoaded()).toBe(false);
  });

  it('refuses, until the parser is loaded, a document the build did not parse', () => {
    expect(() => parsePageScenario({ ...(defaultDoc as object), seed: 12_345 })).toThrow(
      /not loaded/,
    );
  });

  it('holds, for every document, exactly what parseScenario gives (the first run planned)', () => {
    expect(BUILTIN_PARSES.length).toBeGreaterThanOrEqual(2);
    expect(BUILTIN_PARSES[0]![0]).toBe(JSON.stringify(defaultDoc));
    for (const [text, scenario] of BUILTIN_PARSES) {
      const parsed = parseScenario(JSON.parse(text));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(scenario).toStrictEqual(parsed.value);
    }
  });
});
