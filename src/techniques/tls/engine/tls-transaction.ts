/**
 * One transaction under thread-level speculation (after "Incrementally Parallelizing
 * Database Transactions with Thread-Level Speculation"). Serial work runs on CPU 0; each
 * loop's epochs fork in program order, one as soon as the previous has finished its
 * prefork part and a CPU is free, and hold the CPU until their post-commit work is done.
 * Loads and stores go through `SpeculativeMemory`; a store that makes a younger epoch's
 * earlier load stale violates that epoch, which rewinds to its last checkpoint before the
 * load, and every younger epoch is squashed in a chain (to its latest checkpoint taken no
 * later than the violated sub-epoch's start, or to its start). Epochs commit in order as
 * the homefree token passes. Escaped calls run under the transaction's latch.
 * Time: work is stretched by the software overhead and, on parallel epoch work, by lost
 * cache locality; work redone after a rewind is stretched by the re-execution penalty.
 * Left out: undo-handler cost, other transactions, cache lines (locations are exact).
 */
import type { TraceSink } from '../../../trace/trace-sink.ts';
import type { TlsPhase } from '../events.ts';
import { Deferred, sleep, type Wait } from '../../../kernel/process.ts';
import type { Simulation } from '../../../kernel/simulation.ts';
import type { BodyAction, EpochPlan, LoopPlan, TlsTxnPlan } from './epoch-plan.ts';
import { EpochTimer } from './epoch-timer.ts';
import { EpochRun, type Checkpoint } from './epoch-run.ts';
import { absorb, SpeculativeMemory, storedValue, type LoadRecord } from './speculative-memory.ts';

export interface TlsExecOptions {
  cpus: number;
  chain: 'checkpoint' | 'full';
  noSpeculation: boolean;
  /** Wall time per unit of epoch work from TLS software overhead (1 = none). */
  busyFactor: number;
  /** Stretch of parallel epoch work from lost locality (1 = none). */
  localityFactor: number;
  /** Extra stretch of work redone after a rewind (1 = none). */
  reexecFactor: number;
}

type Proc = Generator<Wait, void, unknown>;

export class TlsTransaction {
  readonly memory = new SpeculativeMemory();
  private readonly cpuFree: boolean[];
  private readonly cpuPhase: string[];
  private readonly runs = new Map<number, EpochRun>();
  private loop: LoopPlan | null = null;
  private nextFork = 0;
  private endedInLoop = 0;
  private loopDone: Deferred<null> | null = null;
  private tokenIndex = 0;
  private lastCommitCpu: number | null = null;
  private latchHolder: EpochRun | null = null;
  private readonly latchQueue: EpochRun[] = [];

  constructor(
    private readonly sim: Simulation,
    private readonly trace: TraceSink,
    readonly txn: number,
    readonly plan: TlsTxnPlan,
    private readonly opts: TlsExecOptions,
  ) {
    this.cpuFree = Array.from({ length: opts.cpus }, () => true);
    this.cpuPhase = Array.from({ length: opts.cpus }, () => '');
  }

  *run(): Proc {
    const epochs = this.plan.loops.reduce((n, l) => n + l.epochs.length, 0);
    this.emit({
      kind: 'tls.txn',
      txn: this.txn,
      cpus: this.opts.cpus,
      epochs,
      sequentialUs: this.plan.sequentialUs,
    });
    for (const loop of this.plan.loops) {
      yield* this.serial(loop.serialBeforeUs);
      yield* this.runLoop(loop);
    }
    yield* this.serial(this.plan.serialAfterUs);
    this.setPhase(0, -1, 'idle', 0);
  }

  private *serial(workUs: number): Proc {
    if (workUs <= 0) return;
    this.setPhase(0, -1, 'serial', 0);
    yield* sleep(workUs);
  }

