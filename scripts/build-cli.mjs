/**
 * Builds the bundled `sim` (dist-cli/cli/, not committed), with Vite's SSR build (Rolldown):
 * two ES modules for Node, each one file with everything it imports. `sim.mjs` is the
 * command (src/cli/entry.ts: zod, the scenario format and every command); `sweep-worker.mjs`
 * is what each worker thread of `sim sweep --jobs N` loads (src/cli/sweep-worker.ts: the
 * model and the result row, no zod and no parser, about half the size), so a worker is
 * ready sooner and compiles less. Starting either costs one file's parse instead of tsx
 * transpiling ~200 files. The files sit two folders deep so that `../../scenarios/`
 * (builtin-scenarios.ts) still names the repository's scenarios. Each is written under a
 * temporary name and renamed, the worker first, so a `sim` started meanwhile sees an old
 * file or a new one, never half of one (one started between the two renames, a moment,
 * pairs the old command with the new worker). `npm run build:cli` runs it;
 * scripts/sim.mjs runs it when a source is newer.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const BUNDLE = `${ROOT}dist-cli/cli/sim.mjs`;
export const WORKER_BUNDLE = `${ROOT}dist-cli/cli/sweep-worker.mjs`;

/** Builds `entry` into `outDir`/`name`; Vite's own messages go to stderr, and only errors. */
async function buildOne(entry, outDir, name) {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: name, codeSplitting: false } },
    },
    ssr: { noExternal: true },
  });
}

/** Builds both files, then moves them into place: the worker first, the command last. */
export async function buildCli() {
  const tmp = `${ROOT}dist-cli/tmp-${process.pid}`;
  try {
    await buildOne('src/cli/entry.ts', tmp, 'sim.mjs');
    await buildOne('src/cli/sweep-worker.ts', tmp, 'sweep-worker.mjs');
    mkdirSync(`${ROOT}dist-cli/cli`, { recursive: true });
    renameSync(`${tmp}/sweep-worker.mjs`, WORKER_BUNDLE);
    renameSync(`${tmp}/sim.mjs`, BUNDLE);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli();
}
