/**
 * Fidelity of the concurrency-control model to "Concurrency control performance modeling:
 * alternatives and implications" with near-infinite resources (1024 CPUs and disks): data
 * contention alone limits throughput; blocking thrashes as the multiprogramming level
 * grows, and the optimistic algorithm, whose wasted work costs nobody else anything,
 * overtakes it. Mean of 2 seeds.
 */
import { describe, expect, it } from 'vitest';
import { report } from './locking-runs.ts';
import { runAtLevel, throughputs } from './cc-runs.ts';

const ID = 'cc-infinite-resources';

describe('concurrency control with near-infinite resources', () => {
  it('optimistic gives more throughput than blocking 2PL at 200 terminals', () => {
    const x = throughputs(runAtLevel(ID, 200));
    report('CC infinite @200 tps 2pl/immediate-restart/occ/wound-wait', x);
    expect(x.occ).toBeGreaterThan(1.2 * x['2pl']);
  });

  it('blocking thrashes: 2PL throughput falls from 50 to 200 terminals while optimistic rises', () => {
    const low = throughputs(runAtLevel(ID, 50));
    const high = throughputs(runAtLevel(ID, 200));
    report('CC infinite 2pl @50/@200, occ @50/@200', {
      twoPl50: low['2pl'],
      twoPl200: high['2pl'],
      occ50: low.occ,
      occ200: high.occ,
    });
    expect(high['2pl']).toBeLessThan(low['2pl']);
    expect(high.occ).toBeGreaterThan(low.occ);
  });

  it('at a low level, where conflicts are rare, blocking is at least as good as optimistic', () => {
    const x = throughputs(runAtLevel(ID, 50));
    report('CC infinite @50 tps 2pl/immediate-restart/occ/wound-wait', x);
    expect(x['2pl']).toBeGreaterThanOrEqual(x.occ);
  });
});