  private *runLoop(loop: LoopPlan): Proc {
    const first = loop.epochs[0];
    if (first === undefined) return;
    this.loop = loop;
    this.nextFork = 0;
    this.endedInLoop = 0;
    this.tokenIndex = first.index;
    this.lastCommitCpu = null;
    const done = new Deferred<null>(this.sim);
    this.loopDone = done;
    this.tryFork();
    yield done;
  }

  private tryFork(): void {
    const loop = this.loop;
    if (loop === null) return;
    while (this.nextFork < loop.epochs.length) {
      const prev = loop.epochs[this.nextFork - 1];
      if (prev !== undefined && !(this.runs.get(prev.index)?.preforkDone ?? true)) return;
      const cpu = this.cpuFree.indexOf(true);
      if (cpu < 0) return;
      const plan = loop.epochs[this.nextFork++]!;
      this.cpuFree[cpu] = false;
      const run = new EpochRun(plan, cpu, new EpochTimer(this.sim));
      this.runs.set(plan.index, run);
      this.memory.open(plan.index);
      this.emit({ kind: 'epoch.fork', txn: this.txn, epoch: plan.index, loop: plan.loop, cpu });
      if (plan.index === this.tokenIndex) this.giveToken(run);
      this.sim.start(this.epochBody(run), `epoch ${this.txn}.${plan.index}`);
    }
  }

  private giveToken(run: EpochRun): void {
    run.hasToken = true;
    const { index } = run.plan;
    this.emit({
      kind: 'epoch.homefree',
      txn: this.txn,
      epoch: index,
      cpu: run.cpu,
      fromCpu: this.lastCommitCpu,
    });
    if (run.stage === 'done-body') run.timer.wake();
  }

  private *epochBody(run: EpochRun): Proc {
    const plan = run.plan;
    const parallel = 1 - 1 / this.opts.localityFactor;
    this.setPhase(run.cpu, plan.index, 'prefork', parallel);
    yield* sleep(this.wall(plan.preforkUs));
    run.preforkDone = true;
    run.stage = 'body';
    run.checkpoints = [{ actionIndex: 0, progressUs: 0, t: this.sim.now, acc: 0 }];
    this.tryFork();
    for (;;) {
      const before = run.rewinds;
      const action = plan.actions[run.nextAction];
      if (action !== undefined) {
        yield* this.advance(run, action.atUs);
        if (run.rewinds !== before) continue;
        if (action.kind === 'escape') {
          yield* this.escape(run, action);
          if (run.rewinds !== before) continue;
        } else if (action.kind === 'checkpoint') {
          run.checkpoints.push({
            actionIndex: run.nextAction + 1,
            progressUs: run.progressUs,
            t: this.sim.now,
            acc: run.acc,
          });
          this.emit({
            kind: 'epoch.checkpoint',
            txn: this.txn,
            epoch: plan.index,
            cpu: run.cpu,
            sub: action.sub,
          });
        } else {
          this.access(run, action, run.nextAction);
        }
        run.nextAction++;
        continue;
      }
      if (run.progressUs < plan.bodyUs) {
        yield* this.advance(run, plan.bodyUs);
        continue;
      }
      if (!run.hasToken) {
        run.stage = 'done-body';
        this.setPhase(run.cpu, plan.index, 'wait-token', 0);
        yield run.timer.park();
        if (run.rewinds !== before || !run.hasToken) continue;
      }
      break;
    }
    run.stage = 'homefree';
    this.setPhase(run.cpu, plan.index, 'homefree', parallel);
    yield* sleep(this.wall(plan.homefreeUs));
    this.memory.commit(plan.index);
    this.emit({ kind: 'epoch.commit', txn: this.txn, epoch: plan.index, cpu: run.cpu });
    run.stage = 'post-commit';
    this.tokenIndex = plan.index + 1;
    this.lastCommitCpu = run.cpu;
    const next = this.runs.get(plan.index + 1);
    if (next !== undefined) this.giveToken(next);
    this.setPhase(run.cpu, plan.index, 'post-commit', parallel);
    yield* sleep(this.wall(plan.postCommitUs));
    run.stage = 'ended';
    this.runs.delete(plan.index);
    this.emit({ kind: 'epoch.end', txn: this.txn, epoch: plan.index, cpu: run.cpu });
    this.setPhase(run.cpu, -1, 'idle', 0);
    this.cpuFree[run.cpu] = true;
    this.endedInLoop++;
    if (this.loop !== null && this.endedInLoop === this.loop.epochs.length)
      this.loopDone?.resolve(null);
    else this.tryFork();
  }

