/**
 * A Vite plugin that makes `virtual:builtin-parses`: the default built-in scenario parsed
 * at build time, and every run its first press of Run plans (its own seed, no edits), each
 * keyed by the JSON text of the document the parser was given. The page answers those
 * parses from this table, so it opens and plays without loading the schema library; any
 * other document (a link, a file, an edit, another seed) waits for the real parser.
 * `src/ui/app/builtin-parses.isolated.test.ts` checks the table against the parser. Leaves out
 * sweeps and every other built-in (they load the parser when asked for).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ParseResult } from '../src/scenario/field-errors.ts';
import { parseScenario } from '../src/scenario/parse.ts';
import { planRunsWith } from '../src/scenario/plan-runs-with.ts';
import type { Scenario } from '../src/scenario/schema.ts';

const ID = 'virtual:builtin-parses';
const RESOLVED = `\0${ID}`;

/** Every document the parser is given while the page opens `doc` and plans its first run. */
export function openingParses(doc: unknown): [string, Scenario][] {
  const seen = new Map<string, Scenario>();
  const recording = (input: unknown): ParseResult<Scenario> => {
    const parsed = parseScenario(input);
    if (parsed.ok) seen.set(JSON.stringify(input), parsed.value);
    return parsed;
  };
  const own = recording(doc);
  if (own.ok) planRunsWith(recording, doc, { seed: own.value.seed });
  return [...seen];
}

export function builtinParses(dir: string, defaultId: string): Plugin {
  return {
    name: 'lockstep-builtin-parses',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const path = resolve(dir, `${defaultId}.json`);
      this.addWatchFile(path);
      const doc: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return `export const BUILTIN_PARSES = ${JSON.stringify(openingParses(doc))};`;
    },
  };
}
