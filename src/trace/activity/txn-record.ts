/**
 * A transaction's record in the activity fold, made with `new` rather than as a literal
 * (see kernel/young-allocation.ts). Its fields are documented on `ActivityRecord`.
 */
import { BETWEEN_STEPS, type Activity, type ActivityRecord } from './activity-types.ts';
import type { ExecutionStage } from '../trace-event.ts';

export class TxnRecord implements ActivityRecord {
  attempt = 0;
  activity: Activity = BETWEEN_STEPS;
  sinceUs: number;
  stage: ExecutionStage | null = null;
  servicePage: number | null = null;
  device: Activity | null = null;
  wait: Activity | null = null;
  server: Activity | null = null;
  idle: Activity = BETWEEN_STEPS;
  delayEndsUs: number | null = null;
  logLsn = -1;
  lastPage: number | null = null;
  evictedPage: number | null = null;
  tag: unknown = undefined;

  constructor(
    readonly txn: number,
    readonly submitUs: number,
    readonly terminal: number,
    readonly type: number,
  ) {
    this.sinceUs = submitUs;
  }
}
