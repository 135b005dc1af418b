/**
 * Storage tiers in a Chrome trace. The tier devices themselves (controllers, disk arms,
 * SSDs, NVEM, the log) are device threads of the shared part; this adds what they remember:
 * every second-level cache access as an instant on the cache's device thread (`cache hit`,
 * `cache miss`, with the page) and a counter of its hits and misses so far, and every write
 * buffer's pages waiting for destage as a counter track, with an instant when a write finds
 * it full. Read from the trace's `cache.access` and `write-buffer` events (the timeline
 * model keeps neither); nothing in a run without tiers.
 */
import { DEVICES_PID } from '../../trace/chrome-trace-format.ts';
import type { ChromeTraceMapping } from '../../trace/chrome-trace-writer.ts';

export const storageChromeTrace: ChromeTraceMapping = {
  technique: 'storage',
  write(run, out) {
    const counts = new Map<string, { hits: number; misses: number }>();
    for (const e of run.events) {
      if (e.kind === 'cache.access') {
        const tid = run.deviceThread(e.device, 0);
        if (tid === null) continue;
        const c = counts.get(e.device) ?? { hits: 0, misses: 0 };
        counts.set(e.device, c);
        if (e.hit) c.hits++;
        else c.misses++;
        const name = e.hit ? 'cache hit' : 'cache miss';
        out.instant(DEVICES_PID, tid, e.t, name, 'cache', { device: e.device, page: e.page });
        out.counter(DEVICES_PID, tid, e.t, `${e.device} cache`, { ...c });
      } else if (e.kind === 'write-buffer') {
        const tid = run.deviceThread(e.device, 0);
        if (tid === null) continue;
        out.counter(DEVICES_PID, tid, e.t, `${e.device} write buffer`, { pending: e.pending });
        if (e.change === 'full') {
          out.instant(DEVICES_PID, tid, e.t, 'write buffer full', 'cache', {
            device: e.device,
            pending: e.pending,
            capacity: e.capacity,
          });
        }
      }
    }
  },
};
