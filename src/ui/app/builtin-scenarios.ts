/**
 * The built-in scenarios from the JSON files in `scenarios/` (the generated schema.json is
 * not a scenario). The page bundles only each file's id and title (for the picker, read at
 * build time by the `virtual:scenario-titles` plugin in vite.config.ts) and the
 * default scenario's document (so the page opens without waiting for another file); every
 * other document is its own small chunk, loaded when a link or the picker names it. A
 * loaded built-in keeps its raw document, which is what runs are planned from, and its
 * parse result, for showing the title, notes and variants. The default's parse comes from
 * the build (scenario-parser.ts); any other built-in loads the scenario parser with it.
 * Leaves out loading a user's own scenario file.
 */
import type { ParseResult } from '../../scenario/field-errors.ts';
import { loadScenarioParser, parsePageScenario } from './scenario-parser.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { SCENARIO_TITLES } from 'virtual:scenario-titles';

export interface BuiltinScenario {
  /** The file name without `.json`, as the CLI names built-ins. */
  id: string;
  doc: unknown;
  parsed: ParseResult<Scenario>;
}

/** What the picker shows for a built-in before its document is loaded. */
export interface BuiltinEntry {
  id: string;
  title: string;
}

export const DEFAULT_SCENARIO_ID = 'textbook-2pl';

function idOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const loaders = import.meta.glob<unknown>(
  [
    '../../../scenarios/*.json',
    '!../../../scenarios/schema.json',
    '!../../../scenarios/textbook-2pl.json',
  ],
  { import: 'default' },
);

/** Every built-in's id and title, sorted by id. */
export const BUILTIN_ENTRIES: readonly BuiltinEntry[] = Object.entries(SCENARIO_TITLES)
  .map(([id, title]) => ({ id, title }))
  .toSorted((a, b) => a.id.localeCompare(b.id));

const loadersById = new Map(Object.entries(loaders).map(([path, load]) => [idOf(path), load]));

function builtin(id: string, doc: unknown): BuiltinScenario {
  return { id, doc, parsed: parsePageScenario(doc) };
}

// The default's document is bundled with the page, so it opens without another request.
const bundled = import.meta.glob<unknown>('../../../scenarios/textbook-2pl.json', {
  eager: true,
  import: 'default',
});

/** The default built-in, bundled with the page. */
export const DEFAULT_BUILTIN: BuiltinScenario = builtin(
  DEFAULT_SCENARIO_ID,
  Object.values(bundled)[0],
);

/** The built-ins loaded so far, by id (the default from the start). */
const loaded = new Map<string, BuiltinScenario>([[DEFAULT_SCENARIO_ID, DEFAULT_BUILTIN]]);

/** Loads one built-in by id; undefined when there is no such built-in. */
export async function loadBuiltin(id: string): Promise<BuiltinScenario | undefined> {
  const known = loaded.get(id);
  if (known !== undefined) return known;
  const load = loadersById.get(id);
  if (load === undefined) return undefined;
  const [doc] = await Promise.all([load(), loadScenarioParser()]);
  const scenario = builtin(id, doc);
  loaded.set(id, scenario);
  return scenario;
}

/**
 * A built-in already loaded (the default, or one a link or the picker opened), or
 * undefined: what an edited run is compared with, without waiting for a download.
 */
export function findBuiltin(id: string): BuiltinScenario | undefined {
  return loaded.get(id);
}

/** The name to show for a scenario in the picker. */
export function scenarioLabel(s: BuiltinEntry): string {
  return s.title;
}
