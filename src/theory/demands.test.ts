import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planRuns } from '../scenario/run-plan.ts';
import type { Scenario } from '../scenario/schema.ts';
import {
  demandsApply,
  deriveNetwork,
  diskShares,
  dirtyVictimChance,
  stepMissRatio,
} from './demands.ts';
import { totalDemandMs } from './network.ts';

function scenario(id: string, overrides: { path: string; value: unknown }[] = []): Scenario {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const plan = planRuns(doc, { overrides });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value[0]!.scenario;
}

describe('service demands from a scenario', () => {
  it('spread pages over disks as page p on disk p mod count does', () => {
    expect(diskShares(0, 10, 4)).toEqual([0.3, 0.3, 0.2, 0.2]);
    expect(diskShares(3, 4, 4).every((s) => s === 0.25)).toBe(true);
  });

  it('count a read and a write-back per written page without a buffer (mpl-thrashing: 8 + 80 ms)', () => {
    const { network, hitRatio, omitted } = deriveNetwork(scenario('mpl-thrashing'));
    expect(hitRatio).toBe(0);
    // 8 accesses of 1 ms CPU; 8 reads and 8 write-backs of 5 ms over 256 disks.
    expect(totalDemandMs(network)).toBeCloseTo(88, 9);
    const disks = network.centres.filter((c) => c.name.startsWith('disk'));
    expect(disks).toHaveLength(256);
    expect(disks.reduce((s, c) => s + c.visits, 0)).toBeCloseTo(16, 9);
    expect(network.thinkMs).toBe(0);
    expect(omitted).toEqual(['locking (waits, deadlocks, restarts)']);
  });

  it("give Tay's marker k exclusive locks of D items: 8 of 1000 in mpl-thrashing, none without locking", () => {
    expect(deriveNetwork(scenario('mpl-thrashing')).locks).toEqual({
      perTransaction: 8,
      items: 1000,
    });
    const off = scenario('mpl-thrashing', [{ path: 'locking.enabled', value: false }]);
    expect(deriveNetwork(off).locks).toBeNull();
  });

  it('take reads from the buffer miss ratio and a dirty victim per miss (textbook-2pl)', () => {
    const s = scenario('textbook-2pl', [
      { path: 'locking.enabled', value: false },
      { path: 'log.enabled', value: false },
    ]);
    const { network, hitRatio, omitted } = deriveNetwork(s);
    expect(omitted).toEqual([]);
    // 120 frames over 200 pages; a transaction's own pages are never its next ones.
    expect(hitRatio).toBeGreaterThan(0.59);
    expect(hitRatio).toBeLessThan(0.6);
    const cpu = network.centres.find((c) => c.name === 'cpu')!;
    // 0.5 begin + 0.5 commit + 6 accesses × 1 ms.
    expect(cpu.demandMs).toBeCloseTo(7, 9);
    const diskVisits = network.centres
      .filter((c) => c.name.startsWith('disk'))
      .reduce((sum, c) => sum + c.visits, 0);
    expect(diskVisits).toBeCloseTo(6 * (1 - hitRatio) * (1 + dirtyVictimChance(hitRatio, 0.5)), 9);
    expect(network.thinkMs).toBe(100);
  });

  it('apply to plain disks and CPUs, not to storage tiers, a data server or speculation', () => {
    expect(demandsApply(scenario('mpl-thrashing'))).toBe(true);
    expect(demandsApply(scenario('textbook-2pl'))).toBe(true);
    expect(demandsApply(scenario('storage-lock-contention'))).toBe(false);
    expect(demandsApply(scenario('locking-file-size'))).toBe(false);
    expect(demandsApply(scenario('tls-scaling'))).toBe(false);
  });

  it('make a victim dirty more often the more accesses write, never without writes', () => {
    expect(dirtyVictimChance(0.6, 0)).toBe(0);
    expect(dirtyVictimChance(0, 0.5)).toBeCloseTo(0.5, 12);
    expect(dirtyVictimChance(0.6, 0.5)).toBeCloseTo(1 - 0.2 / 0.7, 12);
  });

  it('let distinct pages miss a little more than B / P', () => {
    const buffer = { none: false, frames: 120, pages: 200 };
    expect(stepMissRatio(buffer, 1, true)).toBeCloseTo(0.4, 12);
    expect(stepMissRatio(buffer, 6, true)).toBeGreaterThan(0.4);
    expect(stepMissRatio(buffer, 6, false)).toBeCloseTo(0.4, 12);
    expect(stepMissRatio({ none: true, frames: 0, pages: 200 }, 6, true)).toBe(1);
  });
});
