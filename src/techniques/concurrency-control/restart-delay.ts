/**
 * The restart delay of the restart-based algorithms. `adaptive` follows "Concurrency
 * control performance modeling: alternatives and implications": an exponential delay
 * whose mean is the running mean response time of committed transactions (so a restarted
 * transaction waits about as long as one transaction takes, which lets the conflict it
 * met clear), `initialMeanMs` before any commit. `fixed` draws from the scenario's
 * distribution. The draw comes from the transaction's own stream, so the workload's random
 * numbers stay common across algorithms. Pure.
 */
import { msToDuration } from '../../base/time.ts';
import type { RestartDelaySpec } from './schema.ts';

/** The draws the policy needs: uniform in (0, 1], safe under a logarithm. */
export interface UnitDraws {
  nextOpen(): number;
}

export class RestartDelayPolicy<D extends UnitDraws> {
  private responseSumUs = 0;
  private commits = 0;

  constructor(
    private readonly spec: RestartDelaySpec,
    /** The fixed policy's delay in whole µs (the scenario's distribution). */
    private readonly fixedUs: (draws: D) => number,
  ) {}

  /** A transaction committed `responseUs` after its submission. */
  observeCommit(responseUs: number): void {
    this.responseSumUs += responseUs;
    this.commits++;
  }

  /** The adaptive delay's current mean, µs. */
  get meanUs(): number {
    return this.commits === 0
      ? msToDuration(this.spec.initialMeanMs)
      : this.responseSumUs / this.commits;
  }

  /** The delay before an aborted attempt's next attempt, whole µs. */
  nextDelayUs(draws: D): number {
    if (this.spec.policy === 'fixed') return Math.max(0, Math.round(this.fixedUs(draws)));
    return Math.round(-Math.log(draws.nextOpen()) * this.meanUs);
  }
}
