/**
 * Fidelity of the concurrency-control model to "Concurrency control performance modeling:
 * alternatives and implications" with limited resources (1 CPU, 2 disks): blocking gives
 * the most throughput at a high multiprogramming level, because every restart wastes the
 * devices everyone needs. Mean of 2 seeds.
 */
import { describe, expect, it } from 'vitest';
import { report } from './locking-runs.ts';
import { at, runAtLevel, throughputs } from './cc-runs.ts';

const ID = 'cc-blocking-vs-restart';

describe('concurrency control with limited resources', () => {
  it('blocking 2PL gives at least the throughput of every restart algorithm at 200 terminals', () => {
    const x = throughputs(runAtLevel(ID, 200));
    report('CC limited @200 tps 2pl/immediate-restart/occ/wound-wait', x);
    expect(x['2pl']).toBeGreaterThanOrEqual(x['immediate-restart']);
    expect(x['2pl']).toBeGreaterThanOrEqual(x.occ);
    expect(x['2pl']).toBeGreaterThanOrEqual(x['wound-wait']);
  });

  it('the restart algorithms waste work: more aborts than blocking at 200 terminals', () => {
    const results = runAtLevel(ID, 200);
    const aborted = (v: string) => at(results, v, '', 'aborted');
    report('CC limited @200 aborted 2pl/immediate-restart/occ/wound-wait', {
      '2pl': aborted('2pl'),
      'immediate-restart': aborted('immediate-restart'),
      occ: aborted('occ'),
      'wound-wait': aborted('wound-wait'),
    });
    for (const v of ['immediate-restart', 'occ', 'wound-wait']) {
      expect(aborted(v)).toBeGreaterThan(aborted('2pl'));
    }
  });

  it('the devices are the bottleneck: the disks are nearly saturated under every algorithm', () => {
    const results = runAtLevel(ID, 200);
    const disk = (v: string) => at(results, v, '', 'diskUtilization');
    report('CC limited @200 disk utilization 2pl/immediate-restart/occ/wound-wait', {
      '2pl': disk('2pl'),
      'immediate-restart': disk('immediate-restart'),
      occ: disk('occ'),
      'wound-wait': disk('wound-wait'),
    });
    for (const v of ['2pl', 'immediate-restart', 'occ', 'wound-wait']) {
      expect(disk(v)).toBeGreaterThan(0.8);
    }
  });
});
