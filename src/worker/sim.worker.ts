/**
 * The simulation worker's entry point: hands every message to a SimHandler and yields
 * between slices with setTimeout, so cancels are handled while a run is going; slices are
 * timed with performance.now, so progress is posted many times a second however slow.
 */
/// <reference lib="webworker" />
import '../scenario/no-eval.ts'; // first: before any scenario is parsed
import type { WorkerToUi } from '../protocol/messages.ts';
import { SimHandler } from './handler.ts';

declare const self: DedicatedWorkerGlobalScope;

const handler = new SimHandler({
  // A worker posts to its one owner: there is no target origin to give.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  post: (message: WorkerToUi) => self.postMessage(message),
  schedule: (task) => setTimeout(task, 0),
  now: () => performance.now(),
});

self.addEventListener('message', (event: MessageEvent<unknown>) => handler.handle(event.data));
