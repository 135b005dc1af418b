/**
 * `npm run sim`: starts the bundled CLI (dist-cli/cli/sim.mjs), first rebuilding it when it
 * or its sweep worker (sweep-worker.mjs) is missing, or it is older than any file it is
 * built from (the sources under src/ other than tests, the build script,
 * package-lock.json). Checking costs a few milliseconds of stat
 * calls; a rebuild about two seconds, silent unless it fails. stdout and stderr are the
 * CLI's own. Plain JavaScript so that starting it needs no TypeScript loader.
 */
import { readdirSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BUNDLE, WORKER_BUNDLE, buildCli } from './build-cli.mjs';

const ROOT = new URL('../', import.meta.url);

/** The latest modification time of the non-test files under `dir`, in ms since the epoch. */
function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether the bundle (or its worker) is missing, or older than a file it is built from. */
export function bundleIsStale() {
  const built = statSync(BUNDLE, { throwIfNoEntry: false });
  if (built === undefined || statSync(WORKER_BUNDLE, { throwIfNoEntry: false }) === undefined) {
    return true;
  }
  const inputs = Math.max(
    newestUnder(new URL('src', ROOT).pathname),
    statSync(new URL('scripts/build-cli.mjs', ROOT)).mtimeMs,
    statSync(new URL('package-lock.json', ROOT)).mtimeMs,
  );
  return built.mtimeMs < inputs;
}

if (bundleIsStale()) await buildCli();
await import(pathToFileURL(BUNDLE).href);
