/**
 * Bundles one bench entry of the tree at `root` into a single Node script under its
 * bench-results/ folder, with Vite as the command line ships (no TypeScript loader in what
 * is measured): `bench:instructions` runs it under valgrind, `bench:ab` loads two versions'.
 * Returns the script's path.
 */
import { build } from 'vite';

export async function bundleForNode(
  root: string,
  entry: string,
  fileName: string,
): Promise<string> {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    build: {
      ssr: entry,
      outDir: `${root}bench-results`,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: fileName, codeSplitting: false } },
    },
    ssr: { noExternal: true },
  });
  return `${root}bench-results/${fileName}`;
}
