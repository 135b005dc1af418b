/**
 * The waiters below a loop walked on their own read their roots off a parent's walk when
 * they can (wait-own-walks.ts). Over the recorded lock events of mpl-thrashing with many
 * terminals (long chains, deadlocks, waiters walked on their own by the hundred), the wait
 * roots' counts after every few changes equal those of a walk per waiter. About 5 s.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { WaitRoots } from '../../src/trace/wait-roots.ts';
import { walkedRootCounts } from './walked-roots.ts';

/** Root -> count pairs, sorted by root. */
function byRoot(counts: ReadonlyMap<number, number>): [number, number][] {
  return [...counts].sort((a, b) => a[0] - b[0]);
}

describe('Wait roots of waiters walked on their own', () => {
  it('equal a walk per waiter over a thrashing run with many terminals', () => {
    const doc: unknown = JSON.parse(
      readFileSync(new URL('../../scenarios/mpl-thrashing.json', import.meta.url), 'utf8'),
    );
    const overrides = [
      { path: 'workload.terminals', value: 1000 },
      { path: 'run.durationMs', value: 20000 },
      { path: 'run.warmupMs', value: 100 },
    ];
    const plan = planRuns(doc, { overrides });
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    const run = createSimulation(plan.value[0]!.scenario, { recordTrace: true });
    run.runToEnd();
    const r = new WaitRoots();
    let changes = 0;
    let checks = 0;
    for (const e of run.events) {
      if (e.kind === 'lock.wait') r.wait(e.txn, e.blockers);
      else if (e.kind === 'lock.grant') {
        r.stopWaiting(e.txn);
        r.hold(e.txn);
      } else if (e.kind === 'txn.abort') r.stopWaiting(e.txn);
      else if (e.kind === 'lock.release-all') {
        r.stopWaiting(e.txn);
        r.release(e.txn);
      } else continue;
      r.refresh();
      if (++changes % 20 !== 0) continue;
      expect(byRoot(r.rootCounts)).toEqual(byRoot(walkedRootCounts(r)));
      checks++;
    }
    expect(checks).toBeGreaterThan(100);
    expect(r.ownWalks).toBeGreaterThan(1000);
  });
});
