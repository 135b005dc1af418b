/**
 * The technique switches of the parameter editor that belong to one research result each:
 * the commit protocol (early lock release), the execution mode and page pinning (two-stage
 * execution). Kept apart from the general table so each technique's rows sit together.
 * Thread-level speculation and storage tiers are set per variant in their scenarios.
 */
import { at, type FieldSpec } from './field-spec.ts';

export const TECHNIQUE_FIELDS: readonly FieldSpec[] = [
  {
    group: 'Log',
    label: 'Commit protocol',
    unit: null,
    kind: 'choice',
    choices: [
      { value: 'baseline', label: 'Baseline: release locks after the flush' },
      { value: 'elr', label: 'Early lock release (safe)' },
      { value: 'elr-naive', label: 'Early lock release, naive' },
      { value: 'no-wait', label: 'No wait for the log (UNSAFE)' },
    ],
    help: 'When locks are released and when the client is answered, relative to the log flush.',
    find: at('log.commitProtocol'),
  },
  {
    group: 'Execution',
    label: 'Execution',
    unit: null,
    kind: 'choice',
    choices: [
      { value: 'conventional', label: 'Conventional 2PL' },
      { value: 'tste', label: 'TSTE: fetch without locks, then operate' },
      { value: 'otste', label: 'OTSTE: operate, fetch on the first miss' },
      { value: 'htste', label: 'HTSTE: chosen per transaction type' },
    ],
    help: 'Two-stage execution reads every page a transaction needs before it takes locks.',
    find: at('execution.mode'),
  },
  {
    group: 'Execution',
    label: 'Pin fetched pages',
    unit: null,
    kind: 'boolean',
    help: 'Fetched pages stay pinned until the operate stage ends; without pinning they may be evicted in between.',
    find: at('execution.pinning'),
  },
];
