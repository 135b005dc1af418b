/**
 * Trace events of thread-level speculation inside one transaction: what each CPU does
 * (`tls.phase`), the life of each epoch (fork, checkpoint, violation, squash, homefree
 * token, commit, end) and the latch that escaped calls take. Additive to the trace union.
 * `epoch` is the epoch's position in program order within the transaction (-1 for the
 * transaction's serial work).
 */

export type TlsPhase =
  | 'serial'
  | 'prefork'
  | 'speculative'
  | 'escaped'
  | 'latch-wait'
  | 'wait-token'
  | 'homefree'
  | 'post-commit'
  | 'idle';

export type TlsTraceEvent =
  /** A transaction starts under TLS; `sequentialUs` is its original code's time on one CPU. */
  | {
      kind: 'tls.txn';
      t: number;
      seq: number;
      txn: number;
      cpus: number;
      epochs: number;
      sequentialUs: number;
    }
  /**
   * CPU `cpu` starts doing `phase` for `epoch`; `cacheMissShare` of the time is stalled on
   * cache misses (lost locality, cold re-execution).
   */
  | {
      kind: 'tls.phase';
      t: number;
      seq: number;
      txn: number;
      cpu: number;
      epoch: number;
      phase: TlsPhase;
      cacheMissShare: number;
    }
  | {
      kind: 'epoch.fork';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      loop: number;
      cpu: number;
    }
  /** Sub-epoch `sub` starts: a rewind never goes back past this point. */
  | {
      kind: 'epoch.checkpoint';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      cpu: number;
      sub: number;
    }
  /**
   * Epoch `epoch` read `location` at `loadUs`, before older epoch `producer` stored to it
   * now: it rewinds to its checkpoint taken at `rewindToUs`.
   */
  | {
      kind: 'epoch.violate';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      cpu: number;
      producer: number;
      producerCpu: number;
      location: string;
      loadUs: number;
      rewindToUs: number;
    }
  /** A younger epoch rewound because an older one (`cause`) was: the chain violation. */
  | {
      kind: 'epoch.squash';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      cpu: number;
      cause: number;
      rewindToUs: number;
    }
  /** The homefree token reaches `epoch` (from the CPU of the epoch that committed, or null). */
  | {
      kind: 'epoch.homefree';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      cpu: number;
      fromCpu: number | null;
    }
  | { kind: 'epoch.commit'; t: number; seq: number; txn: number; epoch: number; cpu: number }
  /** The epoch's post-commit work is done and its CPU is free. */
  | { kind: 'epoch.end'; t: number; seq: number; txn: number; epoch: number; cpu: number }
  /** An escaped call waits for the transaction's latch, held by epoch `holder`. */
  | {
      kind: 'epoch.latch-wait';
      t: number;
      seq: number;
      txn: number;
      epoch: number;
      cpu: number;
      holder: number;
    };

export type TlsTraceKind = TlsTraceEvent['kind'];

const TLS_KINDS: ReadonlySet<string> = new Set<TlsTraceKind>([
  'tls.txn',
  'tls.phase',
  'epoch.fork',
  'epoch.checkpoint',
  'epoch.violate',
  'epoch.squash',
  'epoch.homefree',
  'epoch.commit',
  'epoch.end',
  'epoch.latch-wait',
]);

export function isTlsEvent(e: { kind: string }): e is TlsTraceEvent {
  return TLS_KINDS.has(e.kind);
}
