/**
 * What the page shows of a crash pressed at an instant: for the timeline, a mark on each
 * lane whose transaction the crash catches (kept because its commit record is durable,
 * or rolled back) and on every acknowledged commit the crash takes back (only the unsafe
 * no-wait protocol can lose one) or every reader that saw undone data (naive early lock
 * release); for the panel, a summary in sentences. Pure, from `crashOutcome`; leaves out
 * recovery's own time and work.
 */
import type { CrashOutcome } from '../../trace/crash-outcome.ts';
import type { TimelineModel } from '../../trace/timeline-model.ts';

export type CrashMarkKind = 'kept' | 'rolled-back' | 'lost-ack' | 'exposed-read';

export interface CrashLaneMark {
  lane: number;
  txn: number;
  /** Where the mark goes: the crash instant, or the lost acknowledgement's commit tick. */
  t: number;
  kind: CrashMarkKind;
}

export interface CrashPaint {
  atUs: number;
  marks: CrashLaneMark[];
}

export const CRASH_MARK_TEXT: Record<CrashMarkKind, string> = {
  kept: 'kept',
  'rolled-back': 'rolled back',
  'lost-ack': 'LOST',
  'exposed-read': 'saw undone data',
};

export function crashPaint(
  model: Pick<TimelineModel, 'transactions'>,
  outcome: CrashOutcome,
): CrashPaint {
  const at = outcome.atUs;
  const fateOf = new Map(outcome.fates.map((f) => [f.txn, f]));
  const lost = new Set(outcome.lostAcknowledged);
  const exposed = new Set(outcome.exposedReads.map((r) => r.reader));
  const marks: CrashLaneMark[] = [];
  for (const span of model.transactions) {
    if (span.submitUs > at) continue;
    const fate = fateOf.get(span.txn);
    if (fate === undefined) continue;
    const inFlight = span.commitUs === null || span.commitUs > at;
    if (inFlight) {
      const kind = fate.fate === 'durable' ? 'kept' : 'rolled-back';
      marks.push({ lane: span.lane, txn: span.txn, t: at, kind });
    } else if (lost.has(span.txn)) {
      marks.push({ lane: span.lane, txn: span.txn, t: span.commitUs!, kind: 'lost-ack' });
    } else if (exposed.has(span.txn)) {
      marks.push({ lane: span.lane, txn: span.txn, t: span.commitUs!, kind: 'exposed-read' });
    }
  }
  return { atUs: at, marks };
}

export type Tone = 'ok' | 'info' | 'bad';

export interface CrashLine {
  tone: Tone;
  text: string;
}

const names = (txns: readonly number[], max = 8): string => {
  const shown = txns.slice(0, max).map((t) => `T${t}`);
  const more = txns.length > max ? ` and ${txns.length - max} more` : '';
  return shown.join(', ') + more;
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The panel's sentences about a crash outcome, most important first. */
export function crashSummary(outcome: CrashOutcome): CrashLine[] {
  const lines: CrashLine[] = [];
  if (outcome.lostAcknowledged.length > 0) {
    lines.push({
      tone: 'bad',
      text:
        `UNSAFE: ${plural(outcome.lostAcknowledged.length, 'acknowledged commit')} lost ` +
        `(${names(outcome.lostAcknowledged)}): the client was told "committed" before the ` +
        'commit record was durable.',
    });
  } else {
    lines.push({ tone: 'ok', text: 'No acknowledged commit is lost.' });
  }
  if (outcome.exposedReads.length > 0) {
    const readers = [...new Set(outcome.exposedReads.map((r) => r.reader))];
    const first = outcome.exposedReads[0]!;
    lines.push({
      tone: 'bad',
      text:
        `Anomaly: ${plural(readers.length, 'read-only transaction')} returned data that ` +
        `recovery undid (${names(readers)}; T${first.reader} read T${first.writer}'s ` +
        'update, which was not durable).',
    });
  }
  const caught = outcome.fates.filter((f) => f.fate === 'rolled-back' && !f.acknowledged);
  const preCommitted = caught.filter((f) => f.lsn !== null);
  lines.push({
    tone: 'info',
    text: `Recovery keeps ${plural(outcome.kept.length, 'transaction')} whose commit record is durable (log durable up to LSN ${outcome.durableLsn}).`,
  });
  if (caught.length > 0) {
    const pre =
      preCommitted.length > 0
        ? `, ${preCommitted.length} of them pre-committed (commit record still in the log buffer: ${names(preCommitted.map((f) => f.txn))})`
        : '';
    lines.push({
      tone: 'info',
      text: `It rolls back ${plural(caught.length, 'transaction')} caught in flight${pre}.`,
    });
  }
  return lines;
}
