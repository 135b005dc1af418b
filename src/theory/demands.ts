/**
 * Service demands of a scenario, per transaction, as a queueing network (network.ts): CPU
 * from its programs (begin and commit CPU, CPU steps, CPU per access, lock-request CPU),
 * disk reads from the buffer's miss ratio, disk writes (every written page straight back
 * without a buffer; a dirty victim per miss with one), spread over the disks as pages are
 * (page p on disk p mod count, or one pooled queue), internal think as a delay, and the
 * think time. The transaction types are mixed by weight.
 *
 * The buffer's hit ratio assumes uniform references over the pages the programs touch
 * (LRU then keeps B of them: hit ratio B / pages); a dirty victim is one written during its
 * stay (stays are geometric under uniform references). Skewed page choices raise hits that
 * this leaves out; per-transaction buffers are taken to miss every time.
 *
 * Leaves out, by design: locking (lock waits, deadlocks, restarts), the log and its flushes,
 * the data server, storage tiers, speculation and two-stage execution. `omitted` names
 * which of these the scenario has, so a caller can say what the theory does not see.
 */
import { meanOfCount, meanOfDuration } from '../scenario/distribution-means.ts';
import type { DurationDist } from '../scenario/distributions.ts';
import type { Scenario, StepSpec } from '../scenario/schema.ts';
import { cv2Of, deviceService, secondMoment } from './moments.ts';
import { multiServerCentre, type QueueingCentre, type QueueingNetwork } from './network.ts';

export interface DerivedNetwork {
  network: QueueingNetwork;
  /** The buffer hit ratio the demands assume (0 without a buffer). */
  hitRatio: number;
  /** What the scenario has that the demands leave out, in words ("locking", "the log"). */
  omitted: string[];
  /**
   * For Tay's marker (tay.ts): exclusive locks per transaction (every lock in 'exclusive'
   * mode, the written pages in 'read-write' mode) and the lockable items; null when locking
   * is off or takes only shared locks.
   */
  locks: { perTransaction: number; items: number } | null;
}

/** Per-transaction totals of one type's program. */
interface ProgramTotals {
  cpuMs: number;
  /** CPU bursts and the sum of their second moments (for the CPU's service variability). */
  cpuBursts: number;
  cpuSecond: number;
  /** Locked accesses (each pays the lock-request CPU when locking is on), and those writing. */
  lockedAccesses: number;
  lockedWrites: number;
  accesses: number;
  writes: number;
  /** Buffer misses per disk (by page residue). */
  perDisk: number[];
}

function emptyTotals(disks: number): ProgramTotals {
  return {
    cpuMs: 0,
    cpuBursts: 0,
    cpuSecond: 0,
    lockedAccesses: 0,
    lockedWrites: 0,
    accesses: 0,
    writes: 0,
    perDisk: new Array<number>(disks).fill(0),
  };
}

/** `times` CPU bursts of a distribution (a zero burst takes no CPU visit). */
function addCpu(acc: ProgramTotals, times: number, dist: DurationDist): void {
  const mean = meanOfDuration(dist);
  if (mean <= 0) return;
  acc.cpuMs += times * mean;
  acc.cpuBursts += times;
  acc.cpuSecond += times * secondMoment(dist);
}

/** What the buffer does to a step's accesses: its miss ratio. */
interface BufferModel {
  /** No frames: every access reads. */
  none: boolean;
  frames: number;
  pages: number;
}

/**
 * Mean miss ratio of a step of n accesses. Under uniform references B of the P touched
 * pages are resident; with distinct pages the j-th access avoids the j pages the
 * transaction has just used (resident), so it hits with chance (B - j) / (P - j).
 */
export function stepMissRatio(buffer: BufferModel, n: number, distinct: boolean): number {
  if (buffer.none) return 1;
  const { frames: b, pages: p } = buffer;
  if (!distinct || n <= 1) return 1 - uniformHitRatio(b, p);
  const whole = Math.max(1, Math.round(n));
  let hits = 0;
  for (let j = 0; j < whole; j++) hits += p - j > 0 ? Math.max(0, b - j) / (p - j) : 0;
  return 1 - Math.min(1, hits / whole);
}

