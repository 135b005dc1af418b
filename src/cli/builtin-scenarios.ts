/** The built-in scenarios as the CLI sees them: the JSON files in `scenarios/`, by id. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneLine } from '../scenario/quote.ts';
import { MAX_SCENARIO_FILE_BYTES, describeBytes } from '../scenario/size-limits.ts';

export const SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios/', import.meta.url));

export function builtinIds(): string[] {
  return readdirSync(SCENARIOS_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export type LoadResult =
  { ok: true; text: string; source: string } | { ok: false; message: string };

/** A UTF-8 byte-order mark some editors write first; the page drops it too. */
function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Reads a scenario given as a file path or a built-in id (a leading BOM dropped). */
export function loadScenarioText(ref: string): LoadResult {
  const looksLikePath = ref.includes('/') || ref.includes('\\') || ref.endsWith('.json');
  if (looksLikePath) {
    if (!existsSync(ref)) return { ok: false, message: `scenario: no such file: ${ref}` };
    try {
      const size = statSync(ref).size;
      if (size > MAX_SCENARIO_FILE_BYTES) {
        const sizes = `${describeBytes(size)}; at most ${describeBytes(MAX_SCENARIO_FILE_BYTES)}`;
        return { ok: false, message: `scenario: ${ref}: too large for a scenario (${sizes})` };
      }
      return { ok: true, text: withoutBom(readFileSync(ref, 'utf8')), source: ref };
    } catch (e) {
      return { ok: false, message: `scenario: cannot read ${ref}: ${(e as Error).message}` };
    }
  }
  const ids = builtinIds();
  if (!ids.includes(ref)) {
    return {
      ok: false,
      message: `scenario: unknown built-in id '${oneLine(ref)}' (built-ins: ${ids.join(', ')})`,
    };
  }
  return { ok: true, text: readFileSync(`${SCENARIOS_DIR}${ref}.json`, 'utf8'), source: ref };
}
