/**
 * `--profile`: what one run cost, measured around the engine's `runToEnd` (and, for a
 * trace, the trace's rendering): engine events, trace events recorded, wall time, CPU time
 * of the thread that ran it, and engine events per CPU-second; printed on stderr, one line
 * per run, then one line for the whole process (its start-up included). stdout is untouched.
 * Thread CPU time is Linux's /proc/thread-self/schedstat (nanoseconds); elsewhere it falls
 * back to the process's CPU time, which counts every thread. Leaves out memory.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { msToSeconds, nsToUs, usToMs } from '../base/time.ts';
import type { ModelRun } from '../model/index.ts';

/** The cost of one run. */
export interface RunProfile {
  engineEvents: number;
  traceEvents: number;
  wallMs: number;
  cpuMs: number;
  /**
   * When the run started, in ms since the epoch at the clock's full resolution (comparable
   * between threads, which each have their own `performance.timeOrigin`).
   */
  startedAtMs: number;
}

/** CPU time used so far by this thread (or, failing that, this process), in ms. */
export function threadCpuMs(): number {
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    if (Number.isFinite(ns) && ns > 0) return usToMs(nsToUs(ns));
  } catch {
    // Not Linux: the process's time below.
  }
  const { user, system } = process.cpuUsage();
  return usToMs(user + system);
}

/** Runs `work` on `model` and measures it; `work` returns what the caller keeps. */
export function profiled<T>(model: ModelRun, work: () => T): { value: T; profile: RunProfile } {
  const wall0 = performance.now();
  const cpu0 = threadCpuMs();
  const value = work();
  const cpuMs = threadCpuMs() - cpu0;
  const wallMs = performance.now() - wall0;
  const profile = {
    engineEvents: model.sim.eventsProcessed,
    traceEvents: model.events.length,
    wallMs,
    cpuMs,
    startedAtMs: performance.timeOrigin + wall0,
  };
  return { value, profile };
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * One stderr line for one run; `label` names it (its variant and swept value). With
 * `thread`, the line also says which thread ran it and when it started, in ms since this
 * process started: a sweep's timeline.
 */
export function profileLine(label: string, p: RunProfile, thread?: string): string {
  const perCpuSecond = p.cpuMs > 0 ? whole(p.engineEvents / msToSeconds(p.cpuMs)) : '-';
  return (
    `sim profile: ${label}: ${whole(p.engineEvents)} engine events, ` +
    `${whole(p.traceEvents)} trace events, wall ${ms(p.wallMs)}, CPU ${ms(p.cpuMs)}, ` +
    `${perCpuSecond} engine events per CPU-second` +
    (thread === undefined
      ? ''
      : `, ${thread}, started at ${ms(p.startedAtMs - performance.timeOrigin)}`) +
    '\n'
  );
}

/** The closing stderr line: the whole process so far, start-up and every thread included. */
export function processLine(runs: number): string {
  const { user, system } = process.cpuUsage();
  return (
    `sim profile: whole process: ${runs} run${runs === 1 ? '' : 's'}, ` +
    `wall ${ms(performance.now())}, CPU ${ms(usToMs(user + system))} (all threads)\n`
  );
}

/** How a run is named in its profile line: its place in the plan, variant and swept value. */
export function runLabel(
  run: { variant: string | null; param: string | null; value: unknown },
  index: number,
  count: number,
): string {
  const parts = [
    ...(run.variant === null ? [] : [`variant ${run.variant}`]),
    ...(run.param === null ? [] : [`${run.param}=${JSON.stringify(run.value)}`]),
  ];
  return `run ${index + 1} of ${count}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