  /** Wall time of parallel epoch work. */
  private wall(workUs: number): number {
    return Math.round(workUs * this.opts.busyFactor * this.opts.localityFactor);
  }

  /** Works the epoch's body up to `targetUs`; returns early if the epoch is rewound. */
  private *advance(run: EpochRun, targetUs: number): Proc {
    while (run.progressUs < targetUs) {
      const redo = run.progressUs < run.highWaterUs;
      const end = redo ? Math.min(targetUs, run.highWaterUs) : targetUs;
      const stretch = this.opts.localityFactor * (redo ? this.opts.reexecFactor : 1);
      const phase: TlsPhase = run.inEscape ? 'escaped' : 'speculative';
      this.setPhase(run.cpu, run.plan.index, phase, 1 - 1 / stretch);
      const rate = this.opts.busyFactor * stretch;
      run.segment = { t: this.sim.now, progressUs: run.progressUs, rate };
      const before = run.rewinds;
      yield run.timer.sleep(Math.round((end - run.progressUs) * rate));
      if (run.rewinds !== before) return;
      run.segment = null;
      run.progressUs = end;
      run.highWaterUs = Math.max(run.highWaterUs, end);
    }
  }

  private *escape(run: EpochRun, action: BodyAction & { kind: 'escape' }): Proc {
    const before = run.rewinds;
    if (this.latchHolder !== null) {
      run.waitsLatch = true;
      this.latchQueue.push(run);
      this.setPhase(run.cpu, run.plan.index, 'latch-wait', 0);
      this.emit({
        kind: 'epoch.latch-wait',
        txn: this.txn,
        epoch: run.plan.index,
        cpu: run.cpu,
        holder: this.latchHolder.plan.index,
      });
      yield run.timer.park();
      if (run.rewinds !== before) return;
    } else {
      this.latchHolder = run;
      run.holdsLatch = true;
    }
    run.inEscape = true;
    yield* this.advance(run, action.atUs + action.durationUs);
    if (run.rewinds !== before) return;
    run.inEscape = false;
    this.releaseLatch(run);
  }

  private releaseLatch(run: EpochRun): void {
    run.holdsLatch = false;
    this.latchHolder = null;
    const next = this.latchQueue.shift();
    if (next === undefined) return;
    next.waitsLatch = false;
    next.holdsLatch = true;
    this.latchHolder = next;
    next.timer.wake();
  }

  private access(run: EpochRun, a: BodyAction & { kind: 'access' }, actionIndex: number): void {
    const index = run.plan.index;
    if (a.op === 'load') {
      run.acc = absorb(
        run.acc,
        this.memory.load(index, a.location, a.label, actionIndex, this.sim.now),
      );
      return;
    }
    this.memory.store(
      index,
      a.location,
      storedValue(run.acc, index, actionIndex),
      actionIndex,
      this.sim.now,
    );
    if (this.opts.noSpeculation) return;
    for (const j of this.memory.youngerThan(index)) {
      const consumer = this.runs.get(j);
      if (consumer === undefined || consumer.stage === 'prefork') continue;
      const stale = this.memory.firstInvalidLoad(j);
      if (stale !== null) {
        this.violate(consumer, stale, run);
        return;
      }
    }
  }

