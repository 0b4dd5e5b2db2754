/**
 * At most `limit` tasks run at once; the others wait their turn in order. Decoding a photo of up to
 * 40 megapixels holds its pixels in memory, so a burst of uploads must queue rather than decode
 * all at once.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A concurrency limit must be a positive integer, not ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