/** Share of a page range [first, first + count) that lives on each of `disks` disks. */
export function diskShares(first: number, count: number, disks: number): number[] {
  const pages = new Array<number>(disks).fill(Math.floor(count / disks));
  const extra = count % disks;
  for (let i = 0; i < extra; i++) pages[(first + i) % disks]! += 1;
  return pages.map((p) => p / count);
}

function walk(
  steps: readonly StepSpec[],
  times: number,
  s: Scenario,
  buffer: BufferModel,
  acc: ProgramTotals,
): void {
  const disks = acc.perDisk.length;
  for (const step of steps) {
    if (step.op === 'cpu') addCpu(acc, times, step.ms);
    else if (step.op === 'loop') walk(step.body, times * meanOfCount(step.count), s, buffer, acc);
    else {
      const perRun = meanOfCount(step.count);
      const n = times * perRun;
      acc.accesses += n;
      acc.writes += n * step.writeProbability;
      addCpu(acc, n, step.cpuMs);
      if (step.locked !== false) {
        acc.lockedAccesses += n;
        acc.lockedWrites += n * step.writeProbability;
      }
      const misses = n * stepMissRatio(buffer, perRun, step.distinct);
      const region = step.region ?? { first: 0, count: s.system.database.pages };
      const shares = diskShares(region.first, region.count, disks);
      for (let d = 0; d < disks; d++) acc.perDisk[d]! += misses * shares[d]!;
    }
  }
}

/** Pages the programs can touch (the union of their regions, bounded by the database). */
function touchedPages(s: Scenario): number {
  const ranges: [number, number][] = [];
  const collect = (steps: readonly StepSpec[]): void => {
    for (const step of steps) {
      if (step.op === 'loop') collect(step.body);
      else if (step.op === 'access') {
        const r = step.region ?? { first: 0, count: s.system.database.pages };
        ranges.push([r.first, r.first + r.count]);
      }
    }
  };
  for (const t of s.workload.types) collect(t.program);
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [lo, hi] of ranges) {
    const from = Math.max(lo, end);
    if (hi > from) total += hi - from;
    end = Math.max(end, hi);
  }
  return Math.max(1, total);
}

/** LRU hit ratio under uniform references: B of the touched pages stay resident. */
export function uniformHitRatio(bufferPages: number, pages: number): number {
  return Math.min(1, Math.max(0, bufferPages) / pages);
}

/**
 * Chance a victim is dirty: under uniform references a page's stay is a geometric number
 * of references (each further one with the hit ratio h), each writing with chance w.
 */
export function dirtyVictimChance(h: number, w: number): number {
  if (h >= 1) return 0;
  return 1 - ((1 - h) * (1 - w)) / (1 - h * (1 - w));
}

function omissions(s: Scenario): string[] {
  const out: string[] = [];
  if (s.locking.enabled) out.push('locking (waits, deadlocks, restarts)');
  if (s.log.enabled) out.push('the log and its flushes');
  if (s.system.dataServer !== null) out.push('the data server');
  if (s.storage !== null && s.storage !== undefined) out.push('storage tiers');
  if (s.tls !== null) out.push('thread-level speculation');
  if (s.execution.mode !== 'conventional') out.push('two-stage execution');
  if (s.concurrencyControl !== null && s.concurrencyControl !== undefined)
    out.push('restart-based concurrency control');
  return out;
}

/**
 * Whether the derivation knows the scenario's devices: not with a data server, storage
 * tiers or speculation, which change what a page access or a CPU burst costs. (Locking, the
 * log and two-stage execution are left out, but the devices are still these.)
 */
export function demandsApply(s: Scenario): boolean {
  return s.system.dataServer === null && (s.storage ?? null) === null && s.tls === null;
}

