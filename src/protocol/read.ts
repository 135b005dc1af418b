/**
 * Checking a message that arrived from the UI thread before the worker acts on it. Data
 * from postMessage is untyped, so this guards the shape of each field and checks the
 * protocol version first (a run from another version may have any shape at all).
 * Leaves out the scenario itself: the scenario parser validates that (on the page, when a
 * run carries the page's parse, else in the worker).
 */
import type { Scenario } from '../scenario/schema.ts';
import { PROTOCOL_VERSION, type UiToWorker, type WorkerErrorCode } from './messages.ts';

export type ReadResult =
  | { ok: true; message: UiToWorker }
  | { ok: false; runId: number; code: WorkerErrorCode; message: string };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isRunId(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

function bad(runId: number, code: WorkerErrorCode, message: string): ReadResult {
  return { ok: false, runId, code, message };
}

export function readUiMessage(data: unknown): ReadResult {
  if (!isRecord(data)) return bad(-1, 'internal', 'message is not an object');
  const runId = isRunId(data.runId) ? data.runId : -1;
  const type = data.type;
  if (type === 'cancel' || type === 'pause' || type === 'resume') {
    if (runId < 0) return bad(-1, 'internal', `${type} message has no valid runId`);
    return { ok: true, message: { type, runId } };
  }
  if (data.type !== 'run')
    return bad(runId, 'internal', `unknown message type ${String(data.type)}`);
  if (data.protocol !== PROTOCOL_VERSION) {
    return bad(
      runId,
      'protocol-mismatch',
      `protocol version ${String(data.protocol)} is not supported (this worker speaks ${PROTOCOL_VERSION}); reload the page`,
    );
  }
  if (runId < 0) return bad(-1, 'internal', 'run message has no valid runId');
  const { traceLimit } = data;
  if (typeof traceLimit !== 'number' || !Number.isSafeInteger(traceLimit) || traceLimit < 0) {
    return bad(runId, 'internal', 'traceLimit must be a whole number from 0');
  }
  const run = data.run;
  if (!isRecord(run) || !('doc' in run)) {
    return bad(runId, 'internal', 'run message has no resolved run (run.doc)');
  }
  const { variant, param } = run;
  if (variant !== null && typeof variant !== 'string') {
    return bad(runId, 'internal', 'run.variant must be a string or null');
  }
  if (param !== null && typeof param !== 'string') {
    return bad(runId, 'internal', 'run.param must be a string or null');
  }
  return {
    ok: true,
    message: {
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId,
      run: {
        variant,
        param,
        value: run.value,
        doc: run.doc,
        ...(isRecord(run.scenario) ? { scenario: run.scenario as unknown as Scenario } : {}),
      },
      traceLimit,
    },
  };
}
