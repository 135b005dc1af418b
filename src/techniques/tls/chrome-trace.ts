/**
 * Thread-level speculation in a Chrome trace: a "Speculation" process with a thread per CPU
 * (`CPU 1`..`CPU P`, numbered from 1 as on the page) and a last `sequential` thread. On a
 * CPU, each epoch's stay is a slice `E5` (a transaction's serial work `T3 serial`) holding
 * its phases (speculative, homefree, wait-token, latch-wait, ...; work a rewind threw away
 * as `squashed <phase>`); checkpoints, squashes, epoch commits and the homefree token's
 * arrivals are instants; the token's hop from the committing CPU, each latch wait (waiter to
 * holder) and each violation are flows. A violation's flow runs from the stale load to the
 * store that made it stale: viewers draw flows forward in time only, so the arrow points at
 * the store and its name and args say which load it violated. The sequential thread lays
 * each transaction's one-CPU time end to end from the first start, as the page's ghost
 * lane does. Read from the timeline model's TLS lanes; nothing in a run without TLS.
 */
import { SPECULATION_PID } from '../../trace/chrome-trace-format.ts';
import type { ChromeTraceMapping, ChromeTraceWriter } from '../../trace/chrome-trace-writer.ts';
import type { TlsSegment } from './lanes.ts';
import type { TlsTimeline } from './timeline.ts';

const cpuThread = (cpu: number): number => cpu + 1;

export const tlsChromeTrace: ChromeTraceMapping = {
  technique: 'tls',
  write(run, out) {
    const tls = run.model.tls;
    if (tls === null || tls === undefined) return;
    out.process(SPECULATION_PID, 'Speculation', 3);
    for (let cpu = 0; cpu < tls.cpus; cpu++)
      out.thread(SPECULATION_PID, cpuThread(cpu), `CPU ${cpu + 1}`);
    tls.lanes.forEach((lane, cpu) => writeLane(lane, cpu, out));
    writeMarks(tls, out);
    writeFlows(tls, run.events, out);
    writeSequential(tls, out);
  },
};

function writeLane(lane: readonly TlsSegment[], cpu: number, out: ChromeTraceWriter): void {
  const tid = cpuThread(cpu);
  let stay: TlsSegment[] = [];
  const closeStay = (): void => {
    const first = stay[0];
    const last = stay.at(-1);
    if (first === undefined || last === undefined) return;
    const name = first.epoch < 0 ? `T${first.txn} serial` : `E${first.epoch}`;
    const failed = stay.filter((s) => s.failed).reduce((sum, s) => sum + s.endUs - s.startUs, 0);
    out.slice(SPECULATION_PID, tid, first.startUs, last.endUs, name, 'epoch.parent', {
      txn: first.txn,
      epoch: first.epoch,
      cpu: cpu + 1,
      squashedUs: failed,
    });
    stay = [];
  };
  for (const seg of lane) {
    const prev = stay.at(-1);
    if (
      prev !== undefined &&
      (prev.txn !== seg.txn || prev.epoch !== seg.epoch || prev.endUs !== seg.startUs)
    )
      closeStay();
    stay.push(seg);
    const name = seg.failed ? `squashed ${seg.phase}` : seg.phase;
    out.slice(
      SPECULATION_PID,
      tid,
      seg.startUs,
      seg.endUs,
      name,
      seg.failed ? 'tls.squashed' : 'tls',
      {
        txn: seg.txn,
        epoch: seg.epoch,
        phase: seg.phase,
        cacheMissShare: seg.cacheMissShare,
        failed: seg.failed,
      },
    );
  }
  closeStay();
}

function writeMarks(tls: TlsTimeline, out: ChromeTraceWriter): void {
  for (const c of tls.checkpoints) {
    out.instant(SPECULATION_PID, cpuThread(c.cpu), c.t, 'checkpoint', 'tls', {
      txn: c.txn,
      epoch: c.epoch,
      sub: c.sub,
    });
  }
  for (const s of tls.squashes) {
    out.instant(SPECULATION_PID, cpuThread(s.cpu), s.t, 'squash', 'tls', {
      txn: s.txn,
      epoch: s.epoch,
      cause: s.cause,
      rewindToUs: s.rewindToUs,
    });
  }
  for (const c of tls.commits) {
    out.instant(SPECULATION_PID, cpuThread(c.cpu), c.t, 'epoch commit', 'tls', {
      txn: c.txn,
      epoch: c.epoch,
    });
  }
  for (const hop of tls.tokenHops) {
    out.instant(SPECULATION_PID, cpuThread(hop.toCpu), hop.t, 'homefree token', 'tls', {
      txn: hop.txn,
      epoch: hop.epoch,
      fromCpu: hop.fromCpu === null ? null : hop.fromCpu + 1,
    });
  }
}

function writeFlows(
  tls: TlsTimeline,
  events: Parameters<ChromeTraceMapping['write']>[0]['events'],
  out: ChromeTraceWriter,
): void {
  const at = (cpu: number, t: number) => ({ pid: SPECULATION_PID, tid: cpuThread(cpu), t });
  for (const v of tls.violations) {
    out.flow(
      `violation: ${v.location}`,
      'tls.violation',
      at(v.cpu, v.loadUs),
      at(v.producerCpu, v.storeUs),
      {
        txn: v.txn,
        location: v.location,
        violatedEpoch: v.epoch,
        loadUs: v.loadUs,
        producer: v.producer,
        storeUs: v.storeUs,
        rewindToUs: v.rewindToUs,
      },
    );
    out.instant(SPECULATION_PID, cpuThread(v.cpu), v.storeUs, 'violation', 'tls.violation', {
      txn: v.txn,
      epoch: v.epoch,
      producer: v.producer,
      location: v.location,
      loadUs: v.loadUs,
    });
  }
  for (const hop of tls.tokenHops) {
    if (hop.fromCpu === null || hop.fromCpu === hop.toCpu) continue;
    out.flow('homefree token', 'tls.token', at(hop.fromCpu, hop.t), at(hop.toCpu, hop.t), {
      txn: hop.txn,
      epoch: hop.epoch,
    });
  }
  // Latch waits: the raw event names the holding epoch; its CPU is where it was forked.
  const cpuOf = new Map<string, number>();
  for (const e of events) {
    if (e.kind === 'epoch.fork') cpuOf.set(`${e.txn}:${e.epoch}`, e.cpu);
    else if (e.kind === 'epoch.latch-wait') {
      const holderCpu = cpuOf.get(`${e.txn}:${e.holder}`);
      if (holderCpu === undefined || holderCpu === e.cpu) continue;
      out.flow('waits for latch', 'tls.latch', at(e.cpu, e.t), at(holderCpu, e.t), {
        txn: e.txn,
        epoch: e.epoch,
        holder: e.holder,
      });
    }
  }
}

function writeSequential(tls: TlsTimeline, out: ChromeTraceWriter): void {
  const tid = cpuThread(tls.cpus);
  out.thread(SPECULATION_PID, tid, 'sequential');
  let t = tls.ghosts[0]?.startUs ?? 0;
  for (const g of tls.ghosts) {
    out.slice(
      SPECULATION_PID,
      tid,
      t,
      t + g.sequentialUs,
      `T${g.txn} sequential`,
      'tls.sequential',
      {
        txn: g.txn,
        sequentialUs: g.sequentialUs,
      },
    );
    t += g.sequentialUs;
  }
}
