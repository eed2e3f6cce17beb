// Paces a list that loads more as it is scrolled. GIPHY repeats results across offsets, so a page
// can add nothing new while the end of the list stays on screen: without a pace the next page was
// asked for at once, again and again (1,534 calls in 30 s against a key allowed 100 an hour).
// Pages are asked for at most once per `minInterval` ms, and after `staleLimit` pages in a row that
// add nothing the list ends.
export class LoadPacer {
  constructor({ minInterval = 1000, staleLimit = 3 } = {}) {
    this.minInterval = minInterval;
    this.staleLimit = staleLimit;
    this.reset();
  }

  reset() {
    this.lastStart = -Infinity;
    this.stale = 0;
    clearTimeout(this.timer);
    this.timer = 0;
  }

  /// True when a page may be asked for now; otherwise `retry` runs once the pace allows.
  ready(retry) {
    const wait = this.lastStart + this.minInterval - performance.now();
    if (wait <= 0) {
      this.lastStart = performance.now();
      return true;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = 0;
        retry();
      }, wait);
    }
    return false;
  }

  /// Records how many new items a page added; false once the list should end.
  added(count) {
    this.stale = count > 0 ? 0 : this.stale + 1;
    return this.stale < this.staleLimit;
  }
}
