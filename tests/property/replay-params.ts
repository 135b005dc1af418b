/**
 * The fast-check parameters that replay a reported failure: FC_SEED (and FC_PATH, to jump
 * straight to the shrunk counterexample). Without them fast-check draws a fresh seed each
 * run, so every property spreading these in is random-seeded unless FC_SEED is set.
 */
export function replayParams(): { seed?: number; path?: string } {
  const seed = process.env['FC_SEED'];
  const path = process.env['FC_PATH'];
  return {
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  };
}
