/**
 * Starts the page's head start (head-start.ts) as this module is evaluated: main.tsx imports
 * it first, so the workers (and, for a page opened without a link, the default scenario's
 * first batch) start before the rest of the app's modules run and long before React renders.
 * Leaves out the browser's own work before any script runs (the HTML, the download).
 */
import { DEFAULT_BUILTIN } from '../app/builtin-scenarios.ts';
import { startHeadStart } from './head-start.ts';

const hash = window.location.hash;
const parsed = DEFAULT_BUILTIN.parsed;
startHeadStart(
  (hash === '' || hash === '#') && parsed.ok
    ? { doc: DEFAULT_BUILTIN.doc, seed: parsed.value.seed }
    : null,
);
