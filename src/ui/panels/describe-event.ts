/**
 * Trace events as sentences for the event log: "T7 waits for an X lock on page 17,
 * blocked by T3", "T5 commits (response 48.2 ms)". A context built once per run supplies
 * what one event does not carry: submission times (for response times and "youngest"),
 * device kinds, transaction type names and how items are named. `isRoutineEvent` says
 * which events the log leaves out as noise (CPU scheduling, buffer hits, log-device
 * service that the flush events already tell).
 */
import { formatMagnitude } from '../format.ts';
import { formatDurationUs } from '../timeline/format-time.ts';
import type { DeviceInfo, LockModeName, StageEvent, TraceEvent } from '../../trace/trace-event.ts';
import { assertNever } from '../../base/assert-never.ts';
import { TECHNIQUE_VIEWS } from '../technique-views.ts';
import {
  cycleText,
  deviceLabel,
  listText,
  pageItemLabel,
  txnLabel,
  workLabel,
  type ItemLabel,
} from './labels.ts';

export interface EventContext {
  itemLabel: ItemLabel;
  /** When each transaction entered the system (restarts keep it). */
  submitUs: ReadonlyMap<number, number>;
  devices: ReadonlyMap<string, DeviceInfo>;
  transactionTypes: readonly string[];
}

/**
 * The context for describing the events of one trace; one pass over it. Submission times
 * are each transaction's first txn.submit, where the activity fold puts its submit
 * boundary (a restart keeps its first submission); read straight off the events, since
 * folding every activity of a 2,000-terminal trace took a long task.
 */
export function eventContext(
  events: readonly TraceEvent[],
  itemLabel: ItemLabel = pageItemLabel,
): EventContext {
  const submitUs = new Map<number, number>();
  let devices: DeviceInfo[] = [];
  let transactionTypes: string[] = [];
  for (const e of events) {
    if (e.kind === 'txn.submit') {
      if (!submitUs.has(e.txn)) submitUs.set(e.txn, e.t);
    } else if (e.kind === 'run.start') {
      devices = e.devices;
      transactionTypes = e.transactionTypes;
    }
  }
  return {
    itemLabel,
    submitUs,
    devices: new Map(devices.map((d) => [d.id, d])),
    transactionTypes,
  };
}

function deviceName(id: string, context: EventContext): string {
  const info = context.devices.get(id);
  return info === undefined ? id : deviceLabel(id, info.kind);
}

