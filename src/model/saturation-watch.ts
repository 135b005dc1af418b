/**
 * Saturation of an open system: arrivals keep coming whatever the backlog, so when they
 * outpace what the system can complete the backlog (transactions submitted and not yet
 * committed) grows without bound and the run never reaches a steady state. The watch
 * samples the backlog at fixed simulated instants and calls the run saturated when, over
 * the last `SPAN` windows, the backlog rose in nearly every window, at least doubled, grew
 * by a tenth of the arrivals of the span (the departures fall short of the arrivals) and
 * did not level off (the later half of the span grew at least half as much as the first
 * half, which a stable system's fill-up from empty does not). Everything is simulated
 * time and event counts, so the verdict is deterministic. A closed system cannot saturate
 * this way (its population is fixed) and is never watched, nor is a run with
 * `run.stopWhenSaturated: false` (to measure the saturated regime itself).
 *
 * Leaves out: a slow fill-up lasting more than a fifth of the run (a stable system whose
 * response time is that long) can look like saturation; such a run is too short to
 * measure anyway. Critical load (arrivals equal to capacity) may or may not be caught.
 */
import { msToDuration, usToSeconds } from '../base/time.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import type { TraceConsumer } from '../trace/trace-sink.ts';

/** Windows per planned run, and the windows a verdict looks back over. */
const WINDOWS_PER_RUN = 50;
const SPAN = 10;
/** Windows of the span in which the backlog may fall without clearing the verdict. */
const DIPS_ALLOWED = 1;
/** The backlog must grow by at least this share of the span's arrivals, and this many. */
const GROWTH_SHARE_OF_ARRIVALS = 0.1;
const MIN_GROWTH = 20;
const MIN_WINDOW_US = msToDuration(10);
const MAX_WINDOW_US = msToDuration(2_000);

export interface SaturationVerdict {
  message: string;
  /** Commits per second over the span that showed the saturation. */
  throughputTps: number;
}

interface Sample {
  t: number;
  backlog: number;
  submitted: number;
  committed: number;
}

export class SaturationWatch implements TraceConsumer {
  /** Simulated time between samples, in µs. */
  readonly windowUs: number;
  private submitted = 0;
  private committed = 0;
  private readonly samples: Sample[] = [];

  /** Null when the scenario has no open arrivals (nothing to watch). */
  static forScenario(scenario: Scenario, plannedEndUs: number): SaturationWatch | null {
    const { workload, run, tls } = scenario;
    if (workload.arrivalRateTps === null || tls !== null || !run.stopWhenSaturated) return null;
    const windowUs = Math.round(plannedEndUs / WINDOWS_PER_RUN);
    return new SaturationWatch(Math.min(MAX_WINDOW_US, Math.max(MIN_WINDOW_US, windowUs)));
  }

  constructor(windowUs: number) {
    this.windowUs = windowUs;
    this.samples.push({ t: 0, backlog: 0, submitted: 0, committed: 0 });
  }

  /** The next instant to sample at. */
  get nextSampleUs(): number {
    return this.samples.length * this.windowUs;
  }

  accept(e: TraceEvent): void {
    if (e.kind === 'txn.submit') this.submitted++;
    else if (e.kind === 'txn.commit') this.committed++;
  }

  /** Records the backlog at `t` (every event up to `t` seen); a verdict when saturated. */
  sample(t: number): SaturationVerdict | null {
    const now: Sample = {
      t,
      backlog: this.submitted - this.committed,
      submitted: this.submitted,
      committed: this.committed,
    };
    this.samples.push(now);
    const n = this.samples.length - 1;
    if (n < SPAN) return null;
    const first = this.samples[n - SPAN]!;
    const middle = this.samples[n - SPAN / 2]!;
    let dips = 0;
    for (let i = n - SPAN + 1; i <= n; i++) {
      if (this.samples[i]!.backlog <= this.samples[i - 1]!.backlog) dips++;
    }
    const growth = now.backlog - first.backlog;
    const arrivals = now.submitted - first.submitted;
    const saturated =
      dips <= DIPS_ALLOWED &&
      now.backlog >= 2 * first.backlog &&
      growth >= Math.max(MIN_GROWTH, GROWTH_SHARE_OF_ARRIVALS * arrivals) &&
      now.backlog - middle.backlog >= 0.5 * (middle.backlog - first.backlog);
    if (!saturated) return null;
    const seconds = usToSeconds(t - first.t);
    const inRate = Math.round(arrivals / seconds);
    const throughputTps = (now.committed - first.committed) / seconds;
    const outRate = Math.round(throughputTps);
    return {
      throughputTps,
      message:
        `saturated: the backlog grew from ${first.backlog} to ${now.backlog} transactions ` +
        `between ${formatSeconds(first.t)} and ${formatSeconds(t)} s ` +
        `(${inRate} arrivals/s, ${outRate} commits/s)`,
    };
  }
}

function formatSeconds(us: number): string {
  return usToSeconds(us).toFixed(1);
}