  private violate(run: EpochRun, stale: LoadRecord, producer: EpochRun): void {
    const ck = latestCheckpoint(run.checkpoints, (c) => c.actionIndex <= stale.actionIndex);
    const subStart = ck.t;
    this.emit({
      kind: 'epoch.violate',
      txn: this.txn,
      epoch: run.plan.index,
      cpu: run.cpu,
      producer: producer.plan.index,
      producerCpu: producer.cpu,
      location: stale.label,
      loadUs: stale.t,
      rewindToUs: ck.t,
    });
    this.rewindTo(run, ck);
    for (const k of this.memory.youngerThan(run.plan.index)) {
      const young = this.runs.get(k);
      if (young === undefined || young.stage === 'prefork') continue;
      const target =
        this.opts.chain === 'full'
          ? young.checkpoints[0]!
          : latestCheckpoint(young.checkpoints, (c) => c.t <= subStart);
      if (target.t < this.sim.now) this.squash(young, target, run);
      for (
        let bad = this.memory.firstInvalidLoad(k);
        bad !== null;
        bad = this.memory.firstInvalidLoad(k)
      ) {
        const loadIndex = bad.actionIndex;
        this.squash(
          young,
          latestCheckpoint(young.checkpoints, (c) => c.actionIndex <= loadIndex),
          run,
        );
      }
    }
  }

  private squash(run: EpochRun, ck: Checkpoint, cause: EpochRun): void {
    this.emit({
      kind: 'epoch.squash',
      txn: this.txn,
      epoch: run.plan.index,
      cpu: run.cpu,
      cause: cause.plan.index,
      rewindToUs: ck.t,
    });
    this.rewindTo(run, ck);
  }

  private rewindTo(run: EpochRun, ck: Checkpoint): void {
    const now = this.sim.now;
    const seg = run.segment;
    if (seg !== null) {
      const reached = seg.progressUs + (now - seg.t) / seg.rate;
      run.highWaterUs = Math.max(run.highWaterUs, Math.floor(reached));
    }
    run.highWaterUs = Math.max(run.highWaterUs, run.progressUs);
    run.segment = null;
    this.memory.truncate(run.plan.index, ck.actionIndex);
    run.checkpoints = run.checkpoints.filter((c) => c.actionIndex <= ck.actionIndex);
    ck.t = now;
    run.nextAction = ck.actionIndex;
    run.progressUs = ck.progressUs;
    run.acc = ck.acc;
    run.rewinds++;
    if (run.holdsLatch) this.releaseLatch(run);
    if (run.waitsLatch) {
      run.waitsLatch = false;
      this.latchQueue.splice(this.latchQueue.indexOf(run), 1);
    }
    run.inEscape = false;
    run.stage = 'body';
    const stretch = this.opts.localityFactor * this.opts.reexecFactor;
    this.setPhase(run.cpu, run.plan.index, 'speculative', 1 - 1 / stretch);
    run.timer.wake();
  }

  private setPhase(cpu: number, epoch: number, phase: TlsPhase, share: number): void {
    const cacheMissShare = Math.round(share * 10_000) / 10_000;
    const key = `${epoch}/${phase}/${cacheMissShare}`;
    if (this.cpuPhase[cpu] === key) return;
    this.cpuPhase[cpu] = key;
    this.emit({ kind: 'tls.phase', txn: this.txn, cpu, epoch, phase, cacheMissShare });
  }

  private emit(
    e: Parameters<TraceSink['emit']>[0] extends infer E ? DistributiveOmitT<E> : never,
  ): void {
    this.trace.emit({ ...e, t: this.sim.now } as Parameters<TraceSink['emit']>[0]);
  }
}

type DistributiveOmitT<E> = E extends unknown ? Omit<E, 't'> : never;

function latestCheckpoint(list: Checkpoint[], ok: (c: Checkpoint) => boolean): Checkpoint {
  let best = list[0]!;
  for (const c of list) if (ok(c)) best = c;
  return best;
}

export type { EpochPlan };
