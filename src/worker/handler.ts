/**
 * The worker's message handling with the scenario parser as the one check of each run's
 * document: what Node and the tests use. The browser worker (sim.worker.ts) uses the same
 * RunHandler but trusts the page's own parse when a run carries it, so its bundle holds no
 * schema library. See run-handler.ts for slices, pausing and cancelling.
 */
import { describeErrors } from '../scenario/parse.ts';
import { resolvedRun } from '../scenario/run-plan.ts';
import { RunHandler, type HandlerOptions } from './run-handler.ts';

export { DEFAULT_SLICE_EVENTS, type HandlerOptions } from './run-handler.ts';

export class SimHandler extends RunHandler {
  constructor(options: HandlerOptions) {
    super({ ...options, resolve: resolvedRun, describe: describeErrors });
  }
}
