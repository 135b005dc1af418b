/**
 * One run of a model (the registry picks it: transaction processing, or thread-level
 * speculation): the kernel, the database system and the model's processes, wired together
 * from a scenario, plus the trace sink and stats fold that watch it. A run advances in slices until its end time; callers decide how big a slice is.
 * A scenario crash ends the run at its instant, after every event of that instant, with a
 * `crash` event that records the durable LSN.
 *
 * Two stop conditions end a run early, keeping what it measured (`run.end` carries a
 * `stop`): an open workload that saturates (saturation-watch.ts, checked at fixed simulated
 * instants, after every event of that instant) and the work budget (run-budget.ts, after
 * exactly that many engine events). Both depend only on simulated time and event counts,
 * never on how the caller slices the run, so the CLI and the page stop at the same event.
 */
import { msToDuration } from '../base/time.ts';
import type { Scenario } from '../scenario/schema.ts';
import { StatsFold, type RunStats } from '../trace/stats.ts';
import type { RunStop, TraceEvent } from '../trace/trace-event.ts';
import { TraceRecorder, TraceSink, type TraceConsumer } from '../trace/trace-sink.ts';
import { RandomStreams } from '../kernel/random.ts';
import { Simulation, type SliceLimits } from '../kernel/simulation.ts';
import { DatabaseSystem } from './db/database-system.ts';
import { commitProtocolOf, modelFor, storageTiersFor } from './registry.ts';
import type { ModelEnv } from './seams.ts';
import { budgetMessage, eventBudget } from './run-budget.ts';
import { SaturationWatch } from './saturation-watch.ts';

export interface RunOptions {
  /** The compare variant this run is, for the record; the scenario already has it applied. */
  variant?: string | null;
  /** Keep every trace event in memory (the timeline needs it; sweeps do not). */
  recordTrace?: boolean;
  /** More consumers of the event stream (a worker's batcher, a test's checker). */
  consumers?: TraceConsumer[];
}

export class ModelRun {
  readonly sim = new Simulation();
  readonly stats = new StatsFold();
  readonly recorder: TraceRecorder | null;
  readonly db: DatabaseSystem;
  readonly warmupUs: number;
  readonly endUs: number;
  /** The instant of the scenario's crash, or null. */
  readonly crashUs: number | null;
  /** The most engine events this run may fire (its work budget). */
  readonly maxEvents: number;
  private readonly trace: TraceSink;
  private readonly saturation: SaturationWatch | null;
  private ended = false;
  private stopped: RunStop | null = null;

  constructor(
    readonly scenario: Scenario,
    options: RunOptions = {},
  ) {
    this.recorder = options.recordTrace ? new TraceRecorder() : null;
    this.warmupUs = msToDuration(scenario.run.warmupMs);
    const plannedEndUs = this.warmupUs + msToDuration(scenario.run.durationMs);
    this.maxEvents = eventBudget(scenario);
    this.saturation = SaturationWatch.forScenario(scenario, plannedEndUs);
    const consumers: TraceConsumer[] = [this.stats];
    if (this.saturation) consumers.push(this.saturation);
    if (this.recorder) consumers.push(this.recorder);
    const extra = options.consumers ?? [];
    consumers.push(...extra);
    // The statistics and the saturation watch keep no event: reused event objects do.
    this.trace = new TraceSink(consumers, this.recorder === null && extra.length === 0);
    this.crashUs = scenario.crash === null ? null : msToDuration(scenario.crash.atMs);
    this.endUs = this.crashUs === null ? plannedEndUs : Math.min(plannedEndUs, this.crashUs);

    const streams = new RandomStreams(scenario.seed);
    const protocol = commitProtocolOf(scenario);
    this.db = new DatabaseSystem(this.sim, this.trace, streams, scenario, storageTiersFor);
    const model = modelFor(scenario);
    const env: ModelEnv = { sim: this.sim, trace: this.trace, streams, scenario, db: this.db };
    const tls = scenario.tls;
    this.trace.emit({
      kind: 'run.start',
      t: 0,
      scenarioId: scenario.id,
      variant: options.variant ?? null,
      seed: scenario.seed,
      warmupUs: this.warmupUs,
      endUs: this.endUs,
      devices: model.devices(env),
      terminals: scenario.workload.terminals,
      transactionTypes: scenario.workload.types.map((t) => t.name),
      ...(protocol === null ? {} : { commitProtocol: protocol }),
      ...(tls === null ? {} : { tls: { cpus: tls.cpus, transactionType: tls.transactionType } }),
    });
    if (this.warmupUs > 0) {
      this.sim.schedule(this.warmupUs, {
        fire: () => this.trace.emit({ kind: 'warmup.end', t: this.sim.now }),
      });
    }
    model.start(env);
  }

  get finished(): boolean {
    return this.ended;
  }

  get now(): number {
    return this.sim.now;
  }

  get events(): readonly TraceEvent[] {
    return this.recorder?.events ?? [];
  }

  /** Why the run stopped before its planned end, or null (not stopped, or not yet). */
  get stop(): RunStop | null {
    return this.stopped;
  }

  /** Engine events fired so far. */
  get eventsFired(): number {
    return this.sim.eventsProcessed;
  }

  /** Advances by at most `limits`, never past the end; returns true once the run is over. */
  runSlice(limits: SliceLimits = {}): boolean {
    if (this.ended) return true;
    const sampleUs = this.saturation?.nextSampleUs ?? Infinity;
    const untilTime = Math.min(limits.untilTime ?? Infinity, this.endUs, sampleUs);
    const left = this.maxEvents - this.sim.eventsProcessed;
    const maxEvents = Math.min(limits.maxEvents ?? Infinity, left);
    const outcome = this.sim.runSlice({ untilTime, maxEvents });
    if (outcome !== 'event-limit' && this.sim.now >= this.endUs) {
      this.ended = true;
      if (this.crashUs !== null && this.crashUs <= this.endUs) {
        this.trace.emit({ kind: 'crash', t: this.endUs, durableLsn: this.db.log?.durableLsn ?? 0 });
      }
      this.trace.emit({ kind: 'run.end', t: this.endUs });
    } else if (outcome === 'until-reached' && this.sim.now === sampleUs) {
      const verdict = this.saturation!.sample(sampleUs);
      if (verdict !== null) this.stopEarly('saturated', verdict.message, verdict.throughputTps);
    } else if (outcome === 'event-limit' && this.sim.eventsProcessed >= this.maxEvents) {
      this.stopEarly('budget', budgetMessage(this.sim.eventsProcessed));
    }
    return this.ended;
  }

  /** Ends the run now, before its planned end, saying why. */
  private stopEarly(reason: RunStop['reason'], message: string, throughputTps?: number): void {
    this.ended = true;
    const { eventsProcessed: events, now: atUs } = this.sim;
    this.stopped = {
      reason,
      message,
      events,
      atUs,
      ...(throughputTps === undefined ? {} : { throughputTps }),
    };
    this.trace.emit({ kind: 'run.end', t: this.sim.now, stop: this.stopped });
  }

  /** Runs to the end and returns the statistics. */
  runToEnd(): RunStats {
    while (!this.runSlice({ maxEvents: 1_000_000 })) {
      /* keep going */
    }
    return this.stats.result();
  }
}
