/**
 * A run's trace as a Chrome Trace Event Format file (the JSON object form), which opens in
 * Perfetto (ui.perfetto.dev) and chrome://tracing. Timestamps are the trace's own integer
 * microseconds, the format's unit for `ts` and `dur`.
 *
 * Built on the timeline model the page draws (`buildSegments`), so the file and the page
 * tell the same story: the shared part writes the "Transactions" process
 * (chrome-trace-transactions.ts) and the "Devices" process (chrome-trace-devices.ts); then
 * each technique in the registry (chrome-trace-techniques.ts) adds its own slices,
 * instants, counters, flows and threads. Every slice is a complete event ('X'), so nothing
 * mis-pairs; on each thread slices nest, and any that would not is cut and marked `clipped`
 * (`otherData.clippedSlices` counts them; a well-formed trace has none). What is still open
 * at the end closes at the trace's end and says `unfinished`.
 *
 * `chromeTraceText` is the one function behind both the page's download and `sim trace`.
 */
import { buildSegments } from '../trace/segments.ts';
import type { ChromeTraceFile, ChromeTraceOptions } from '../trace/chrome-trace-format.ts';
import { ChromeTraceWriter, type ChromeTraceRun } from '../trace/chrome-trace-writer.ts';
import type { TraceEvent } from '../trace/trace-event.ts';
import { deviceThreads, writeDevices } from './chrome-trace-devices.ts';
import { CHROME_TRACE_TECHNIQUES } from './chrome-trace-techniques.ts';
import { laneThread, runThread, writeTransactions } from './chrome-trace-transactions.ts';
import { MODEL_VERSION } from '../base/model-version.ts';

export * from '../trace/chrome-trace-format.ts';

export function toChromeTrace(
  events: readonly TraceEvent[],
  options: ChromeTraceOptions = {},
): ChromeTraceFile {
  const model = buildSegments(events);
  const laneOf = new Map(model.transactions.map((t) => [t.txn, t.lane]));
  const devices = deviceThreads(model);
  const run: ChromeTraceRun = {
    events,
    model,
    endUs: model.run.endUs,
    runThread: runThread(model),
    txnThread: (txn) => {
      const lane = laneOf.get(txn);
      return lane === undefined ? null : laneThread(lane);
    },
    deviceThread: (device, unit) => devices.get(`${device}#${unit}`) ?? null,
  };
  const out = new ChromeTraceWriter();
  writeTransactions(model, out);
  writeDevices(model, events, devices, out);
  for (const mapping of CHROME_TRACE_TECHNIQUES) mapping.write(run, out);

  const start = events.find((e) => e.kind === 'run.start');
  const title =
    options.title ??
    (start === undefined
      ? 'Lockstep trace'
      : start.variant === null
        ? start.scenarioId
        : `${start.scenarioId} (${start.variant})`);
  return out.finish({
    generator: 'Lockstep',
    title,
    scenarioId: start?.scenarioId ?? null,
    variant: start?.variant ?? null,
    seed: start?.seed ?? null,
    warmupUs: start?.warmupUs ?? null,
    endUs: model.run.endUs,
    runThread: runThread(model),
  });
}

export interface ChromeTraceTextOptions {
  /** The run's title as the page shows it: its variant's title, or "As configured". */
  title: string;
  /** True when only the start of the trace was kept (the page's budget). */
  truncated: boolean;
  /**
   * The built-in scenario's hash (export/provenance.ts), recorded as `otherData.scenarioHash`
   * when given (null: not a built-in as shipped); absent, the field is left out.
   */
  scenarioHash?: string | null;
}

/** The downloadable file's text: the same bytes from the page and from `sim trace`. */
export function chromeTraceText(
  events: readonly TraceEvent[],
  options: ChromeTraceTextOptions,
): string {
  const file = toChromeTrace(events, { title: options.title });
  file.otherData['modelVersion'] = MODEL_VERSION;
  if (options.scenarioHash !== undefined) file.otherData['scenarioHash'] = options.scenarioHash;
  if (options.truncated) file.otherData['truncated'] = 'the app kept only the start of this trace';
  return JSON.stringify(file);
}

/** The title the page gives a run: its compare variant's title, or "As configured". */
export function runTitle(
  compare: readonly { id: string; title: string }[],
  variant: string | null,
): string {
  return compare.find((v) => v.id === variant)?.title ?? 'As configured';
}
