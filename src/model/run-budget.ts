/**
 * A run's work budget: the most engine events it may fire before it stops, keeping what
 * it measured, with "stopped after N events: reduce run.durationMs or workload.terminals".
 * The budget is `run.maxEvents` when the scenario sets it (up to MAX_RUN_EVENTS), else
 * derived from the scenario: a generous multiple of the events it should need (an upper
 * bound on its transactions times events per transaction from its program), at least a
 * floor that every built-in run stays well under, and at most a default that keeps a run
 * to seconds of work in the page and the CLI.
 *
 * Leaves out: measuring events per transaction (the estimate is from the program's
 * mean accesses, not from running it) and wall-clock limits (the engine stays pure).
 */
import { msToDuration, usToSeconds } from '../base/time.ts';
import { meanOfCount, meanOfDuration } from '../scenario/distribution-means.ts';
import type { Scenario, StepSpec } from '../scenario/schema.ts';

/** No derived budget is below this (the largest built-in run fires about 400,000). */
export const MIN_DERIVED_EVENTS = 1_000_000;
/** No derived budget is above this; `run.maxEvents` may raise it up to MAX_RUN_EVENTS. */
export const DEFAULT_MAX_EVENTS = 2_000_000;
/** How many times the estimated events a run may use before it is taken as runaway. */
const SAFETY_FACTOR = 8;
/** Engine events of a transaction besides its accesses, and per access (generous). */
const EVENTS_PER_TRANSACTION = 10;
const EVENTS_PER_ACCESS = 6;
/** The shortest cycle of a closed terminal the estimate assumes (a bound, not a guess). */
const MIN_CYCLE_MS = 1;

function meanAccesses(steps: readonly StepSpec[]): number {
  let sum = 0;
  for (const step of steps) {
    if (step.op === 'access') sum += meanOfCount(step.count);
    else if (step.op === 'loop') sum += meanOfCount(step.count) * meanAccesses(step.body);
  }
  return sum;
}

/** An upper bound on the transactions the run submits (open: the arrivals expected). */
function transactionsBound(scenario: Scenario): number {
  const { workload, run } = scenario;
  const seconds = usToSeconds(msToDuration(run.warmupMs + run.durationMs));
  if (workload.arrivalRateTps !== null) return workload.arrivalRateTps * seconds;
  const terminals = workload.types.reduce(
    (sum, t) => sum + (t.terminals ?? 0),
    workload.terminals ?? 0,
  );
  const cycleMs = Math.max(MIN_CYCLE_MS, meanOfDuration(workload.thinkTimeMs));
  return (terminals * run.durationMs + terminals * run.warmupMs) / cycleMs;
}

/** The estimated engine events of the run, before the safety factor. */
export function estimatedEvents(scenario: Scenario): number {
  const types = scenario.workload.types;
  const perTxn =
    EVENTS_PER_TRANSACTION +
    EVENTS_PER_ACCESS * Math.max(...types.map((t) => meanAccesses(t.program)));
  return transactionsBound(scenario) * perTxn;
}

/** The run's budget of engine events. */
export function eventBudget(scenario: Scenario): number {
  if (scenario.run.maxEvents !== null) return scenario.run.maxEvents;
  const derived = Math.ceil(SAFETY_FACTOR * estimatedEvents(scenario));
  return Math.min(DEFAULT_MAX_EVENTS, Math.max(MIN_DERIVED_EVENTS, derived));
}

export function budgetMessage(events: number): string {
  return `stopped after ${events} events: reduce run.durationMs or workload.terminals`;
}
