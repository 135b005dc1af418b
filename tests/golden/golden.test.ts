/**
 * The regression net: each built-in scenario's variants give the result rows and trace
 * digests recorded in `tests/golden/runs/`. When a change moves one on purpose, run
 * `npm run golden:update`, read the diff it prints and say why in the commit. The ids are
 * split over two files (this one and `golden-second-half.test.ts`) so both cores work.
 */
import { goldenIds } from './golden-runs.ts';
import { describeGoldenRuns } from './describe-golden-runs.ts';

const ids = goldenIds();
describeGoldenRuns(ids.slice(0, Math.ceil(ids.length / 2)));
