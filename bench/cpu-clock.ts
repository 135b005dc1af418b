/**
 * The benchmarks' clock: CPU seconds this process has used (user plus system), not wall
 * time, so other work on a shared machine slows a case less than it would a stopwatch.
 * What it leaves out: CPU contention still costs caches and turbo, so same-run ratios
 * remain the figures to quote.
 */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
