/**
 * The crash the student pressed, shared by the timeline and the panels: the instant (or
 * none) in a store, cleared whenever another set of runs is shown, and each shown run's
 * outcome computed once per crash. Leaves out what a crash looks like (crash-view.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { crashOutcome, type CrashOutcome } from '../../trace/crash-outcome.ts';
import type { RunView } from '../session/run-view.ts';
import { Store, useStore } from '../store/store.ts';

export type CrashStore = Store<number | null>;

const same = (v: number | null): number | null => v;

export function useCrashStore(runs: readonly RunView[]): CrashStore {
  const [store] = useState(() => new Store<number | null>(null));
  useEffect(() => store.set(null), [store, runs]);
  return store;
}

/** Each run's crash outcome at the pressed instant, or null without a crash. */
export function useCrashOutcomes(
  runs: readonly RunView[],
  store: CrashStore,
): (CrashOutcome | null)[] {
  const atUs = useStore(store, same);
  return useMemo(
    () => runs.map((r) => (atUs === null ? null : crashOutcome(r.events, atUs))),
    [runs, atUs],
  );
}

/** Whether a crash means anything for these runs: some run writes a log. */
export function crashApplies(runs: readonly RunView[]): boolean {
  return runs.some((r) => r.model.run.commitProtocol !== null);
}
