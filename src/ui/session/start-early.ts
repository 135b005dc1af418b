/**
 * Starts the page's head start (head-start.ts) as this module is evaluated: main.tsx imports
 * it first, so on a page opened without a link the workers and the default scenario's
 * first batch start before the rest of the app's modules run and long before React renders.
 * Leaves out the browser's own work before any script runs (the HTML, the download).
 */
import { DEFAULT_BUILTIN } from '../app/builtin-scenarios.ts';
import { startHeadStart } from './head-start.ts';

// A link's page starts as before: its workers loading beside the parser's chunk stretched
// the page's longest task before a bad link is refused (hostile.ts prints it).
const hash = window.location.hash;
const parsed = DEFAULT_BUILTIN.parsed;
if ((hash === '' || hash === '#') && parsed.ok) {
  startHeadStart({ doc: DEFAULT_BUILTIN.doc, seed: parsed.value.seed });
}
