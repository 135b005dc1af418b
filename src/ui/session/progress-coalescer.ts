/**
 * Progress messages, coalesced: a worker reports progress many times a second per run, and
 * each report that reaches the batch store re-renders the page's header, status and
 * progress bars. The coalescer keeps the latest report per run and hands them on together
 * at most once per interval (trailing, so the last report always arrives); `flush` hands
 * on what is pending at once (before an outcome, so the order stays exact) and `cancel`
 * drops it. Leaves out the timer's clock (setTimeout).
 */

export class ProgressCoalescer<P> {
  private readonly pending = new Map<number, P>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = -Infinity;

  constructor(
    private readonly deliver: (updates: ReadonlyMap<number, P>) => void,
    private readonly intervalMs = 200,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Notes run `index`'s latest progress; delivered within the interval. */
  push(index: number, progress: P): void {
    this.pending.set(index, progress);
    if (this.timer !== null) return;
    const wait = Math.max(0, this.intervalMs - (this.now() - this.last));
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Delivers whatever is pending now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    this.last = this.now();
    const updates = new Map(this.pending);
    this.pending.clear();
    this.deliver(updates);
  }

  /** Drops what is pending. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
