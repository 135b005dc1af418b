/**
 * The one list of technique mappings for the Chrome trace export, in the order they write.
 * A new technique adds its `chrome-trace.ts` here; nothing else in the export names one.
 */
import type { ChromeTraceMapping } from '../trace/chrome-trace-writer.ts';
import { commitChromeTrace } from '../techniques/commit/chrome-trace.ts';
import { concurrencyControlChromeTrace } from '../techniques/concurrency-control/chrome-trace.ts';
import { storageChromeTrace } from '../techniques/storage/chrome-trace.ts';
import { tlsChromeTrace } from '../techniques/tls/chrome-trace.ts';
import { twoStageChromeTrace } from '../techniques/two-stage/chrome-trace.ts';

export const CHROME_TRACE_TECHNIQUES: readonly ChromeTraceMapping[] = [
  commitChromeTrace,
  twoStageChromeTrace,
  storageChromeTrace,
  tlsChromeTrace,
  concurrencyControlChromeTrace,
];
