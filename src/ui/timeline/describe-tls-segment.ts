/**
 * One sentence for a segment of a thread-level speculation lane, for the tooltip and the
 * keyboard cursor: "epoch 5 of NEW ORDER (T3) on CPU 2: runs speculatively, 1.2 ms;
 * violated by epoch 4's store to the locker id counter", or for the ghost lane how long the
 * transaction takes sequentially against under TLS. Epochs and CPUs count from 1. Pure.
 */
import type { TlsSegment, TlsTimeline } from '../../trace/timeline-model.ts';
import type { TlsPhase } from '../../trace/trace-event.ts';
import { formatDurationUs } from './format-time.ts';
import { formatMagnitude, timeComparedInWords } from '../format.ts';
import { isGhost, type TlsGhostSegment, type TlsLaneSegment } from './tls-lane-rows.ts';

const PHASE_TEXT: Record<TlsPhase, string> = {
  serial: 'serial work',
  prefork: 'prefork work (before the speculative body)',
  speculative: 'runs speculatively',
  escaped: 'an escaped call (runs outside speculation)',
  'latch-wait': "waits for the transaction's latch",
  'wait-token': 'done, waits for the homefree token (idle)',
  homefree: 'holds the homefree token: commits its work',
  'post-commit': 'post-commit work',
  idle: 'idle',
};

const ep = (epoch: number): string => `epoch ${epoch + 1}`;

/** A TPC-C type as the paper writes it: 'new-order' reads "NEW ORDER". */
export function tlsTypeName(type: string): string {
  return type.replaceAll('-', ' ').toUpperCase();
}

function ghostText(s: TlsGhostSegment): string {
  const seq = formatDurationUs(s.sequentialUs);
  if (s.tlsLatencyUs === null) return `T${s.txn} run sequentially on one CPU: ${seq}`;
  const ratio = s.tlsLatencyUs / Math.max(1, s.sequentialUs);
  const words = timeComparedInWords(ratio, 'sequential');
  return `T${s.txn} run sequentially on one CPU: ${seq}; under TLS ${formatDurationUs(s.tlsLatencyUs)} (${formatMagnitude(ratio)} of the time${words === '' ? '' : `, ${words}`})`;
}

/** Why a failed segment was thrown away: the violation or chain squash that rewound it. */
function failureCause(s: TlsSegment, tls: Pick<TlsTimeline, 'violations' | 'squashes'>): string {
  const v = tls.violations.find(
    (x) =>
      x.txn === s.txn && x.epoch === s.epoch && x.rewindToUs <= s.startUs && x.storeUs >= s.endUs,
  );
  if (v !== undefined)
    return `; squashed: ${ep(v.producer)} stored to the ${v.location} it had already read`;
  const q = tls.squashes.find(
    (x) => x.txn === s.txn && x.epoch === s.epoch && x.rewindToUs <= s.startUs && x.t >= s.endUs,
  );
  return q === undefined ? '; squashed' : `; squashed because ${ep(q.cause)} rewound (chain)`;
}

function violationNote(s: TlsSegment, tls: Pick<TlsTimeline, 'violations'>): string {
  const mine = tls.violations.filter((v) => v.txn === s.txn && v.epoch === s.epoch);
  const first = mine[0];
  if (first === undefined) return '';
  const more = mine.length > 1 ? ` (${mine.length} violations in all)` : '';
  return `; violated by ${ep(first.producer)}'s store to the ${first.location}${more}`;
}

export function describeTlsSegment(
  s: TlsLaneSegment,
  tls: Pick<TlsTimeline, 'transactionType' | 'violations' | 'squashes'> | null,
): string {
  if (isGhost(s)) return ghostText(s);
  const d = formatDurationUs(s.endUs - s.startUs);
  const cpu = `CPU ${s.cpu + 1}`;
  const type = tls === null ? 'the transaction' : tlsTypeName(tls.transactionType);
  const who = s.epoch < 0 ? `T${s.txn} (${type})` : `${ep(s.epoch)} of ${type} (T${s.txn})`;
  const miss =
    s.cacheMissShare >= 0.01 ? `, ${Math.round(s.cacheMissShare * 100)}% cache misses` : '';
  let text = `${who} on ${cpu}: ${PHASE_TEXT[s.phase]}, ${d}${miss}`;
  if (tls !== null && s.epoch >= 0) text += s.failed ? failureCause(s, tls) : violationNote(s, tls);
  return text;
}
