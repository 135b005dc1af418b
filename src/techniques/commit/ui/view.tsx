/**
 * Commit processing (early lock release, group commit) on the page: lock-hold strips and
 * commit-request ticks on transaction lanes, the hot-lock lane (one bar per holder), and the editor's commit-protocol switch. The
 * log panel, flush boxes and the crash button belong to every run with a log and stay in
 * the core views.
 */
import { holdStripsOf } from '../hold-strips.ts';
import { hotLockLaneOf } from '../hot-lock-lane.ts';
import { lockHolds } from '../lock-holds.ts';
import type { TechniqueView } from '../../../ui/technique-view.ts';
import { COMMIT_FIELDS } from './editor-fields.ts';
import { paintCommitFlow } from './paint-commit.ts';
import { paintHotLock } from './paint-hot-lock.ts';

export const COMMIT_VIEW: TechniqueView = {
  id: 'commit',
  addToTimeline(model, { events }) {
    // Read the holds once for both: a 2,000-terminal trace made reading them twice a long task.
    const holds = lockHolds(events);
    model.holds = holdStripsOf(holds, model.transactions, model.txnLanes.length);
    if (model.run.commitProtocol !== null) model.hotLock = hotLockLaneOf(holds);
  },
  paintStatic: (frame) => ({
    'commit-marks': paintCommitFlow(frame),
    'hot-lock-bars': paintHotLock(frame),
  }),
  editorFields: COMMIT_FIELDS,
  /** A run that changes the commit protocol is about its log and flushes. */
  mainPanel: ({ planned: { scenario } }) =>
    scenario.log.enabled && scenario.log.commitProtocol !== 'baseline' ? { tab: 'log' } : null,
};
