import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Deferred, type Process, type Wait } from '../../kernel/process.ts';
import { RandomStreams } from '../../kernel/random.ts';
import { Simulation } from '../../kernel/simulation.ts';
import { planRuns } from '../../scenario/run-plan.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { AbortReason, TraceEvent } from '../../trace/trace-event.ts';
import { TraceRecorder, TraceSink } from '../../trace/trace-sink.ts';
import { DatabaseSystem } from '../db/database-system.ts';
import type { LockMode } from '../db/lock-modes.ts';
import { storageTiersFor, strategiesFor } from '../registry.ts';
import type { ConcurrencyControl, ModelEnv } from '../seams.ts';
import { makeTransactionContext, runTransaction } from './transaction.ts';
import { compileTransactionType } from './txn-program.ts';

const textbook: unknown = JSON.parse(
  readFileSync(new URL('../../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

function scenario(): Scenario {
  const plan = planRuns(textbook, { overrides: [] });
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.value[0]!.scenario;
}

/** One transaction of the scenario's first type, run alone with `concurrency` in the seam. */
function runOne(concurrency: (env: ModelEnv) => ConcurrencyControl): TraceEvent[] {
  const sim = new Simulation();
  const recorder = new TraceRecorder();
  const trace = new TraceSink([recorder]);
  const streams = new RandomStreams(7);
  const s = scenario();
  const db = new DatabaseSystem(sim, trace, streams, s, storageTiersFor);
  const env: ModelEnv = { sim, trace, streams, scenario: s, db };
  const strategies = { ...strategiesFor(env), concurrency: concurrency(env) };
  const ctx = makeTransactionContext(sim, trace, db, s, strategies);
  const plan = compileTransactionType(s.workload.types[0]!, 0, s)(streams.stream('plan'), 0);
  sim.start(runTransaction(ctx, plan, 0, streams.stream('exec')), 'txn');
  sim.runSlice({ untilTime: 60_000_000 });
  return recorder.events;
}

/** A concurrency control that grants everything, except what `refuse` says for an attempt. */
class ScriptedControl implements ConcurrencyControl {
  attempts = 0;
  released = 0;
  process: Process | null = null;
  blockedAt = -1;

  constructor(
    private readonly sim: Simulation,
    private readonly refuse: (attempt: number) => 'abort' | 'block' | null,
  ) {}

  beginAttempt(): void {
    this.attempts++;
    this.process = this.sim.activeProcess;
  }

  request(_txn: number, _item: number, _mode: LockMode): boolean | Wait<boolean> {
    const refusal = this.refuse(this.attempts);
    if (refusal === 'abort') return false;
    if (refusal === 'block') {
      // Blocks for good; 1 ms later the waiter is wounded (interrupted).
      this.blockedAt = this.sim.now;
      const process = this.process;
      this.sim.schedule(1000, { fire: () => process?.interrupt('wounded') });
      return new Deferred<boolean>(this.sim);
    }
    return true;
  }

  // oxlint-disable-next-line require-yield -- nothing to validate
  *validate(): Generator<Wait, boolean, unknown> {
    return true;
  }

  release(): void {
    this.released++;
  }

  abortReason(): AbortReason {
    return 'deadlock';
  }
}

describe('the one attempt loop', () => {
  it('restarts an attempt the concurrency control refuses, and commits the next', () => {
    let control: ScriptedControl | null = null;
    const events = runOne(({ sim }) => {
      control = new ScriptedControl(sim, (attempt) => (attempt === 1 ? 'abort' : null));
      return control;
    });
    const kinds = events
      .filter((e) => e.kind === 'txn.begin' || e.kind === 'txn.abort' || e.kind === 'txn.commit')
      .map((e) => `${e.kind}${'attempt' in e ? ` ${e.attempt}` : ''}`);
    expect(kinds).toEqual(['txn.begin 1', 'txn.abort 1', 'txn.begin 2', 'txn.commit']);
    // Released once on the abort and once by the commit.
    expect(control!.released).toBe(2);
  });

  it('aborts an attempt whose process is interrupted while it waits for access', () => {
    let control: ScriptedControl | null = null;
    const events = runOne(({ sim }) => {
      control = new ScriptedControl(sim, (attempt) => (attempt === 1 ? 'block' : null));
      return control;
    });
    const abort = events.find((e) => e.kind === 'txn.abort');
    expect(control!.blockedAt).toBeGreaterThanOrEqual(0);
    expect(abort).toMatchObject({ attempt: 1, t: control!.blockedAt + 1000 });
    expect(events.at(-1)?.kind).toBe('txn.commit');
    expect(control!.attempts).toBe(2);
  });
});
