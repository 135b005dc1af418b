/** The parameter editor's two-stage switches: the execution mode and page pinning. */
import { at, type FieldSpec } from '../../../ui/controls/field-spec.ts';

export const TWO_STAGE_FIELDS: readonly FieldSpec[] = [
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
