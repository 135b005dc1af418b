/**
 * The bundled CLI's one entry (scripts/build-cli.mjs): on the main thread it is `sim`
 * (main.ts); started as a worker thread by `sim sweep --jobs N`, it is the sweep worker
 * (sweep-worker.ts). One file serves both, so the bundle needs no second script next to it.
 * The main thread first sets the process's V8 flags (v8-flags.ts), before any model code
 * is compiled.
 */
import { isMainThread } from 'node:worker_threads';
import { tuneV8 } from './v8-flags.ts';

if (isMainThread) {
  tuneV8();
  await import('./main.ts');
} else await import('./sweep-worker.ts');
