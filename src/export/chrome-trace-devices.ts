/**
 * The "Devices" process of a Chrome trace: one thread per device unit of the timeline model
 * (`cpu #0` for the CPU pool and any device with several units, else the device id; every
 * storage tier's controllers, disks, SSDs, NVEM and log are devices like any other), a
 * complete event per service named `T<id>` (or "system" for work done for no transaction),
 * and a counter per device of the requests waiting in its queue, counted from the trace's
 * queue entries, withdrawals and starts (the model keeps no queue lengths). Log flushes are left to the
 * commit technique's mapping, which names the transactions they carry.
 */
import { DEVICES_PID } from '../trace/chrome-trace-format.ts';
import type { ChromeTraceArgs } from '../trace/chrome-trace-format.ts';
import type { ChromeTraceWriter } from '../trace/chrome-trace-writer.ts';
import type { TimelineModel } from '../trace/timeline-model.ts';
import { SYSTEM_OWNER, type TraceEvent } from '../trace/trace-event.ts';

/** The thread of each device unit, by `device#unit`, in the model's lane order. */
export function deviceThreads(model: TimelineModel): Map<string, number> {
  const tids = new Map<string, number>();
  model.deviceLanes.forEach((lane, i) => tids.set(`${lane.device}#${lane.unit}`, i + 1));
  return tids;
}

export function writeDevices(
  model: TimelineModel,
  events: readonly TraceEvent[],
  tids: ReadonlyMap<string, number>,
  out: ChromeTraceWriter,
): void {
  out.process(DEVICES_PID, 'Devices', 2);
  const units = new Map(model.devices.map((d) => [d.id, d.units]));
  for (const lane of model.deviceLanes) {
    const tid = tids.get(`${lane.device}#${lane.unit}`)!;
    const several = lane.kind === 'cpu' || (units.get(lane.device) ?? 1) > 1 || lane.unit > 0;
    out.thread(DEVICES_PID, tid, several ? `${lane.device} #${lane.unit}` : lane.device);
    for (const s of lane.segments) {
      if (s.work === 'log-flush' && s.txn === SYSTEM_OWNER) continue;
      const system = s.txn === SYSTEM_OWNER;
      const args: ChromeTraceArgs = system ? { work: s.work } : { txn: s.txn, work: s.work };
      if (s.attempt !== null) args.attempt = s.attempt;
      if (s.aborted) args.aborted = true;
      if (s.page !== null) args.page = s.page;
      if (s.endUs >= model.run.endUs && !model.run.complete) args.unfinished = true;
      out.slice(
        DEVICES_PID,
        tid,
        s.startUs,
        s.endUs,
        system ? 'system' : `T${s.txn}`,
        'device',
        args,
      );
    }
  }
  writeQueueCounters(model, events, tids, out);
}

function writeQueueCounters(
  model: TimelineModel,
  events: readonly TraceEvent[],
  tids: ReadonlyMap<string, number>,
  out: ChromeTraceWriter,
): void {
  const waiting = new Map<string, number>();
  const sample = (device: string, t: number): void => {
    const tid = tids.get(`${device}#0`);
    if (tid === undefined) return;
    out.counter(DEVICES_PID, tid, t, `${device} queue`, { waiting: waiting.get(device) ?? 0 });
  };
  for (const d of model.devices) {
    waiting.set(d.id, 0);
    sample(d.id, model.run.startUs);
  }
  for (const e of events) {
    if (e.kind === 'queue.enter') {
      waiting.set(e.device, (waiting.get(e.device) ?? 0) + 1);
      sample(e.device, e.t);
    } else if ((e.kind === 'service.start' && e.fromQueue) || e.kind === 'queue.leave') {
      waiting.set(e.device, Math.max(0, (waiting.get(e.device) ?? 0) - 1));
      sample(e.device, e.t);
    }
  }
}
