/**
 * Builds the bundled `sim` (dist-cli/cli/sim.mjs, not committed): src/cli/entry.ts and
 * everything it imports, zod included, in one ES module for Node, with Vite's SSR build
 * (Rolldown). Starting it costs one file's parse instead of tsx transpiling ~200 files.
 * The file sits two folders deep so that `../../scenarios/` (builtin-scenarios.ts) still
 * names the repository's scenarios. It is written under a temporary name and renamed, so a
 * `sim` started meanwhile sees the old bundle or the new one, never half of one.
 * `npm run build:cli` runs it; scripts/sim.mjs runs it when a source is newer.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const BUNDLE = `${ROOT}dist-cli/cli/sim.mjs`;

/** Builds the bundle; Vite's own messages go to stderr, and only errors. */
export async function buildCli() {
  const { build } = await import('vite');
  const tmp = `${ROOT}dist-cli/tmp-${process.pid}`;
  try {
    await build({
      root: ROOT,
      configFile: false,
      publicDir: false,
      logLevel: 'error',
      build: {
        ssr: 'src/cli/entry.ts',
        outDir: tmp,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'sim.mjs', codeSplitting: false } },
      },
      ssr: { noExternal: true },
    });
    mkdirSync(`${ROOT}dist-cli/cli`, { recursive: true });
    renameSync(`${tmp}/sim.mjs`, BUNDLE);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli();
}
