/**
 * The log on a storage tier, as a device of the one log manager (model/db/log-manager.ts):
 * a flush is one write to the tier that holds the log (`storage.log`): a disk unit, with
 * or without a controller cache or the NVEM write buffer in front, an SSD or NVEM. It
 * returns where the flush rests (never a volatile cache), so a commit is acknowledged
 * only once its record is on a non-volatile medium. Writes may run at once (they queue at
 * the tier's controllers, arms or NVEM servers): per commit, as in "Performance Evaluation
 * of Extended Storage Architectures for Transaction Processing", every update transaction
 * writes one log page of its own concurrently; with group commit the log manager's single
 * flusher writes one flush at a time. A flush of many records is one write (one access):
 * the transfer of further pages of a long flush is left out, as the flush-latency model
 * leaves out size without a bandwidth.
 */
import { SYSTEM_OWNER, type StorageMedium } from '../../../trace/trace-event.ts';
import type { Wait } from '../../../kernel/process.ts';
import type { LogDevice } from '../../../model/seams.ts';
import type { Placement, TieredStore } from './tiered-store.ts';

export class TierLogDevice implements LogDevice {
  readonly concurrentWrites = true;

  constructor(
    private readonly store: TieredStore,
    private readonly placement: Placement,
  ) {}

  /** Writes flush `flush` as log page `-flush` of the tier; returns where it rests. */
  *write(flush: number, _bytes: number): Generator<Wait, StorageMedium | null, unknown> {
    return yield* this.store.writeTo(SYSTEM_OWNER, -flush, this.placement);
  }
}
