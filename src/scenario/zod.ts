/**
 * The schema library as every scenario schema imports it, configured before any schema is
 * built. zod compiles fast paths with `new Function`, and while a schema is built it probes
 * once whether it may; the page's Content-Security-Policy forbids that (a violation each
 * time), so in a browser (a page or a worker) zod runs without compiling: the same results.
 * The CLI and the tests keep zod's default. Importing zod through this module (never
 * directly) is what makes the order hold however the bundler splits the code.
 */
import { z } from 'zod';

const scope = globalThis as { document?: unknown; importScripts?: unknown };
const inBrowser = scope.document !== undefined || typeof scope.importScripts === 'function';
if (inBrowser) z.config({ jitless: true });

export { z };
