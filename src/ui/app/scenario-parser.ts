/**
 * The page's scenario parser. The schema library is most of a scenario parser's size and the
 * first screen does not need it: the default built-in and the runs its first press of Run
 * plans were parsed at build time (`virtual:builtin-parses`), and are answered from that
 * table until the parser is loaded. Any other document needs the real parser, loaded on
 * demand as its own chunk: what can bring such a document (a link, another built-in, a
 * file, the editor, a sweep, a new seed) calls `loadScenarioParser` first, and a parse
 * asked for before it is loaded throws `ScenarioParserNotLoaded` (the run button catches
 * it, loads the parser and tries again).
 * Leaves out the parse itself (scenario/parse.ts).
 */
import { BUILTIN_PARSES } from 'virtual:builtin-parses';
import type { ScenarioParser } from '../../scenario/field-errors.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { structuralError } from '../../scenario/structure.ts';

// Parsed by parseScenario at build time (builtin-parses.isolated.test.ts checks them against it).
const known = new Map(BUILTIN_PARSES as readonly (readonly [string, Scenario])[]);

let parser: ScenarioParser | null = null;
let loading: Promise<ScenarioParser> | null = null;

/** Loads the real parser (once); resolves when parses of any document can be answered. */
export function loadScenarioParser(): Promise<ScenarioParser> {
  loading ??= import('../../scenario/parse.ts').then((m) => {
    parser = m.parseScenario;
    return m.parseScenario;
  });
  return loading;
}

/** Whether any document can be parsed now (else only the build's own). */
export function scenarioParserLoaded(): boolean {
  return parser !== null;
}

/** A parse asked for before the parser was loaded, of a document the build did not parse. */
export class ScenarioParserNotLoaded extends Error {
  constructor() {
    super('the scenario parser is not loaded yet');
    this.name = 'ScenarioParserNotLoaded';
  }
}

/**
 * Parses like `parseScenario`: with the parser once it is loaded; before that, from the
 * build's table (after the same structural check the parser makes first, so a document
 * nested too deep is refused, never serialized), else throws ScenarioParserNotLoaded and
 * starts the load.
 */
export const parsePageScenario: ScenarioParser = (input) => {
  if (parser !== null) return parser(input);
  const structural = structuralError(input);
  if (structural !== null) return { ok: false, errors: [structural] };
  const built = known.get(JSON.stringify(input) ?? '');
  if (built !== undefined) return { ok: true, value: structuredClone(built) };
  void loadScenarioParser();
  throw new ScenarioParserNotLoaded();
};
