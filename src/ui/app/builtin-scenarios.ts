/**
 * The built-in scenarios, bundled from the JSON files in `scenarios/` (the generated
 * schema.json is not a scenario). Each keeps its raw document, which is what runs are
 * planned from, and its parse result, for showing the title, notes and variants.
 * Leaves out loading a user's own scenario file.
 */
import { parseScenario, type ParseResult } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';

export interface BuiltinScenario {
  /** The file name without `.json`, as the CLI names built-ins. */
  id: string;
  doc: unknown;
  parsed: ParseResult<Scenario>;
}

export const DEFAULT_SCENARIO_ID = 'textbook-2pl';

const modules = import.meta.glob<unknown>(
  ['../../../scenarios/*.json', '!../../../scenarios/schema.json'],
  { eager: true, import: 'default' },
);

export const BUILTIN_SCENARIOS: readonly BuiltinScenario[] = Object.entries(modules)
  .map(([path, doc]) => ({
    id: path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    doc,
    parsed: parseScenario(doc),
  }))
  .filter((s) => s.id !== 'schema')
  .toSorted((a, b) => a.id.localeCompare(b.id));

export function findBuiltin(id: string): BuiltinScenario | undefined {
  return BUILTIN_SCENARIOS.find((s) => s.id === id);
}

/** The name to show for a scenario: its title, or its id when it does not parse. */
export function scenarioLabel(s: BuiltinScenario): string {
  return s.parsed.ok ? s.parsed.value.title : `${s.id} (invalid)`;
}
