import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { theoryOverlay } from './theory-curves.ts';
import { sweepTheory } from './sweep-theory.ts';

function builtin(id: string): Scenario {
  const doc: unknown = JSON.parse(
    readFileSync(new URL(`../../../scenarios/${id}.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function openSingleDisk(): Scenario {
  const parsed = parseScenario({
    version: 1,
    id: 'open-disk',
    title: 'Open single disk',
    seed: 1,
    run: { durationMs: 1000 },
    workload: {
      arrivalRateTps: 50,
      types: [{ name: 'read', program: [{ op: 'access', count: 1 }] }],
    },
    system: {
      database: { pages: 100 },
      buffer: { pages: 0 },
      cpu: { count: 1 },
      disks: { count: 1, service: { kind: 'time', ms: 10 } },
    },
    locking: { enabled: false },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('the theory overlay of a sweep', () => {
  it('draws bounds, the MVA curve and Tay’s marker on a terminals sweep', () => {
    const s = builtin('mpl-thrashing');
    const overlay = theoryOverlay(s, 'workload.terminals', s.sweep!.values as number[])!;
    const ids = overlay.curves.map((c) => c.id);
    expect(ids).toEqual(['theory-bound-x', 'theory-mva-x', 'theory-bound-r', 'theory-mva-r']);
    expect(overlay.curves.every((c) => c.label.startsWith('theory: '))).toBe(true);
    const mva = overlay.curves.find((c) => c.id === 'theory-mva-x')!;
    expect(mva.points[0]!.x).toBe(2);
    expect(mva.points.at(-1)!.x).toBe(80);
    // N / (D + Z) with D = 88 ms at two terminals, almost no queueing.
    expect(mva.points[0]!.y).toBeCloseTo(2 / 0.088, 0);
    const bound = overlay.curves.find((c) => c.id === 'theory-bound-x')!;
    expect(mva.points.every((p) => p.y <= bound.points.at(-1)!.y + 1e-9)).toBe(true);
    expect(overlay.markers).toHaveLength(1);
    expect(overlay.markers[0]!.x).toBeCloseTo(23.4375, 9);
    expect(overlay.markers[0]!.label).toMatch(/^theory: Tay k²N\/D = 1.5/);
    expect(overlay.markers[0]!.label).not.toMatch(/not drawn/);
    expect(overlay.markers[0]!.inSweep).toBe(true);
    expect(overlay.omitted).toEqual(['locking (waits, deadlocks, restarts)']);
  });

  it('says in the legend when Tay’s marker lies outside the swept terminals', () => {
    const s = builtin('mpl-thrashing');
    const few = theoryOverlay(s, 'workload.terminals', [2, 5, 10])!;
    expect(few.markers[0]!.label).toMatch(/, beyond this sweep \(N up to 10\): not drawn$/);
    expect(few.markers[0]!.inSweep).toBe(false);
    const many = theoryOverlay(s, 'workload.terminals', [40, 60, 80])!;
    expect(many.markers[0]!.label).toMatch(/, below this sweep \(N from 40\): not drawn$/);
    expect(many.markers[0]!.inSweep).toBe(false);
  });

  it('draws the open response curve on an arrival-rate sweep, none on other parameters', () => {
    const s = openSingleDisk();
    const open = theoryOverlay(s, 'workload.arrivalRateTps', [20, 40, 60, 80]);
    expect(open).not.toBeNull();
    const r = open!.curves.find((c) => c.metric === 'meanResponseMs')!;
    // One fixed 10 ms disk access per transaction: M/D/1, 15 ms at 50 tx/s.
    expect(r.label).toBe('theory: M/D/1 at the bottleneck (disk), other devices M/M/1');
    expect(r.points.at(-1)!.x).toBe(80);
    expect(r.points.at(-1)!.y).toBeCloseTo(10 + (0.8 * 10) / (2 * 0.2), 9);
    expect(theoryOverlay(s, 'system.buffer.pages', [100, 200])).toBeNull();
    const closed = builtin('mpl-thrashing');
    expect(theoryOverlay(closed, 'workload.arrivalRateTps', [10])).toBeNull();
  });

  it('draws nothing where the demands do not know the devices (storage tiers)', () => {
    const s = builtin('storage-lock-contention');
    expect(theoryOverlay(s, 'workload.arrivalRateTps', [50, 100, 150])).toBeNull();
  });

  it('describes the first variant of a compared sweep and names it', () => {
    const s = builtin('cc-blocking-vs-restart');
    const theory = sweepTheory(s, s.sweep!.values as number[]);
    expect(theory).not.toBeNull();
    expect(theory!.variantTitle).toBe(s.compare[0]!.title);
  });
});
