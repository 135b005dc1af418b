/**
 * The DBMS changes that make a transaction's loop parallel under TLS, as toggles. Without
 * a change, every epoch reads and rewrites one shared DBMS word (a latch, the lock table,
 * the allocator's free list, ...) from early to late in its body, so an epoch cannot get
 * past its first touch of the word until the previous epoch's last touch: the loop is
 * serialized over that span. The spans shrink in the order the paper fixed them (each fix
 * exposes the next bottleneck). Fixes that postpone or escape work also move it out of the
 * speculative body: escaped calls run under the transaction's latch, postponed work runs
 * after commit (parallel) or after the token arrives (serial). Work moves after commit only
 * with lazy latches on (latch releases must wait for the commit too), which is why one
 * fix on its own gains almost nothing.
 * The spans and shares are our calibration; the paper gives the list and order only.
 */
import type { TlsOptimization, TlsOptimizations } from '../../../scenario/tls-schema.ts';

export interface MetadataWord {
  fix: TlsOptimization;
  label: string;
  /** First and last touch, as fractions of the speculative body. */
  from: number;
  to: number;
}

export const METADATA_WORDS: readonly MetadataWord[] = [
  { fix: 'lazyLatches', label: 'latch word', from: 0.02, to: 0.97 },
  { fix: 'lazyLocks', label: 'lock table', from: 0.03, to: 0.95 },
  { fix: 'escapeMalloc', label: 'malloc free list', from: 0.04, to: 0.93 },
  { fix: 'escapePinPage', label: 'buffer pool LRU', from: 0.05, to: 0.9 },
  { fix: 'cursorPool', label: 'free cursor stack', from: 0.08, to: 0.55 },
  { fix: 'removeErrorChecks', label: 'cursor reference count', from: 0.1, to: 0.45 },
  { fix: 'padding', label: 'statistics line (false sharing)', from: 0.12, to: 0.38 },
  { fix: 'noBtreeHint', label: 'B-tree last-page hint', from: 0.15, to: 0.32 },
  { fix: 'deferLsn', label: 'log sequence number', from: 0.18, to: 0.28 },
  { fix: 'parallelLockerIds', label: 'locker id counter', from: 0.2, to: 0.25 },
];

/**
 * The epoch's non-speculative work in the tuned DBMS, by the fix that makes it so. With
 * the fix off, that share runs inside the speculative body instead.
 */
export const NON_SPECULATIVE_SHARES: readonly { fix: TlsOptimization; share: number }[] = [
  { fix: 'escapeMalloc', share: 0.35 },
  { fix: 'escapePinPage', share: 0.45 },
  { fix: 'lazyLatches', share: 0.1 },
  { fix: 'lazyLocks', share: 0.1 },
];

/** Escaped calls per epoch for each escape fix, and how long each holds the latch. */
export const ESCAPED_CALLS: readonly { fix: TlsOptimization; label: string; at: number[] }[] = [
  { fix: 'escapeMalloc', label: 'malloc', at: [0.25, 0.6] },
  { fix: 'escapePinPage', label: 'pin_page', at: [0.1, 0.45] },
];
export const LATCH_HOLD_KILO = 0.3;

/** Work added after the token arrives (k-instructions): lazy acquires, LSN assignment. */
export const HOMEFREE_EXTRA_KILO: Partial<Record<TlsOptimization, number>> = {
  lazyLatches: 0.6,
  lazyLocks: 0.6,
  deferLsn: 0.3,
};

/** RMW touch points of a word: first, middle and last. */
export const WORD_TOUCHES = 3;

export function isOn(opts: TlsOptimizations, fix: TlsOptimization): boolean {
  return opts[fix];
}
