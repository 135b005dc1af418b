/**
 * The running state of one epoch: where it is in its body, its checkpoints, whether it
 * holds the homefree token or the transaction's latch. `TlsTransaction` drives it.
 */
import type { EpochPlan } from './epoch-plan.ts';
import type { EpochTimer } from './epoch-timer.ts';

export interface Checkpoint {
  /** The body action to resume at. */
  actionIndex: number;
  progressUs: number;
  /** When this sub-epoch (last) started. */
  t: number;
  /** The epoch's digest of loaded values at the checkpoint. */
  acc: number;
}

export type EpochStage = 'prefork' | 'body' | 'done-body' | 'homefree' | 'post-commit' | 'ended';

export class EpochRun {
  stage: EpochStage = 'prefork';
  preforkDone = false;
  hasToken = false;
  nextAction = 0;
  progressUs = 0;
  /** The furthest the body has got: work below it is re-execution. */
  highWaterUs = 0;
  acc = 0;
  rewinds = 0;
  checkpoints: Checkpoint[] = [];
  inEscape = false;
  holdsLatch = false;
  waitsLatch = false;
  /** The stretch of work in progress, to know how far it got when cut short. */
  segment: { t: number; progressUs: number; rate: number } | null = null;

  constructor(
    readonly plan: EpochPlan,
    readonly cpu: number,
    readonly timer: EpochTimer,
  ) {}
}
