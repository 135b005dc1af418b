/**
 * The "Devices" process of a Chrome trace export: one thread per device unit (`cpu #0` for
 * the CPU pool and any device with several units, else the device id), a complete event per
 * service named `T<id>` or "log flush" (with the records flushed), and a counter per device
 * of the requests waiting in its queue (one sample per instant: the last change wins).
 */
import {
  SYSTEM_OWNER,
  type DeviceInfo,
  type DeviceKind,
  type TraceEvent,
  type WorkKind,
} from '../trace/trace-event.ts';
import { DEVICES_PID, type ChromeTraceArgs, type ChromeTraceEvent } from './chrome-trace-format.ts';

interface FlushInfo {
  flush: number;
  records: number;
  upToLsn: number;
}

interface OpenService {
  device: string;
  unit: number;
  start: number;
  txn: number;
  work: WorkKind;
  fromQueue: boolean;
  flush: FlushInfo | null;
}

interface DeviceState {
  id: string;
  kind: DeviceKind | null;
  units: number;
  waiting: number;
  /** The thread of each unit, created when first seen. */
  unitTids: Map<number, number>;
}

export interface ThreadNamer {
  nameThread(pid: number, tid: number, name: string): void;
}

export class DeviceThreads {
  private readonly devices = new Map<string, DeviceState>();
  private readonly services = new Map<string, OpenService>();
  private readonly pendingFlushes: FlushInfo[] = [];
  private readonly lastCounter = new Map<string, ChromeTraceEvent>();
  private nextTid = 1;

  constructor(
    private readonly out: ChromeTraceEvent[],
    private readonly threads: ThreadNamer,
  ) {}

  /** At run.start: every unit gets its thread and every device its counter. */
  declare(info: DeviceInfo, t: number): void {
    const dev = this.device(info.id);
    dev.kind = info.kind;
    dev.units = info.units;
    for (let unit = 0; unit < info.units; unit++) this.unitTid(dev, unit);
    this.counter(dev, t);
  }

  kindOf(id: string): DeviceKind | null {
    return this.device(id).kind;
  }

  queueEnter(id: string, t: number): void {
    const dev = this.device(id);
    dev.waiting++;
    this.counter(dev, t);
  }

  queueLeave(id: string, t: number): void {
    const dev = this.device(id);
    dev.waiting = Math.max(0, dev.waiting - 1);
    this.counter(dev, t);
  }

  serviceStart(e: Extract<TraceEvent, { kind: 'service.start' }>): void {
    const dev = this.device(e.device);
    this.unitTid(dev, e.unit);
    if (e.fromQueue) {
      dev.waiting = Math.max(0, dev.waiting - 1);
      this.counter(dev, e.t);
    }
    const key = `${e.device}#${e.unit}`;
    const previous = this.services.get(key);
    if (previous !== undefined) this.endService(previous, e.t, false);
    const flush = e.work === 'log-flush' ? (this.pendingFlushes.shift() ?? null) : null;
    this.services.set(key, {
      device: e.device,
      unit: e.unit,
      start: e.t,
      txn: e.txn,
      work: e.work,
      fromQueue: e.fromQueue,
      flush,
    });
  }

  serviceEnd(e: Extract<TraceEvent, { kind: 'service.end' }>): void {
    const key = `${e.device}#${e.unit}`;
    const open = this.services.get(key);
    if (open === undefined) return;
    this.services.delete(key);
    this.endService(open, e.t, false);
  }

  /** The next log-flush service carries these records. */
  flushStart(e: Extract<TraceEvent, { kind: 'log.flush.start' }>): void {
    this.pendingFlushes.push({ flush: e.flush, records: e.records, upToLsn: e.upToLsn });
  }

  /** Closes services still open at the end of the trace. */
  closeAll(endUs: number): void {
    for (const open of this.services.values()) this.endService(open, endUs, true);
    this.services.clear();
  }

  private endService(open: OpenService, t: number, unfinished: boolean): void {
    const dev = this.device(open.device);
    const system = open.txn === SYSTEM_OWNER;
    const args: ChromeTraceArgs = system
      ? { work: open.work }
      : { txn: open.txn, work: open.work, fromQueue: open.fromQueue };
    if (open.flush !== null) {
      args.records = open.flush.records;
      args.flush = open.flush.flush;
      args.upToLsn = open.flush.upToLsn;
    }
    if (unfinished) args.unfinished = true;
    const name = system ? (open.work === 'log-flush' ? 'log flush' : 'system') : `T${open.txn}`;
    this.out.push({
      name,
      cat: 'device',
      ph: 'X',
      ts: open.start,
      dur: Math.max(0, t - open.start),
      pid: DEVICES_PID,
      tid: this.unitTid(dev, open.unit),
      args,
    });
  }

  private counter(dev: DeviceState, t: number): void {
    const last = this.lastCounter.get(dev.id);
    if (last !== undefined && last.ts === t) {
      last.args = { waiting: dev.waiting };
      return;
    }
    const event: ChromeTraceEvent = {
      name: `${dev.id} queue`,
      cat: 'device',
      ph: 'C',
      ts: t,
      pid: DEVICES_PID,
      tid: this.unitTid(dev, 0),
      args: { waiting: dev.waiting },
    };
    this.lastCounter.set(dev.id, event);
    this.out.push(event);
  }

  private device(id: string): DeviceState {
    let dev = this.devices.get(id);
    if (dev === undefined) {
      dev = { id, kind: null, units: 1, waiting: 0, unitTids: new Map() };
      this.devices.set(id, dev);
    }
    return dev;
  }

  private unitTid(dev: DeviceState, unit: number): number {
    let tid = dev.unitTids.get(unit);
    if (tid === undefined) {
      tid = this.nextTid++;
      dev.unitTids.set(unit, tid);
      const name = dev.kind === 'cpu' || dev.units > 1 || unit > 0 ? `${dev.id} #${unit}` : dev.id;
      this.threads.nameThread(DEVICES_PID, tid, name);
    }
    return tid;
  }
}
