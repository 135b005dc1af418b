/**
 * Which lock waits open at an instant are really another transaction's disk I/O, as the
 * timeline's blame arrows draw them: follow each waiter's wait chain (the blockers named
 * when it blocked, skipping those that have released their locks, and those that released
 * all of them since even if they run again, through those that are themselves waiting) to
 * its root, the way `trace/io-blame.ts` measures the paper's
 * Table 1; the wait is blamed on disk I/O when the root is at a disk or waiting for the
 * buffer at that instant. Pure, from the timeline model; leaves out drawing.
 */
import type { HoldStrip, TimelineModel, TxnSegment } from '../../../trace/timeline-model.ts';
import { waitsOpenAt } from '../../../ui/timeline/paint-overlays.ts';
import { segmentIndexAt } from '../../../ui/timeline/segment-search.ts';
import { waitChain } from '../../../trace/wait-chain.ts';

export interface BlameLink {
  fromTxn: number;
  fromLane: number;
  /** The wait chain, the waiter first and the root last. */
  chain: readonly number[];
  rootTxn: number;
  rootLane: number;
  /** The root's segment at the instant: disk I/O or a buffer wait. */
  io: TxnSegment;
}

export type BlameModel = Pick<TimelineModel, 'waits' | 'holds' | 'txnLanes'>;

/** Whether `txn` holds locks at `t`: a hold strip of its lane covers `t`. */
function holdsAt(strips: readonly HoldStrip[] | undefined, txn: number, t: number): boolean {
  if (strips === undefined) return true;
  // Strips of one lane follow each other; the last one starting at or before `t` decides.
  let lo = 0;
  let hi = strips.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (strips[mid]!.startUs <= t) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - 4; i--) {
    const s = strips[i]!;
    if (s.txn === txn && s.startUs <= t && t < s.endUs) return true;
  }
  return false;
}

/** The waits open at `t` whose chain's root is doing disk I/O at `t`, one link per waiter. */
export function blameLinksAt(model: BlameModel, t: number): BlameLink[] {
  const open = waitsOpenAt(model.waits, t);
  if (open.length === 0) return [];
  const waiting = new Map<number, readonly number[]>();
  const laneOf = new Map<number, number>();
  for (const w of open) {
    // A blocker that released all its locks by `t` blocks this waiter no more.
    const released = w.toReleasedUs;
    waiting.set(
      w.fromTxn,
      w.toTxns.filter((_, i) => released[i] === null || released[i]! > t),
    );
    laneOf.set(w.fromTxn, w.fromLane);
    w.toTxns.forEach((b, i) => {
      const lane = w.toLanes[i];
      if (lane !== undefined && lane >= 0) laneOf.set(b, lane);
    });
  }
  const stillBlocks = (b: number): boolean => {
    const lane = laneOf.get(b);
    return lane !== undefined && holdsAt(model.holds?.[lane], b, t);
  };
  const links: BlameLink[] = [];
  for (const w of open) {
    const chain = waitChain(w.fromTxn, waiting, stillBlocks);
    if (chain === null) continue;
    const rootTxn = chain[chain.length - 1]!;
    const rootLane = laneOf.get(rootTxn);
    const segments = rootLane === undefined ? undefined : model.txnLanes[rootLane]?.segments;
    if (rootLane === undefined || segments === undefined) continue;
    const io = segments[segmentIndexAt(segments, t)];
    if (io === undefined || io.txn !== rootTxn) continue;
    if (io.state !== 'io' && io.state !== 'buffer-wait') continue;
    links.push({ fromTxn: w.fromTxn, fromLane: w.fromLane, chain, rootTxn, rootLane, io });
  }
  return links;
}
