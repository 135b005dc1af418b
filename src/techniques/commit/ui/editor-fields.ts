/** The parameter editor's commit-processing switch: the commit protocol (early lock release). */
import { at, type FieldSpec } from '../../../ui/controls/field-spec.ts';
import { COMMIT_PROTOCOLS, type CommitProtocol } from '../../../base/commit-protocol.ts';

/** Every protocol's label: a protocol added to the schema fails to compile until it has one. */
const PROTOCOL_LABELS: Record<CommitProtocol, string> = {
  baseline: 'Baseline: release locks after the flush',
  elr: 'Early lock release (safe)',
  'elr-naive': 'Early lock release, naive',
  'no-wait': 'No wait for the log (UNSAFE)',
};

export const COMMIT_FIELDS: readonly FieldSpec[] = [
  {
    group: 'Log',
    label: 'Commit protocol',
    unit: null,
    kind: 'choice',
    choices: COMMIT_PROTOCOLS.map((value) => ({ value, label: PROTOCOL_LABELS[value] })),
    help: 'When locks are released and when the client is answered, relative to the log flush.',
    find: at('log.commitProtocol'),
  },
];
