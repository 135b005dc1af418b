/** The parameter editor's commit-processing switch: the commit protocol (early lock release). */
import { at, type FieldSpec } from '../../../ui/controls/field-spec.ts';

export const COMMIT_FIELDS: readonly FieldSpec[] = [
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
];
