/**
 * Checks a schema-valid scenario for what a schema cannot express: values that must agree
 * with each other (a region inside the database, a run that can advance the clock, one
 * device setting the log's flush time, techniques that mean something together:
 * combinations.ts).
 */
import { checkCombinations } from './combinations.ts';
import { meanOfCount, meanOfDuration } from './distributions.ts';
import type { FieldError } from './parse.ts';
import type { Scenario, StepSpec } from './schema.ts';
import { checkStepWork } from './step-work.ts';

function meanCpuMs(steps: readonly StepSpec[]): number {
  let total = 0;
  for (const step of steps) {
    if (step.op === 'cpu') total += meanOfDuration(step.ms);
    else if (step.op === 'access') total += meanOfCount(step.count) * meanOfDuration(step.cpuMs);
    else total += meanOfCount(step.count) * meanCpuMs(step.body);
  }
  return total;
}

function checkSteps(
  steps: readonly StepSpec[],
  path: string,
  pages: number,
  partitions: number | null,
  errors: FieldError[],
): void {
  steps.forEach((step, i) => {
    const here = `${path}.${i}`;
    if (step.op === 'access' && step.partitionRows !== null) {
      const regionRows = step.region?.count ?? pages;
      if (partitions === null) {
        errors.push({
          path: `${here}.partitionRows`,
          message: 'needs workload.partitions (the transaction has no partition to stay in)',
        });
      } else if (partitions * step.partitionRows > regionRows) {
        errors.push({
          path: `${here}.partitionRows`,
          message: `${partitions} partitions of ${step.partitionRows} rows need ${partitions * step.partitionRows} rows, the region has ${regionRows}`,
        });
      }
    }
    if (
      step.op === 'access' &&
      step.region !== null &&
      step.region.first + step.region.count > pages
    ) {
      errors.push({
        path: `${here}.region`,
        message: `pages ${step.region.first}..${step.region.first + step.region.count - 1} run past the database (system.database.pages = ${pages})`,
      });
    }
    if (step.op === 'loop') checkSteps(step.body, `${here}.body`, pages, partitions, errors);
  });
}

export function checkSemantics(scenario: Scenario): FieldError[] {
  const errors: FieldError[] = [];
  const pages = scenario.system.database.pages;
  const { workload } = scenario;
  workload.types.forEach((type, i) => {
    const work = checkStepWork(type.program, `workload.types.${i}.program`);
    if (work !== null) errors.push(work);
    checkSteps(
      type.program,
      `workload.types.${i}.program`,
      pages,
      workload.partitions?.count ?? null,
      errors,
    );
    const cpuMs =
      meanOfDuration(type.beginCpuMs) + meanOfDuration(type.commitCpuMs) + meanCpuMs(type.program);
    if (
      workload.terminals !== null &&
      cpuMs < 0.001 &&
      meanOfDuration(workload.thinkTimeMs) < 0.001
    ) {
      errors.push({
        path: `workload.types.${i}`,
        message:
          'needs some CPU time, or the terminals need a think time: otherwise simulated time cannot advance',
      });
    }
  });
  const dedicated = workload.types.reduce((sum, type) => sum + (type.terminals ?? 0), 0);
  if (dedicated > 0) {
    if (workload.terminals === null) {
      errors.push({
        path: 'workload.terminals',
        message: 'dedicated terminals of a type need a closed system (set terminals)',
      });
    } else if (dedicated > workload.terminals) {
      errors.push({
        path: 'workload.terminals',
        message: `the types dedicate ${dedicated} terminals but there are only ${workload.terminals}`,
      });
    } else if (
      dedicated < workload.terminals &&
      workload.types.every((t) => t.terminals !== null)
    ) {
      errors.push({
        path: 'workload.terminals',
        message: `${workload.terminals - dedicated} terminals have no type: dedicate them or leave a type's terminals null`,
      });
    }
  }
  errors.push(
    ...checkExecution(scenario),
    ...checkLogDevice(scenario),
    ...checkCombinations(scenario),
  );
  if (scenario.run.durationMs < 0.001)
    errors.push({ path: 'run.durationMs', message: 'must be at least 1 µs' });
  const { crash, run } = scenario;
  if (crash !== null && crash.atMs > run.warmupMs + run.durationMs) {
    errors.push({
      path: 'crash.atMs',
      message: `the run ends at ${run.warmupMs + run.durationMs} ms, before the crash`,
    });
  }
  return errors;
}

/** A preload fits the database. */
function checkExecution(scenario: Scenario): FieldError[] {
  const { buffer, database } = scenario.system;
  if (buffer.preload !== null && buffer.preload.first + buffer.preload.count > database.pages) {
    return [{ path: 'system.buffer.preload', message: 'must lie within the database pages' }];
  }
  return [];
}

/** One device sets the flush time: a log on a storage tier has no flush-latency model. */
function checkLogDevice(scenario: Scenario): FieldError[] {
  const tier = scenario.storage?.log?.device;
  if (!scenario.log.enabled || tier === undefined || scenario.log.flushLatency === null) return [];
  return [
    {
      path: 'log.flushLatency',
      message: `the log is on the storage tier '${tier}' (storage.log), whose device sets the flush time: set log.flushLatency to null`,
    },
  ];
}
