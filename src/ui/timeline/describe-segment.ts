/**
 * One sentence per segment for the tooltip and the screen-reader cursor: who does what,
 * where, for how long, and on whose account ("T12 waits 4.2 ms for page 17, held X by
 * T9", "T3 waits 8.4 ms for the file (wants X), held IX by T5"). Lock items read "page 17",
 * or "the file" for the whole-file item; time inside the serial data server is told as a
 * call to it. The lock modes of blockers and the log flush that ended a log wait come from
 * the context, so this stays pure. Leaves out statistics over many segments.
 */
import type { TraceIndex } from '../../trace/state-at.ts';
import { FILE_ITEM, type LockModeName } from '../../trace/trace-event.ts';
import type {
  DeviceLane,
  ServiceSegment,
  TimelineModel,
  TlsTimeline,
  TxnSegment,
} from '../../trace/timeline-model.ts';
import type { DeviceNames } from './device-labels.ts';
import { describeTlsSegment } from './describe-tls-segment.ts';
import type { SegmentTarget } from './hit-test.ts';
import { firstEndingAfter } from './segment-search.ts';
import { formatDurationUs } from './format-time.ts';

/** How a blocker stands in an item's lock queue at an instant. */
export interface BlockerLock {
  mode: LockModeName;
  role: 'holds' | 'queued';
}

export interface DescribeContext {
  devices: DeviceNames;
  deviceLanes: readonly DeviceLane[];
  /** The blocker's lock on `item` just after `t`, when known. */
  blockerLock?: (item: number, txn: number, t: number) => BlockerLock | null;
  /** What a numbered lock item is called: 'page' (the default). The file item is "the file". */
  itemNoun?: string;
  /** A thread-level speculation run's timeline (violations name their producer). */
  tls?: TlsTimeline | null;
}

/** "page 17", or "the file" for the whole-file item. */
export function lockItemText(item: number, itemNoun = 'page'): string {
  return item === FILE_ITEM ? 'the file' : `${itemNoun} ${item}`;
}

const name = (txn: number): string => `T${txn}`;

function attemptNote(s: { attempt: number | null; aborted: boolean }): string {
  if (s.aborted) return ` (attempt ${s.attempt ?? 1}, later aborted)`;
  return s.attempt !== null && s.attempt > 1 ? ` (attempt ${s.attempt})` : '';
}

function pageText(page: number | null): string {
  return page === null ? 'a page' : `page ${page}`;
}

