/**
 * Waits an epoch can be pulled out of. A violation rewinds an epoch whatever it is doing
 * (working, waiting for the latch or for the homefree token), so its process must be
 * resumable early: `sleep` and `park` hand the process to this timer, and `wake` resumes it
 * at once; a sleep that was cut short never fires (its generation is stale).
 */
import type { Resumable, Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';

export class EpochTimer {
  private generation = 0;
  private waiter: Resumable<unknown> | null = null;

  constructor(private readonly sim: Simulation) {}

  /** Resumes after `delayUs`, unless woken first. */
  sleep(delayUs: number): Wait {
    return {
      begin: (process) => {
        this.waiter = process;
        const mine = ++this.generation;
        this.sim.schedule(delayUs, {
          fire: () => {
            if (mine !== this.generation) return;
            this.waiter = null;
            process.fire(undefined);
          },
        });
      },
    };
  }

  /** Resumes only when woken. */
  park(): Wait {
    return {
      begin: (process) => {
        this.waiter = process;
        ++this.generation;
      },
    };
  }

  /** Resumes the waiting process now (at this instant, through the event list). */
  wake(): void {
    const process = this.waiter;
    if (process === null) return;
    this.waiter = null;
    ++this.generation;
    this.sim.scheduleNow(process, undefined);
  }
}
