/**
 * Models loaded on demand: a technique's model that is not bundled with the engine's core
 * provides itself here when its module loads, and the registry asks for it. Today one:
 * thread-level speculation, which the browser worker loads only for a run that needs it.
 */
import type { SimulationModel } from './seams.ts';

let tlsModel: SimulationModel | null = null;

/** Makes the thread-level speculation model available to the registry. */
export function provideTlsModel(model: SimulationModel): void {
  tlsModel = model;
}

/** The thread-level speculation model, or null while its module is not loaded. */
export function loadedTlsModel(): SimulationModel | null {
  return tlsModel;
}
