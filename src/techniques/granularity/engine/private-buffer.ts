/**
 * A transaction's own page buffer, as each server process of the locking testbed keeps:
 * a few frames with LRU replacement, private to one attempt, so a hit means this attempt
 * read the page before. Nothing is shared, so no pinning or waiting. Write-back of dirty
 * pages is left out (the testbed's transactions only read).
 */
export class PrivateBuffer {
  /** Most recently used last. */
  private readonly pages: number[] = [];

  constructor(readonly capacity: number) {}

  /** True when the page is resident (it becomes most recently used). */
  touch(page: number): boolean {
    const i = this.pages.indexOf(page);
    if (i < 0) return false;
    this.pages.splice(i, 1);
    this.pages.push(page);
    return true;
  }

  /** Adds a page just read, evicting the least recently used when full. */
  insert(page: number): void {
    if (this.capacity === 0) return;
    if (this.pages.length >= this.capacity) this.pages.shift();
    this.pages.push(page);
  }
}
