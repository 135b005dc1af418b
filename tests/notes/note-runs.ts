/**
 * Runs a built-in scenario's variant with its trace recorded, for the checks that its
 * teaching notes say what the page draws: the timeline model (with the commit technique's
 * lock-hold strips and hot-lock lane, as the page adds them) and the state at any instant. The run is cut short after `untilMs` (the
 * model is causal, so what happens before it does not change) to keep the checks quick.
 */
import { readFileSync } from 'node:fs';
import { SCENARIOS_DIR } from '../../src/cli/builtin-scenarios.ts';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { TraceIndex } from '../../src/trace/state-at.ts';
import { buildSegments, type TimelineModel } from '../../src/trace/segments.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import { COMMIT_VIEW } from '../../src/techniques/commit/ui/view.tsx';

export interface NoteRun {
  events: readonly TraceEvent[];
  model: TimelineModel;
  index: TraceIndex;
  scenario: Scenario;
}

export function scenarioDoc(id: string): { [key: string]: unknown; run: { durationMs: number } } {
  return JSON.parse(readFileSync(`${SCENARIOS_DIR}${id}.json`, 'utf8')) as {
    run: { durationMs: number };
  };
}

/** Runs `variant` of scenario `id` to `untilMs` of simulated time (warm-up included). */
export function runVariant(id: string, variant: string, untilMs: number): NoteRun {
  const doc = scenarioDoc(id);
  const plan = planRuns(doc, {});
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  const run = plan.value.find((r) => r.variant === variant);
  if (run === undefined) throw new Error(`${id} has no variant ${variant}`);
  const scenario = {
    ...run.scenario,
    run: { ...run.scenario.run, durationMs: Math.max(1, untilMs - run.scenario.run.warmupMs) },
  };
  const sim = createSimulation(scenario, { recordTrace: true });
  sim.runToEnd();
  const model = buildSegments(sim.events);
  COMMIT_VIEW.addToTimeline?.(model, { events: sim.events, compared: false });
  return { events: sim.events, model, index: new TraceIndex(sim.events), scenario };
}
