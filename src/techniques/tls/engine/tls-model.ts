/**
 * Thread-level speculation as a model of its own: one transaction at a time on an
 * otherwise idle machine (tls-run.ts), its epochs on the TLS CPUs. The run lists no
 * devices of the database system. Loading this module provides the model to the engine's
 * registry.
 */
import type { DeviceInfo } from '../../../trace/trace-event.ts';
import { provideTlsModel, type ModelEnv, type SimulationModel } from '../../../model/seams.ts';
import { startTlsRun } from './tls-run.ts';

export const tlsModel: SimulationModel = {
  name: 'tls',
  devices(): DeviceInfo[] {
    return [];
  },
  start(env: ModelEnv): void {
    const tls = env.scenario.tls;
    if (tls === null) throw new Error('the TLS model needs a scenario with a tls section');
    startTlsRun(env.sim, env.trace, env.streams, { ...env.scenario, tls });
  },
};

provideTlsModel(tlsModel);
