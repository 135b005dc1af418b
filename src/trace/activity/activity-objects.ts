/**
 * The activities the fold makes per transaction (device work with a page, waits), made
 * with `new` rather than as literals, so that V8 never pretenures them (see
 * kernel/young-allocation.ts). Leaves out the shared activities (CPU work, idleness),
 * which are made once.
 */
import type { LockModeName, WorkKind } from '../trace-event.ts';
import type { Activity } from './activity-types.ts';

class ActivityOf<S extends Activity['state'], D> {
  constructor(
    readonly state: S,
    readonly detail: D,
  ) {}
}

class IoDetail {
  constructor(
    readonly device: string,
    readonly phase: 'queue' | 'service',
    readonly unit: number | null,
    readonly work: WorkKind | null,
    readonly page: number | null,
  ) {}
}

class LockWaitDetail {
  constructor(
    readonly item: number,
    readonly mode: LockModeName,
    readonly blockers: readonly number[],
  ) {}
}

class BufferWaitDetail {
  constructor(
    readonly page: number,
    readonly reason: 'page-in-transit' | 'no-free-frame',
  ) {}
}

class LogWaitDetail {
  constructor(readonly lsn: number) {}
}

/** Queued for (`unit` and `work` null) or served by a device other than a CPU. */
export function ioActivity(
  device: string,
  phase: 'queue' | 'service',
  unit: number | null,
  work: WorkKind | null,
  page: number | null,
): Activity {
  return new ActivityOf('io', new IoDetail(device, phase, unit, work, page));
}

export function lockWaitActivity(
  item: number,
  mode: LockModeName,
  blockers: readonly number[],
): Activity {
  return new ActivityOf('lock-wait', new LockWaitDetail(item, mode, blockers));
}

export function bufferWaitActivity(
  page: number,
  reason: 'page-in-transit' | 'no-free-frame',
): Activity {
  return new ActivityOf('buffer-wait', new BufferWaitDetail(page, reason));
}

export function logWaitActivity(lsn: number): Activity {
  return new ActivityOf('log-wait', new LogWaitDetail(lsn));
}
