import { describe, expect, it } from 'vitest';
import { RestartDelayPolicy, type UnitDraws } from './restart-delay.ts';
import { RESTART_DELAY_DEFAULTS } from './schema.ts';

/** Draws that return the given values in turn. */
function draws(...values: number[]): UnitDraws {
  let i = 0;
  return { nextOpen: () => values[i++ % values.length]! };
}

describe('the restart delay', () => {
  it('adaptive: uses the initial mean before any commit', () => {
    const p = new RestartDelayPolicy({ ...RESTART_DELAY_DEFAULTS, initialMeanMs: 2 }, () => 0);
    expect(p.meanUs).toBe(2000);
    // -ln(e^-1) = 1 mean.
    expect(p.nextDelayUs(draws(Math.exp(-1)))).toBe(2000);
  });

  it('adaptive: follows the running mean response time of commits', () => {
    const p = new RestartDelayPolicy(RESTART_DELAY_DEFAULTS, () => 0);
    p.observeCommit(1000);
    p.observeCommit(3000);
    expect(p.meanUs).toBe(2000);
    expect(p.nextDelayUs(draws(Math.exp(-0.5)))).toBe(1000);
  });

  it('adaptive: has the mean response time as its sample mean', () => {
    const p = new RestartDelayPolicy(RESTART_DELAY_DEFAULTS, () => 0);
    p.observeCommit(5000);
    const n = 1000;
    let sum = 0;
    for (let k = 0; k < n; k++) sum += p.nextDelayUs(draws((k + 0.5) / n));
    expect(sum / n).toBeGreaterThan(4800);
    expect(sum / n).toBeLessThan(5200);
  });

  it('fixed: draws from the scenario distribution and ignores commits', () => {
    const p = new RestartDelayPolicy({ ...RESTART_DELAY_DEFAULTS, policy: 'fixed' }, () => 750.4);
    p.observeCommit(1e6);
    expect(p.nextDelayUs(draws(0.5))).toBe(750);
  });
});
