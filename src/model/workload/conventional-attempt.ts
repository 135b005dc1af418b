/**
 * The conventional execution strategy, the model's default: each access of the plan locks
 * (per the lock granularity: the file once, then the page), fixes the page in the shared
 * buffer pool, computes and unfixes. Then think, validate and commit (as attempt-steps.ts's
 * finishWork). A step that need not wait does not yield.
 *
 * Why a hand-written iterator rather than a generator: this is the hottest process body of
 * the model, resumed at nearly every event of a transaction. A generator keeps its whole
 * register file (about 300 bytes here) for as long as the attempt lives, copies it out and
 * back at every yield, and allocates a result object per step; at a thousand terminals
 * those register files are much of the live state the scavenger copies. This class keeps
 * only the fields the attempt needs between waits and reuses one result object (the
 * process reads each result before it steps the body again). It does what the generator
 * did (conventional-attempt-reference.ts, the readable form, which a test runs against it):
 * the same waits in the same order, the same calls and random draws; the rare sub-steps
 * (a data server's begin phase, a lock call with costs, a fix that needs a frame, a write
 * through storage tiers, validation) run as `yield*` would run them. The iterator plumbing
 * is kernel/hand-written-body.ts's. Leaves out: `return()` while waiting forwards to a
 * running sub-step and unfixes, but ignores a sub-step that refuses to finish.
 */
import { FILE_ITEM } from '../../trace/trace-event.ts';
import { HandWrittenBody, type SubStep } from '../../kernel/hand-written-body.ts';
import { call, pause, type Wait } from '../../kernel/process.ts';
import type { AttemptScope, ExecutionStrategy, TxnLockPlan } from '../seams.ts';
import { MISS_NOT_BEGUN } from '../db/buffer-pool.ts';
import { beginWork } from './attempt-steps.ts';
import { requestLock } from './data-calls.ts';
import { NO_LOCK, OP_CPU, OP_FIELDS, OP_LOCK, OP_PAGE, OP_WRITE } from './txn-program.ts';

export class ConventionalExecution implements ExecutionStrategy {
  runAttempt(scope: AttemptScope): Generator<Wait, boolean, unknown> {
    return new ConventionalAttempt(scope);
  }
}

/*
 * Where the attempt goes on from: each is a point of the generator's code. A wait resumes
 * at the point stored in `at`; a sub-step's return value, or the value a wait resumes
 * with, is the input there (only the points named "…ed" read it).
 */
/** Not started: plan the locks, then the begin phase. */
const START = 0;
/** At the access `step` of the plan (or past the last one). */
const STEP = 1;
/** The file lock came back (input: granted). */
const FILE_LOCKED = 2;
/** Lock the page, when the plan locks it. */
const PAGE_LOCK = 3;
/** The simple lock call's CPU is paid: the request itself. */
const LOCK_REQUEST = 4;
/** The page lock came back (input: granted). */
const PAGE_LOCKED = 5;
/** Fix the page. */
const FIX = 6;
/** The page is in the pool: compute on it (the try of the generator starts here). */
const FIXED = 7;
/** Computed: write the page through when the pool has no frames. */
const COMPUTED = 8;
/** Done with the page: unfix it (the finally), on to the next access. */
const WRITTEN = 9;
/** Past the last access: internal think. */
const THINK = 10;
/** Thought: validate. */
const VALIDATE = 11;
/** Validation came back (input: passed). */
const VALIDATED = 12;
/** The commit's frame returned: committed. */
const COMMITTED = 13;
/** A miss's dirty victim is written back: read the page (the catch of `fix` covers it). */
const MISS_WRITTEN_BACK = 14;
/** A miss's page was read: it arrives in its frame, then FIXED. */
const MISS_READ = 15;

type Point = number;

class ConventionalAttempt extends HandWrittenBody<boolean> {
  private lockPlan: TxnLockPlan | null = null;
  private fileLocked = false;
  private pageLocks = false;
  private readTag = 0;
  /** The offset of the current access in the plan's steps. */
  private step = 0;
  /** The page of the current access. */
  private page = 0;
  /** The page is fixed and must be unfixed, even when an error or interrupt comes in. */
  private fixed = false;

  constructor(private readonly scope: AttemptScope) {
    super(START);
  }

