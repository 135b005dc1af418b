/**
 * V8 settings for the bundled CLI, set by its entry (entry.ts) before any of the model's
 * code is compiled. Flags are process-wide, so the sweep's worker threads share them.
 *
 * TurboFan's cumulative inlining budget is halved (920 to 460 bytes of bytecode per
 * optimized function). Each thread that runs the model compiles it afresh, on V8's helper
 * threads, which compete with the runs for the same cores: about 0.7 CPU-s per thread for a
 * 10-point sweep, paid twice on `--jobs 2`. With less inlining that compile work was about
 * 0.3 CPU-s smaller per thread, and the runs themselves no slower (bench/README.md, "The
 * sweep on two threads"). And every function goes straight to Sparkplug's baseline code
 * (a cheap compile, on the thread itself) instead of first running in the interpreter: the
 * sweep on `--jobs 2` about 2 % faster, a small `sim run` 0.01-0.02 s slower. Leaves out the
 * page: browsers take no flags from a page.
 */
import { setFlagsFromString } from 'node:v8';

export const V8_FLAGS = ['--max-inlined-bytecode-size-cumulative=460', '--always-sparkplug'];

/** Applies `V8_FLAGS` to this process. */
export function tuneV8(): void {
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
}
