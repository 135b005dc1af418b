/**
 * The bundled CLI's one entry (scripts/build-cli.mjs): on the main thread it is `sim`
 * (main.ts); started as a worker thread by `sim sweep --jobs N`, it is the sweep worker
 * (sweep-worker.ts). One file serves both, so the bundle needs no second script next to it.
 */
import { isMainThread } from 'node:worker_threads';

if (isMainThread) await import('./main.ts');
else await import('./sweep-worker.ts');