  /**
   * Runs from `point` (with `input` there) to the next wait or the end. Each point either
   * goes on to another (`continue`), finishes, or names a wait to yield or a sub-step to
   * run and the point to resume at (`break`).
   */
  protected run(point: Point, input: unknown): IteratorResult<Wait, boolean> {
    const scope = this.scope;
    const { ctx, txn: id, rng } = scope;
    const { cpu, buffer } = ctx.db;
    const steps = scope.plan.steps;
    for (;;) {
      let wait: Wait | null = null;
      let sub: SubStep | null = null;
      switch (point) {
        case START: {
          const lockPlan = ctx.granularity.planFor(scope.plan.type, scope.plan.writes);
          this.lockPlan = lockPlan;
          this.fileLocked = lockPlan === null || lockPlan.fileMode === null;
          this.pageLocks = lockPlan !== null && lockPlan.pageLocks;
          point = STEP;
          // Without a data server the begin phase is one CPU request, yielded here rather
          // than through beginWork's generator.
          if (ctx.server !== null) sub = beginWork(scope);
          else if (scope.plan.beginCpuUs > 0) wait = cpu.request(id, scope.plan.beginCpuUs, 'cpu');
          else continue;
          break;
        }
        case STEP: {
          const step = this.step;
          if (step >= steps.length) {
            point = THINK;
            continue;
          }
          const page = steps[step + OP_PAGE]!;
          if (page < 0) {
            // A CPU burst between accesses.
            this.step = step + OP_FIELDS;
            wait = cpu.request(id, steps[step + OP_CPU]!, 'cpu');
            break;
          }
          this.page = page;
          if (this.fileLocked) {
            point = PAGE_LOCK;
            continue;
          }
          sub = requestLock(ctx, id, FILE_ITEM, this.lockPlan!.fileMode!, rng);
          point = FILE_LOCKED;
          break;
        }
        case FILE_LOCKED:
          if (!input) return this.finish(false);
          this.fileLocked = true;
          point = PAGE_LOCK;
          continue;
        case PAGE_LOCK: {
          const step = this.step;
          const lock = steps[step + OP_LOCK]!;
          if (!this.pageLocks || lock === NO_LOCK) {
            point = FIX;
            continue;
          }
          if (!ctx.simpleLocks) {
            const mode = ctx.granularity.pageMode(steps[step + OP_WRITE] === 1);
            sub = requestLock(ctx, id, lock, mode, rng);
            point = PAGE_LOCKED;
            break;
          }
          // No data server and no added delay: the lock's CPU, then the request itself.
          const lockCpuUs = ctx.lockCpu(rng);
          point = LOCK_REQUEST;
          if (lockCpuUs > 0) wait = cpu.request(id, lockCpuUs, 'lock-cpu');
          else continue;
          break;
        }
        case LOCK_REQUEST: {
          const step = this.step;
          const mode = ctx.granularity.pageMode(steps[step + OP_WRITE] === 1);
          const granted = ctx.concurrency.request(id, steps[step + OP_LOCK]!, mode);
          if (granted === false) return this.finish(false);
          if (granted === true) {
            point = FIX;
            continue;
          }
          wait = granted;
          point = PAGE_LOCKED;
          break;
        }
        case PAGE_LOCKED:
          if (!input) return this.finish(false);
          point = FIX;
          continue;
        case FIX: {
          const page = this.page;
          const write = steps[this.step + OP_WRITE] === 1;
          point = FIXED;
          if (buffer.fixIfResident(id, page, write)) continue;
          // Without frames a read is one device access, yielded here (no generator).
          wait = buffer.readWithoutFrames(id, page, write);
          if (wait !== null) break;
          // A miss that device accesses alone serve is yielded here too, as `fix` would.
          const writeBack = buffer.beginMiss(id, page, write);
          if (writeBack === MISS_NOT_BEGUN) {
            sub = buffer.fix(id, page, write);
          } else if (writeBack >= 0) {
            wait = buffer.missAccess(id, writeBack, 'write');
            point = MISS_WRITTEN_BACK;
          } else {
            wait = buffer.missAccess(id, page, 'read');
            point = MISS_READ;
          }
          break;
        }
        case MISS_WRITTEN_BACK:
          wait = buffer.missAccess(id, this.page, 'read');
          point = MISS_READ;
          break;
        case MISS_READ:
          buffer.missArrived(this.page);
          point = FIXED;
          continue;
        case FIXED: {
          // The page's version tag once it is fixed: without locks a writer can publish the
          // page while the fix waits for a frame or for the page in transit (tags only grow).
          this.readTag = Math.max(this.readTag, ctx.commit.readTagOf(this.page));
          this.fixed = true;
          point = COMPUTED;
          const cpuUs = steps[this.step + OP_CPU]!;
          if (cpuUs > 0) wait = cpu.request(id, cpuUs, 'cpu');
          else continue;
          break;
        }
        case COMPUTED:
          point = WRITTEN;
          if (steps[this.step + OP_WRITE] !== 1 || !buffer.writesThrough) continue;
          wait = buffer.writeThroughWait(id, this.page);
          if (wait === null) sub = buffer.writeThrough(id, this.page);
          break;
        case WRITTEN:
          this.fixed = false;
          buffer.unfix(this.page);
          this.step += OP_FIELDS;
          point = STEP;
          continue;
        case THINK: {
          // A pause is the timeout `yield* sleep` would yield, without its iterator.
          wait = pause(ctx.internalThink(rng));
          point = VALIDATE;
          if (wait === null) continue;
          break;
        }
        case VALIDATE:
          sub = ctx.concurrency.validate(scope)[Symbol.iterator]();
          point = VALIDATED;
          break;
        case VALIDATED:
          if (!input) return this.finish(false);
          // A frame of its own: the commit's waits resume it without passing through here.
          wait = call(ctx.commit.commit(scope, this.readTag));
          point = COMMITTED;
          break;
        case COMMITTED:
          return this.finish(true);
        default:
          // BODY_DONE: as a finished generator, done with no value.
          return this.ended();
      }
      const suspended = this.suspend(point, wait, sub);
      if (suspended !== null) return suspended;
      input = this.delegatedValue;
    }
  }

  /**
   * An error thrown in at a wait: during a miss begun here, its frame goes first, as the
   * catch in `fix` does (a `return()` passes that catch by, as it would `fix`'s).
   */
  protected override thrownIn(error: unknown): IteratorResult<Wait, boolean> {
    if (this.at === MISS_WRITTEN_BACK || this.at === MISS_READ) {
      this.scope.ctx.db.buffer.missInterrupted(this.page);
    }
    throw error;
  }

  /** An error goes out (or `return`): the generator's `finally` unfixes a fixed page. */
  protected override abandon(): void {
    super.abandon();
    if (!this.fixed) return;
    this.fixed = false;
    this.scope.ctx.db.buffer.unfix(this.page);
  }
}
