/** The second half of the built-in scenarios' golden runs (see `golden.test.ts`). */
import { goldenIds } from './golden-runs.ts';
import { describeGoldenRuns } from './describe-golden-runs.ts';

const ids = goldenIds();
describeGoldenRuns(ids.slice(Math.ceil(ids.length / 2)));
