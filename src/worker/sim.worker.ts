/**
 * The simulation worker's entry point: hands every message to a RunHandler and yields
 * between slices of about 20 ms, so cancels are handled while a run is going. Runs that
 * carry the page's parse of their scenario run as they are; the scenario parser (and its
 * schema library) is loaded only when a run arrives without one, and the thread-level
 * speculation model only when a run's scenario has a `tls` section (or arrives unparsed);
 * messages wait in order until what they need is there.
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
/** Each load, once started (it is started once). */
let parserLoading: Promise<void> | null = null;
let tlsLoading: Promise<void> | null = null;
/** Loads under way; messages wait in `waiting`, in order, until none is left. */
let loadsPending = 0;
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

/** The scenario of a run message: an object (the page's parse), else null. */
function runScenario(data: unknown): { present: boolean; scenario: unknown } {
  if (typeof data !== 'object' || data === null) return { present: false, scenario: null };
  const { type, run } = data as { type?: unknown; run?: unknown };
  if (type !== 'run' || typeof run !== 'object' || run === null)
    return { present: false, scenario: null };
  return { present: true, scenario: (run as { scenario?: unknown }).scenario };
}

function needsParser(data: unknown): boolean {
  const { present, scenario } = runScenario(data);
  return present && (typeof scenario !== 'object' || scenario === null);
}

/** A run whose scenario has a `tls` section, or whose scenario is not parsed yet. */
function needsTls(data: unknown): boolean {
  const { present, scenario } = runScenario(data);
  if (!present) return false;
  if (typeof scenario !== 'object' || scenario === null) return true;
  const tls = (scenario as { tls?: unknown }).tls;
  return tls !== null && tls !== undefined;
}

/** Counts a load as pending; once none is, the waiting messages are handled in order. */
function whenLoaded(load: Promise<void>): void {
  loadsPending++;
  void load.then(() => {
    loadsPending--;
    if (loadsPending === 0) for (const data of waiting.splice(0)) handler.handle(data);
  });
}

function loadParser(): Promise<void> {
  return Promise.all([import('../scenario/run-plan.ts'), import('../scenario/parse.ts')]).then(
    ([plan, parse]) => {
      parser = { resolve: plan.resolvedRun, describe: parse.describeErrors };
    },
    (e: unknown) => {
      const message = `the scenario parser could not be loaded: ${String(e)}`;
      parser = {
        resolve: () => ({ ok: false, errors: [{ path: 'run', message }] }),
        describe: () => message,
      };
    },
  );
}

/**
 * Loads the thread-level speculation model, which provides itself to the registry; if it
 * cannot load, its runs fail saying the model is not loaded.
 */
function loadTls(): Promise<void> {
  const done = () => undefined;
  return import('../techniques/tls/engine/tls-model.ts').then(done, done);
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (parser === null && parserLoading === null && needsParser(data))
    whenLoaded((parserLoading = loadParser()));
  if (tlsLoading === null && needsTls(data)) whenLoaded((tlsLoading = loadTls()));
  if (loadsPending > 0) {
    waiting.push(data);
    return;
  }
  handler.handle(data);
});
