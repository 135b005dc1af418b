/**
 * The one list of techniques' page parts (see technique-view.ts), in the order their
 * panels, timeline marks and legend entries appear. A new technique adds one line.
 */
import { COMMIT_VIEW } from '../techniques/commit/ui/view.tsx';
import { CONCURRENCY_CONTROL_VIEW } from '../techniques/concurrency-control/ui/view.tsx';
import { STORAGE_VIEW } from '../techniques/storage/ui/view.tsx';
import { TLS_VIEW } from '../techniques/tls/ui/view.tsx';
import { TWO_STAGE_VIEW } from '../techniques/two-stage/ui/view.tsx';
import type { TechniqueView } from './technique-view.ts';

// Whether a run is two-stage (its conventional partner then gets the two-stage views too),
// from a module without the schema library, so the first screen need not load it.
export { isTwoStageOn } from '../techniques/two-stage/is-on.ts';

export const TECHNIQUE_VIEWS: readonly TechniqueView[] = [
  TLS_VIEW,
  COMMIT_VIEW,
  TWO_STAGE_VIEW,
  STORAGE_VIEW,
  CONCURRENCY_CONTROL_VIEW,
];
