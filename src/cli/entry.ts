/**
 * The bundled CLI's entry (scripts/build-cli.mjs builds it into dist-cli/cli/sim.mjs; the
 * sweep's worker threads load their own bundle, sweep-worker.mjs). It first sets the
 * process's V8 flags (v8-flags.ts), before any model code is compiled, then starts the
 * worker threads a sweep asks for (early-workers.ts), so that they load while this thread
 * sets up main.ts and its imports, then runs `sim` (main.ts).
 */
import { startWorkersEarly } from './early-workers.ts';
import { tuneV8 } from './v8-flags.ts';

tuneV8();
startWorkersEarly(process.argv.slice(2));
await import('./main.ts');