/** "an X lock", "a SIX lock". */
function lockPhrase(mode: LockModeName): string {
  return `${mode === 'SIX' ? 'a' : 'an'} ${mode} lock`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** True when the victim is the youngest member: latest submitted, ties to the larger id. */
function isYoungest(cycle: readonly number[], victim: number, context: EventContext): boolean {
  const at = context.submitUs.get(victim);
  if (at === undefined) return false;
  return cycle.every((txn) => {
    if (txn === victim) return true;
    const other = context.submitUs.get(txn);
    return other !== undefined && (other < at || (other === at && txn < victim));
  });
}

/** One sentence saying what the event is, without its time. */
export function describeEvent(e: TraceEvent, context: EventContext): string {
  switch (e.kind) {
    case 'run.start': {
      const who =
        e.terminals === null ? 'open arrivals' : plural(e.terminals, 'terminal', 'terminals');
      const devices = e.devices.map((d) => deviceLabel(d.id, d.kind));
      return `Run starts: ${who}; devices ${listText(devices)}`;
    }
    case 'run.end':
      return 'Run ends';
    case 'warmup.end':
      return 'Warm-up ends: the counters start now';
    case 'txn.submit': {
      const type = context.transactionTypes[e.type];
      const detail = [`terminal ${e.terminal}`, ...(type === undefined ? [] : [type])];
      return `${txnLabel(e.txn)} is submitted (${detail.join(', ')})`;
    }
    case 'txn.begin':
      return e.attempt <= 1
        ? `${txnLabel(e.txn)} begins`
        : `${txnLabel(e.txn)} restarts (attempt ${e.attempt})`;
    case 'txn.commit': {
      const submitted = context.submitUs.get(e.txn);
      const response =
        submitted === undefined ? '' : ` (response ${formatDurationUs(e.t - submitted)})`;
      return `${txnLabel(e.txn)} commits${response}`;
    }
    case 'txn.abort':
      return `${txnLabel(e.txn)} is aborted (${e.reason} victim, attempt ${e.attempt})`;
    case 'queue.enter':
      return `${txnLabel(e.txn)} queues for ${deviceName(e.device, context)}`;
    case 'queue.leave':
      return `${txnLabel(e.txn)} leaves the queue for ${deviceName(e.device, context)}`;
    case 'service.start': {
      const device = deviceName(e.device, context);
      const queued = e.fromQueue ? ' after queueing' : '';
      return e.work === 'log-flush'
        ? `${device} starts writing a log flush${queued}`
        : `${device} starts ${workLabel(e.work)} for ${txnLabel(e.txn)}${queued}`;
    }
    case 'service.end':
      return `${deviceName(e.device, context)} finishes serving ${txnLabel(e.txn)}`;
    case 'page.access': {
      const verb = e.write ? 'writes' : 'reads';
      const where = e.hit ? 'buffer hit' : 'buffer miss: read from disk';
      return `${txnLabel(e.txn)} ${verb} page ${e.page} (${where})`;
    }
    case 'page.evict':
      return `Page ${e.page} leaves the buffer (${e.dirty ? 'dirty: written back first' : 'clean'})`;
    case 'buffer.wait':
      return e.reason === 'page-in-transit'
        ? `${txnLabel(e.txn)} waits for page ${e.page}, which another transaction is reading`
        : `${txnLabel(e.txn)} waits for a free buffer frame for page ${e.page}`;
    case 'lock.grant':
      return `${txnLabel(e.txn)} gets ${lockPhrase(e.mode)} on ${context.itemLabel(e.item)}`;
    case 'lock.wait': {
      const blockers =
        e.blockers.length === 0 ? '' : `, blocked by ${listText(e.blockers.map(txnLabel))}`;
      return `${txnLabel(e.txn)} waits for ${lockPhrase(e.mode)} on ${context.itemLabel(e.item)}${blockers}`;
    }
    case 'lock.release-all':
      return `${txnLabel(e.txn)} releases its locks`;
    case 'deadlock': {
      const youngest = isYoungest(e.cycle, e.victim, context) ? ' (youngest)' : '';
      return `Deadlock: ${cycleText(e.cycle)}; ${txnLabel(e.victim)}${youngest} is aborted`;
    }
    case 'log.append':
      return `${txnLabel(e.txn)} appends its commit record (LSN ${e.lsn})`;
    case 'log.flush.start':
      return `Log flush ${e.flush} starts: ${plural(e.records, 'commit record', 'commit records')}, up to LSN ${e.upToLsn}`;
    case 'log.flush.end':
      return `Log flush ${e.flush} ends: durable up to LSN ${e.durableLsn}`;
    case 'txn.commit-request': {
      const record = e.lsn === null ? 'no commit record' : `commit record LSN ${e.lsn}`;
      const released = e.releasesLocks ? '; releases its locks early' : '';
      const waits = e.waitLsn === null ? '' : `; waits for the log up to LSN ${e.waitLsn}`;
      return `${txnLabel(e.txn)} requests commit (${record})${released}${waits}`;
    }
    case 'crash':
      return `Crash: the log is durable up to LSN ${e.durableLsn}; later commits are lost`;
    case 'txn.stage':
      return describeStage(e);
    case 'htste.update':
      return `HTSTE: ${context.transactionTypes[e.type] ?? `type ${e.type}`} runs ${e.mode.toUpperCase()} (mis-prefetch ${formatMagnitude(e.misprefetchPct)}%, conversion ${formatMagnitude(e.conversionPct)}%, ${e.instances} instances)`;
    case 'tls.txn':
    case 'tls.phase':
    case 'epoch.fork':
    case 'epoch.checkpoint':
    case 'epoch.violate':
    case 'epoch.squash':
    case 'epoch.homefree':
    case 'epoch.commit':
    case 'epoch.end':
    case 'epoch.latch-wait':
      return describeTechniqueEvent(e);
    case 'cache.access':
      return `${e.device} cache ${e.hit ? 'hit' : 'miss'} on page ${e.page}`;
    case 'write-buffer':
      return e.change === 'full'
        ? `${e.device} write buffer full (${e.pending}/${e.capacity}): the write goes to disk synchronously`
        : `${e.device} write buffer ${e.change === 'absorb' ? 'absorbs a write' : 'destaged a page'}: ${e.pending}/${e.capacity} pending`;
    case 'cc.wound':
    case 'cc.validation-fail':
    case 'cc.conflict':
    case 'cc.restart-delay':
      return describeTechniqueEvent(e);
    default:
      return assertNever(e);
  }
}

/**
 * Events the log leaves out: a first begin (the submit says it), CPU queueing and service,
 * service ends, log-device service (the flush events say it) and buffer hits.
 */
export function isRoutineEvent(e: TraceEvent, context: EventContext): boolean {
  switch (e.kind) {
    case 'txn.begin':
      return e.attempt <= 1;
    case 'queue.enter':
    case 'queue.leave':
    case 'service.start': {
      const kind = context.devices.get(e.device)?.kind;
      return kind !== 'disk';
    }
    case 'service.end':
      return true;
    case 'page.access':
      return e.hit;
    case 'htste.update':
      return true;
    default:
      return false;
  }
}

function describeStage(e: StageEvent): string {
  const who = txnLabel(e.txn);
  switch (e.stage) {
    case 'fetch':
      return `${who} starts its fetch stage (${e.mode.toUpperCase()}): reads and pins its pages without locks`;
    case 'operate':
      return `${who} starts its operate stage (${e.mode === 'conventional' ? '2PL' : e.mode.toUpperCase()})`;
    case 'rollback':
      return `${who} missed the buffer: it undoes its writes, then releases its locks (OTSTE conversion)`;
    case 'done':
      return `${who} unpins its pages (${e.pinnedFrames} frames pinned now)`;
  }
}

/** A technique's own event, in the words of its view (technique-views.ts). */
function describeTechniqueEvent(e: TraceEvent): string {
  for (const view of TECHNIQUE_VIEWS) {
    const text = view.describeEvent?.(e) ?? null;
    if (text !== null) return text;
  }
  return e.kind;
}
