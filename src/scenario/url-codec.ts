/**
 * Shareable links (the format is described in link-format.ts), read with the scenario
 * parser: what the CLI and the tests use. The page reads links with its own parser.
 */
import type { ParseResult } from './field-errors.ts';
import { decodeLinkWith, type LinkState } from './link-format.ts';
import { parseScenario } from './parse.ts';

export { encodeLink, LINK_VERSION, scenarioHash, type LinkState } from './link-format.ts';

/** Reads a fragment (with or without '#'); every problem comes back as an error. */
export function decodeLink(fragment: string): ParseResult<LinkState> {
  return decodeLinkWith(parseScenario, fragment);
}