/** The scenario's queueing network, its hit ratio and what it leaves out. */
export function deriveNetwork(s: Scenario): DerivedNetwork {
  const { system, workload, locking } = s;
  const disks = system.disks.count;
  const frames = system.buffer.scope === 'per-transaction' ? 0 : system.buffer.pages;
  const buffer: BufferModel = { none: frames === 0, frames, pages: touchedPages(s) };
  const totalWeight = workload.types.reduce((sum, t) => sum + t.weight, 0);
  const mix = emptyTotals(disks);
  let thinkMs = 0;
  const workloadThink = meanOfDuration(workload.thinkTimeMs);
  for (const type of workload.types) {
    const share = type.weight / totalWeight;
    const own = emptyTotals(disks);
    addCpu(own, 1, type.beginCpuMs);
    addCpu(own, 1, type.commitCpuMs);
    walk(type.program, 1, s, buffer, own);
    if (locking.enabled) addCpu(own, own.lockedAccesses, locking.requestCpuMs);
    mix.cpuMs += share * own.cpuMs;
    mix.cpuBursts += share * own.cpuBursts;
    mix.cpuSecond += share * own.cpuSecond;
    mix.accesses += share * own.accesses;
    mix.writes += share * own.writes;
    mix.lockedAccesses += share * own.lockedAccesses;
    mix.lockedWrites += share * own.lockedWrites;
    for (let d = 0; d < disks; d++) mix.perDisk[d]! += share * own.perDisk[d]!;
    thinkMs +=
      share * (type.thinkTimeMs === null ? workloadThink : meanOfDuration(type.thinkTimeMs));
  }
  const misses = mix.perDisk.reduce((a, b) => a + b, 0);
  const hitRatio = buffer.none || mix.accesses === 0 ? 0 : 1 - misses / mix.accesses;
  const w = mix.accesses > 0 ? mix.writes / mix.accesses : 0;
  // Disk visits per miss: without frames, a write back for every written page; with frames,
  // the dirty victim the read replaces (written by the transaction that needs the frame).
  const visitsPerMiss = buffer.none ? 1 + w : 1 + dirtyVictimChance(hitRatio, w);
  const service = deviceService(system.disks.service);

  const centres: QueueingCentre[] = [];
  let delayMs = meanOfDuration(workload.internalThinkMs);
  if (mix.cpuMs > 0) {
    const burstMs = mix.cpuMs / mix.cpuBursts;
    const cv2 = cv2Of(burstMs, mix.cpuSecond / mix.cpuBursts);
    const cpu = multiServerCentre('cpu', mix.cpuMs, mix.cpuBursts, system.cpu.count, cv2);
    centres.push(cpu.centre);
    delayMs += cpu.delayMs;
  }
  if (system.disks.queueing === 'pooled') {
    const visits = misses * visitsPerMiss;
    const pooled = multiServerCentre('disks', visits * service.ms, visits, disks, service.cv2);
    if (visits > 0) {
      centres.push(pooled.centre);
      delayMs += pooled.delayMs;
    }
  } else {
    for (let d = 0; d < disks; d++) {
      const visits = mix.perDisk[d]! * visitsPerMiss;
      if (visits > 0)
        centres.push({
          name: disks === 1 ? 'disk' : `disk ${d}`,
          demandMs: visits * service.ms,
          visits,
          serviceCv2: service.cv2,
        });
    }
  }
  const exclusive =
    locking.mode === 'exclusive'
      ? mix.lockedAccesses
      : locking.mode === 'read-write'
        ? mix.lockedWrites
        : 0;
  const locks =
    locking.enabled && exclusive > 0
      ? {
          perTransaction: exclusive,
          items: (s.system.database.pages / locking.rowsPerLockUnit) * locking.objectsPerPage,
        }
      : null;
  return { network: { centres, delayMs, thinkMs }, hitRatio, omitted: omissions(s), locks };
}
