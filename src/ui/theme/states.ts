/**
 * How each state a transaction can be in is drawn, everywhere: timeline segments, legends,
 * breakdown bars, the event log. Colours come from the Okabe–Ito palette (distinguishable
 * with the common colour-vision deficiencies) and every state also has a pattern and a
 * one-letter code, so nothing is told by colour alone. States other issues add (fetch
 * stage, rollback, speculative epoch, squash) are here already so every view agrees.
 */
import type { TxnState } from '../../trace/timeline-model.ts';

/** Segment fills a canvas or SVG view can draw; 'solid' means no pattern. */
export type FillPattern =
  | 'solid'
  | 'hatch' // thin diagonal lines /
  | 'backhatch' // thin diagonal lines \
  | 'cross' // both diagonals
  | 'dots'
  | 'vertical'
  | 'horizontal';

export type DrawState =
  | TxnState
  | 'fetch'
  | 'rollback'
  | 'speculative'
  | 'squash'
  | 'latch-stall'
  | 'cache-miss'
  | 'token-wait';

export interface StateStyle {
  state: DrawState;
  label: string;
  /** One letter drawn on wide segments and used in text views. */
  letter: string;
  color: string;
  /** Colour of the pattern's lines over `color`. */
  ink: string;
  pattern: FillPattern;
  /** One sentence for the legend and screen readers. */
  meaning: string;
}

export const STATE_STYLES: Readonly<Record<DrawState, StateStyle>> = {
  cpu: {
    state: 'cpu',
    label: 'Running on CPU',
    letter: 'C',
    color: '#0072B2',
    ink: '#ffffff',
    pattern: 'solid',
    meaning: 'The transaction is using a processor.',
  },
  'cpu-queue': {
    state: 'cpu-queue',
    label: 'CPU queue',
    letter: 'Q',
    color: '#56B4E9',
    ink: '#0b3954',
    pattern: 'dots',
    meaning: 'Ready to run, waiting for a free processor.',
  },
  io: {
    state: 'io',
    label: 'Disk I/O',
    letter: 'D',
    color: '#E69F00',
    ink: '#5c3d00',
    pattern: 'vertical',
    meaning: 'Waiting for or being served by a disk: a page read or a write-back.',
  },
  'lock-wait': {
    state: 'lock-wait',
    label: 'Lock wait',
    letter: 'L',
    color: '#D55E00',
    ink: '#ffffff',
    pattern: 'cross',
    meaning: 'Blocked: another transaction holds a conflicting lock.',
  },
  'log-wait': {
    state: 'log-wait',
    label: 'Log wait',
    letter: 'G',
    color: '#8a8f98',
    ink: '#ffffff',
    pattern: 'horizontal',
    meaning: 'Committed in memory, waiting for its commit record to reach the log disk.',
  },
  'buffer-wait': {
    state: 'buffer-wait',
    label: 'Buffer wait',
    letter: 'B',
    color: '#F0E442',
    ink: '#5a5400',
    pattern: 'backhatch',
    meaning: 'Waiting for a page another transaction is reading, or for a free buffer frame.',
  },
  'idle-in-txn': {
    state: 'idle-in-txn',
    label: 'Between steps',
    letter: '·',
    color: '#e3e6ea',
    ink: '#8a929c',
    pattern: 'solid',
    meaning: 'Inside the transaction but using nothing: between steps or a restart delay.',
  },
  fetch: {
    state: 'fetch',
    label: 'Fetch stage',
    letter: 'F',
    color: '#009E73',
    ink: '#ffffff',
    pattern: 'hatch',
    meaning: 'Two-stage execution: reading pages into the buffer without locks.',
  },
  rollback: {
    state: 'rollback',
    label: 'Rollback',
    letter: 'R',
    color: '#CC79A7',
    ink: '#4a1036',
    pattern: 'backhatch',
    meaning: 'Undoing an aborted attempt.',
  },
  speculative: {
    state: 'speculative',
    label: 'Speculative epoch',
    letter: 'S',
    color: '#7fd4bd',
    ink: '#00523b',
    pattern: 'dots',
    meaning: 'Thread-level speculation: an epoch running ahead of its predecessors.',
  },
  squash: {
    state: 'squash',
    label: 'Squashed',
    letter: 'X',
    color: '#000000',
    ink: '#ffffff',
    pattern: 'cross',
    meaning: 'Speculative work thrown away after a dependence violation.',
  },
  'latch-stall': {
    state: 'latch-stall',
    label: 'Latch stall',
    letter: 'H',
    color: '#D55E00',
    ink: '#ffffff',
    pattern: 'vertical',
    meaning: "Thread-level speculation: an escaped call waits for the transaction's latch.",
  },
  'cache-miss': {
    state: 'cache-miss',
    label: 'Cache miss',
    letter: 'M',
    color: '#E69F00',
    ink: '#5c3d00',
    pattern: 'horizontal',
    meaning: 'Thread-level speculation: stalled on cache misses (lost locality, re-execution).',
  },
  'token-wait': {
    state: 'token-wait',
    label: 'Waiting for the token (idle)',
    letter: '·',
    color: '#e3e6ea',
    ink: '#8a929c',
    pattern: 'dots',
    meaning: 'Thread-level speculation: an epoch has finished and waits for the homefree token.',
  },
};

/** Work of an attempt that later aborted is drawn in its state's style, faded and crossed. */
export const ABORTED_WORK = {
  label: 'Aborted work (wasted)',
  ink: '#000000',
  opacity: 0.45,
  meaning: 'Work of an attempt that was later aborted: it is redone on restart.',
} as const;

/** Device lanes: service for a transaction, or a log flush. */
export const DEVICE_WORK_COLORS = {
  cpu: '#0072B2',
  read: '#E69F00',
  write: '#b35c00',
  'log-flush': '#5b616b',
  'lock-cpu': '#CC79A7',
} as const;

export const MARK_COLORS = { commit: '#009E73', abort: '#000000', deadlock: '#D55E00' } as const;

/** The commit flow on transaction lanes: lock-hold strips and commit-request ticks. */
export const COMMIT_MARK_COLORS = {
  lockHeld: '#1f2937',
  lockHeldAborted: '#9aa1ab',
  commitRequest: '#0b4f8a',
  crash: '#b00020',
} as const;