function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function blockersText(
  s: Extract<TxnSegment, { state: 'lock-wait' }>,
  ctx: DescribeContext,
): string {
  const held: string[] = [];
  const queued: string[] = [];
  for (const blocker of s.detail.blockers) {
    const lock = ctx.blockerLock?.(s.detail.item, blocker, s.startUs) ?? null;
    if (lock === null) held.push(`by ${name(blocker)}`);
    else if (lock.role === 'holds') held.push(`${lock.mode} by ${name(blocker)}`);
    else queued.push(`${name(blocker)} (${lock.mode})`);
  }
  const parts: string[] = [];
  if (held.length > 0) parts.push(`held ${listText(held)}`);
  if (queued.length > 0) parts.push(`queued behind ${listText(queued)}`);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/** The log flush that ended at `t` (the one that made a waiting commit durable). */
export function flushEndingAt(deviceLanes: readonly DeviceLane[], t: number): number | null {
  for (const lane of deviceLanes) {
    if (lane.kind !== 'log') continue;
    const s = lane.segments[firstEndingAfter(lane.segments, t - 1)];
    if (s !== undefined && s.endUs === t && s.flush !== null) return s.flush;
  }
  return null;
}

function isServer(device: string, ctx: DescribeContext): boolean {
  return ctx.deviceLanes.some((lane) => lane.device === device && lane.kind === 'server');
}

/** Time in the serial data server: queued for it, or holding it for one call. */
function serverText(
  s: Extract<TxnSegment, { state: 'io' }>,
  ctx: DescribeContext,
  d: string,
  note: string,
): string {
  const who = name(s.txn);
  const server = ctx.devices.of(s.detail.device, s.detail.unit);
  if (s.detail.phase === 'queue') return `${who} waits ${d} in the ${server} queue${note}`;
  switch (s.detail.work) {
    case 'lock-cpu':
      return `${who} holds the ${server} for a lock request (${d})${note}`;
    case 'read':
    case 'write':
      return `${who} holds the ${server} to ${s.detail.work} ${pageText(s.detail.page)} (${d})${note}`;
    default:
      return `${who} holds the ${server} for a call (${d})${note}`;
  }
}

export function describeTxnSegment(s: TxnSegment, ctx: DescribeContext): string {
  const who = name(s.txn);
  const d = formatDurationUs(s.endUs - s.startUs);
  const note = attemptNote(s);
  switch (s.state) {
    case 'cpu': {
      const cpu = ctx.devices.of(s.detail.device, s.detail.unit);
      if (s.detail.work === 'lock-cpu')
        return `${who} runs lock-manager code on ${cpu} for ${d}${note}`;
      return `${who} runs on ${cpu} for ${d}${note}`;
    }
    case 'cpu-queue':
      return `${who} waits in the CPU queue ${d}${note}`;
    case 'io': {
      if (isServer(s.detail.device, ctx)) return serverText(s, ctx, d, note);
      const disk = ctx.devices.of(s.detail.device, s.detail.unit);
      const page = pageText(s.detail.page);
      if (s.detail.phase === 'queue')
        return `${who} waits ${d} in the ${disk} queue (${page})${note}`;
      if (s.detail.work === 'write') return `${who} writes ${page} back to ${disk} (${d})${note}`;
      return `${who} reads ${page} on ${disk} (${d})${note}`;
    }
    case 'lock-wait': {
      const item = lockItemText(s.detail.item, ctx.itemNoun);
      return `${who} waits ${d} for ${item} (wants ${s.detail.mode})${blockersText(s, ctx)}${note}`;
    }
    case 'log-wait': {
      const flush = flushEndingAt(ctx.deviceLanes, s.endUs);
      const which = flush === null ? '' : ` (flush ${flush})`;
      return `${who} waits ${d} for its commit record to reach the log${which}${note}`;
    }
    case 'buffer-wait':
      if (s.detail.reason === 'no-free-frame')
        return `${who} waits ${d} for a free buffer frame (for page ${s.detail.page})${note}`;
      return `${who} waits ${d} for page ${s.detail.page}, which another transaction is reading in${note}`;
    case 'idle-in-txn':
      if (s.detail.reason === 'restart-delay') return `${who} waits ${d} before restarting${note}`;
      return `${who} is between steps for ${d}${note}`;
  }
}

export function describeServiceSegment(s: ServiceSegment, deviceLabel: string): string {
  const d = formatDurationUs(s.endUs - s.startUs);
  const note = attemptNote(s);
  switch (s.work) {
    case 'log-flush': {
      const records = s.records ?? 0;
      const inside =
        s.txns !== null && s.txns.length > 0 ? ` (${s.txns.map(name).join(', ')})` : '';
      const what = `${records} commit record${records === 1 ? '' : 's'}${inside}`;
      return s.flush === null
        ? `${deviceLabel}: log flush, ${d}`
        : `log flush ${s.flush}: ${what}, ${d}`;
    }
    case 'cpu':
      return `${deviceLabel} runs ${name(s.txn)} for ${d}${note}`;
    case 'lock-cpu':
      return `${deviceLabel} runs lock-manager code for ${name(s.txn)} for ${d}${note}`;
    case 'read':
      return `${deviceLabel} reads ${pageText(s.page)} for ${name(s.txn)} (${d})${note}`;
    case 'write':
      return `${deviceLabel} writes ${pageText(s.page)} back for ${name(s.txn)} (${d})${note}`;
  }
}

export function describeSegment(target: SegmentTarget, ctx: DescribeContext): string {
  if (target.kind === 'txn') return describeTxnSegment(target.segment, ctx);
  if (target.kind === 'tls') return describeTlsSegment(target.segment, ctx.tls ?? null);
  return describeServiceSegment(target.segment, target.lane.label);
}

/** A `blockerLock` that reads the lock table of a run at the instant asked. */
export function blockerLockFromIndex(
  index: Pick<TraceIndex, 'stateAt'>,
): (item: number, txn: number, t: number) => BlockerLock | null {
  return (item, txn, t) => {
    const row = index.stateAt(t).locks.find((r) => r.item === item);
    const holder = row?.holders.find((h) => h.txn === txn);
    if (holder !== undefined) return { mode: holder.mode, role: 'holds' };
    const waiter = row?.waiters.find((w) => w.txn === txn);
    return waiter === undefined ? null : { mode: waiter.mode, role: 'queued' };
  };
}

/** The context for one run of the layout. */
export function describeContextOf(
  model: Pick<TimelineModel, 'deviceLanes' | 'tls'>,
  devices: DeviceNames,
  index: Pick<TraceIndex, 'stateAt'> | null,
): DescribeContext {
  const ctx: DescribeContext = { devices, deviceLanes: model.deviceLanes, tls: model.tls ?? null };
  if (index !== null) ctx.blockerLock = blockerLockFromIndex(index);
  return ctx;
}
