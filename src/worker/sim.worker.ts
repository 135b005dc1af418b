/**
 * The simulation worker's entry point: hands every message to a RunHandler and yields
 * between slices of about 20 ms, so cancels are handled while a run is going. Runs that
 * carry the page's parse of their scenario run as they are; the scenario parser (and its
 * schema library) is loaded only when a run arrives without one, and messages wait in
 * order until it is there.
 */
/// <reference lib="webworker" />
import type { WorkerToUi } from '../protocol/messages.ts';
import type { FieldError } from '../scenario/parse.ts';
import { RunHandler, type RunResolver } from './run-handler.ts';
import { trustedRun } from './trusted-run.ts';

declare const self: DedicatedWorkerGlobalScope;

const SLICE_BUDGET_MS = 20;

// The next slice runs after the messages already waiting (a cancel, a pause), through a
// message to itself: setTimeout would add the browser's 4 ms clamp to every short slice.
const tasks: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.addEventListener('message', () => tasks.shift()?.());
channel.port1.start();
function schedule(task: () => void): void {
  tasks.push(task);
  channel.port2.postMessage(null);
}

interface Parser {
  resolve: RunResolver;
  describe: (errors: FieldError[]) => string;
}

let parser: Parser | null = null;
let loading: Promise<void> | null = null;
const waiting: unknown[] = [];

const handler = new RunHandler({
  // A worker posts to its one owner: there is no target origin to give.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  post: (message: WorkerToUi) => self.postMessage(message),
  schedule,
  // Slices of at most about 20 ms, so a cancel frees the worker well within 100 ms.
  sliceBudget: { ms: SLICE_BUDGET_MS, now: () => performance.now() },
  resolve: (run) =>
    trustedRun(run) ??
    parser?.resolve(run) ?? {
      ok: false,
      errors: [{ path: 'run', message: 'the scenario parser is not loaded' }],
    },
  describe: (errors) =>
    parser?.describe(errors) ?? errors.map((e) => `${e.path}: ${e.message}`).join('; '),
});

function needsParser(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, run } = data as { type?: unknown; run?: unknown };
  if (type !== 'run' || typeof run !== 'object' || run === null) return false;
  const scenario = (run as { scenario?: unknown }).scenario;
  return typeof scenario !== 'object' || scenario === null;
}

function loadParser(): Promise<void> {
  loading ??= Promise.all([import('../scenario/run-plan.ts'), import('../scenario/parse.ts')]).then(
    ([plan, parse]) => {
      parser = { resolve: plan.resolvedRun, describe: parse.describeErrors };
      for (const data of waiting.splice(0)) handler.handle(data);
    },
    (e: unknown) => {
      const message = `the scenario parser could not be loaded: ${String(e)}`;
      parser = {
        resolve: () => ({ ok: false, errors: [{ path: 'run', message }] }),
        describe: () => message,
      };
      for (const data of waiting.splice(0)) handler.handle(data);
    },
  );
  return loading;
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (waiting.length > 0 || (parser === null && needsParser(event.data))) {
    waiting.push(event.data);
    void loadParser();
    return;
  }
  handler.handle(event.data);
});
