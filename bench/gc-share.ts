/**
 * How much of an engine case's CPU time the garbage collector takes, and of what kind:
 * `npm run bench:gc -- [case ...] [--warm W] [--runs M]` runs each model case
 * (engine-cases.ts) W times to warm up, then M times one after another in this process, as
 * the benchmark's batches do, and prints CPU milliseconds a run (`runToEnd` only), the
 * collector's pauses a run (wall milliseconds, from the `gc` performance entries), and how
 * many young-generation collections (scavenges) and full ones (mark-compact) there were.
 * To see what one of V8's heuristics costs, run it under a flag, for example
 * `node --no-allocation-site-pretenuring --import tsx bench/gc-share.ts contention1000`;
 * such flags are for diagnosis only, since the page's worker cannot set them. A tool for
 * development, not part of `npm run bench`; it asserts nothing.
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { cpuSeconds } from './cpu-clock.ts';
import { CASES, createCaseRun } from './engine-cases.ts';
import { takeNumberOption } from './number-option.ts';

const args = process.argv.slice(2);
const warm = takeNumberOption(args, '--warm', 40);
const runs = takeNumberOption(args, '--runs', 150);
const names = args.length > 0 ? args : ['contention10', 'contention1000'];
for (const name of names) {
  if (!CASES[name]?.model) throw new Error(`not a model case: ${name} (see bench/engine-cases.ts)`);
}

/** The collector's work since the last `take`. */
class CollectorLog {
  private pauseMs = 0;
  private scavenges = 0;
  private full = 0;
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      this.pauseMs += entry.duration;
      const { detail } = entry as { detail?: { kind?: number } | null };
      const kind = detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) this.scavenges++;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) this.full++;
    }
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  /** What was logged since the last call, once the entries queued so far are delivered. */
  async take(): Promise<{ pauseMs: number; scavenges: number; full: number }> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const taken = { pauseMs: this.pauseMs, scavenges: this.scavenges, full: this.full };
    this.pauseMs = this.scavenges = this.full = 0;
    return taken;
  }
}

const log = new CollectorLog();
console.log('case              CPU ms/run  collector pauses ms/run  scavenges  full');
for (const name of names) {
  const model = CASES[name]!.model!;
  for (let i = 0; i < warm; i++) createCaseRun(model).runToEnd();
  await log.take();
  let cpu = 0;
  for (let i = 0; i < runs; i++) {
    const run = createCaseRun(model);
    const start = cpuSeconds();
    run.runToEnd();
    cpu += cpuSeconds() - start;
  }
  const gc = await log.take();
  console.log(
    [
      name.padEnd(20),
      ((cpu * 1000) / runs).toFixed(2).padStart(8),
      (gc.pauseMs / runs).toFixed(2).padStart(24),
      String(gc.scavenges).padStart(10),
      String(gc.full).padStart(5),
    ].join(' '),
  );
}
