/**
 * The original, sequential execution of a TLS plan: every epoch's body in program order,
 * one after another, with the same value rules as the speculative run. Its final memory
 * is what any correct speculative execution must end with.
 */
import type { TlsTxnPlan } from './epoch-plan.ts';
import { absorb, storedValue } from './speculative-memory.ts';

export function sequentialFinalMemory(plan: TlsTxnPlan): Map<string, number> {
  const memory = new Map<string, number>();
  for (const loop of plan.loops) {
    for (const epoch of loop.epochs) {
      let acc = 0;
      for (const [i, a] of epoch.actions.entries()) {
        if (a.kind !== 'access') continue;
        if (a.op === 'load') acc = absorb(acc, memory.get(a.location) ?? 0);
        else memory.set(a.location, storedValue(acc, epoch.index, i));
      }
    }
  }
  return memory;
}
