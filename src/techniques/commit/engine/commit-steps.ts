/**
 * Commit processing without a data server, as a hand-written process body: the commit CPU,
 * FORCE's page writes when a storage tier asks for them, the commit request, the wait for
 * the log under the protocol, the release under the baseline, the acknowledgement. It is a
 * state machine with named resume points (kernel/hand-written-body.ts) rather than a
 * generator, which would be a register file allocated at every commit; it makes the same
 * calls in the same order, and a golden run of each protocol pins its traces. Leaves out
 * the data server's paths (commit.ts), whose commit calls run as sub-steps there.
 */
import type { CommitProtocol } from '../schema.ts';
import { HandWrittenBody, type SubStep } from '../../../kernel/hand-written-body.ts';
import type { Wait } from '../../../kernel/process.ts';
import type { AttemptScope } from '../../../model/seams.ts';
import { commitRequest, forcePages, forces } from './commit-request.ts';

/** Not started: the commit CPU. */
const START = 0;
/** The commit CPU is paid: without a log, release and acknowledge; else FORCE, if asked. */
const CPU_PAID = 1;
/** The commit request, then the wait for the log. */
const REQUEST = 2;
/** Durable as the protocol asks: release under the baseline, and acknowledge. */
const DURABLE = 3;

export class CommitSteps extends HandWrittenBody<void> {
  constructor(
    private readonly scope: AttemptScope,
    private readonly protocol: CommitProtocol | null,
    private readonly versions: Map<number, number> | null,
    /** The highest version tag among the pages the attempt accessed. */
    private readonly readTag: number,
  ) {
    super(START);
  }

  protected run(point: number, _input: unknown): IteratorResult<Wait, void> {
    const { ctx, plan, txn: id } = this.scope;
    const protocol = this.protocol;
    const log = ctx.db.log;
    for (;;) {
      let wait: Wait | null = null;
      let sub: SubStep | null = null;
      switch (point) {
        case START:
          point = CPU_PAID;
          if (plan.commitCpuUs <= 0) continue;
          wait = ctx.db.cpu.request(id, plan.commitCpuUs, 'cpu');
          break;
        case CPU_PAID:
          if (log === null || protocol === null) {
            ctx.concurrency.release(id);
            ctx.trace.emitTxnCommit(ctx.sim.now, id);
            return this.finish(undefined);
          }
          point = REQUEST;
          if (!forces(ctx, plan)) continue;
          sub = forcePages(ctx, plan, id);
          break;
        case REQUEST: {
          const waitLsn = commitRequest(this.scope, protocol!, this.versions, this.readTag, log!);
          point = DURABLE;
          wait = waitLsn === null ? null : log!.waitDurable(waitLsn);
          if (wait === null) continue;
          break;
        }
        case DURABLE:
          if (protocol === 'baseline') ctx.concurrency.release(id);
          ctx.trace.emitTxnCommit(ctx.sim.now, id);
          return this.finish(undefined);
        default:
          // BODY_DONE: as a finished generator, done with no value.
          return this.ended();
      }
      const suspended = this.suspend(point, wait, sub);
      if (suspended !== null) return suspended;
    }
  }
}
