/**
 * How much one transaction's program can ask for: loops multiply their bodies' counts, so
 * each count can be within its own limit while loops nested 50 deep with count 2 never
 * finish. This bounds the nesting of loops and the largest number of times any step can
 * run in one transaction (a geometric count taken at its mean). It leaves out the run's
 * length and the number of transactions: the run's own limits cover those.
 */
import type { CountDist } from './distributions.ts';
import type { FieldError } from './parse.ts';
import type { StepSpec } from './schema.ts';

/** Deepest nesting of loops inside one program. */
export const MAX_LOOP_NESTING = 8;
/** Most times one step may run (or pages one access step may touch) in one transaction. */
export const MAX_STEP_REPEATS = 1_000_000;

function largest(count: CountDist): number {
  if (typeof count === 'number') return count;
  if (count.kind === 'fixed') return count.value;
  if (count.kind === 'uniform') return count.max;
  return count.mean;
}

/** The first problem in `program` (at `path`), or null. */
export function checkStepWork(
  program: readonly StepSpec[],
  path: string,
  nesting = 0,
  repeats = 1,
): FieldError | null {
  for (const [i, step] of program.entries()) {
    const at = `${path}.${i}`;
    if (step.op === 'cpu') continue;
    const times = repeats * largest(step.count);
    if (times > MAX_STEP_REPEATS) {
      return {
        path: `${at}.count`,
        message: `up to ${times} repetitions in one transaction (enclosing loops multiply counts); at most ${MAX_STEP_REPEATS} allowed`,
      };
    }
    if (step.op !== 'loop') continue;
    if (nesting + 1 > MAX_LOOP_NESTING) {
      return { path: at, message: `loops nested deeper than ${MAX_LOOP_NESTING} levels` };
    }
    const inner = checkStepWork(step.body, `${at}.body`, nesting + 1, times);
    if (inner !== null) return inner;
  }
  return null;
}
