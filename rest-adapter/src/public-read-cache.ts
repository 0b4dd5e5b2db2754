/** A public read's answer as it was sent: its status, its JSON, and the headers its route set. */
export interface StoredAnswer {
  status: number;
  json: string;
  headers: Record<string, string>;
}

/** Where an answer came from: kept, the answer another request was already reading, or read now. */
export type CacheOutcome = "hit" | "shared" | "miss";

export interface PublicReadCacheOptions {
  /** How long a 200 answer serves its URL; 0 keeps nothing (requests in flight still share). */
  ttlMs: number;
  /** URLs kept at most; past it the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Keeps public reads' answers for a moment, as a CDN in front would. Under load many shoppers ask
 * for the same store list, store and designs at once: while one request reads the graph for a
 * URL, the others wait for its answer instead of reading again, and a 200 answer then serves the
 * URL for `ttlMs`. That is far shorter than browsers may keep the same answer (its route's
 * `publicMaxAge`), so a change shows to anyone asking a moment later. Only answers nobody's data
 * is in come here (the caller checks: no token, no session).
 */
export class PublicReadCache {
  private readonly answers = new Map<string, { answer: StoredAnswer; until: number }>();
  private readonly inFlight = new Map<string, Promise<StoredAnswer>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.answers.size;
  }

  async read(url: string, produce: () => Promise<StoredAnswer>): Promise<{ answer: StoredAnswer; outcome: CacheOutcome }> {
    const kept = this.answers.get(url);
    if (kept && kept.until > this.now()) return { answer: kept.answer, outcome: "hit" };
    const pending = this.inFlight.get(url);
    if (pending) return { answer: await pending, outcome: "shared" };
    const reading = produce()
      .then((answer) => {
        if (answer.status === 200) this.keep(url, answer);
        return answer;
      })
      .finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, reading);
    return { answer: await reading, outcome: "miss" };
  }

  private keep(url: string, answer: StoredAnswer): void {
    if (this.options.ttlMs <= 0) return;
    const now = this.now();
    this.answers.delete(url); // re-inserted last: the Map's order is the order answers were kept
    if (this.answers.size >= this.options.maxEntries) {
      for (const [key, entry] of this.answers) if (entry.until <= now) this.answers.delete(key);
      while (this.answers.size >= this.options.maxEntries) {
        const oldest = this.answers.keys().next().value;
        if (oldest === undefined) break;
        this.answers.delete(oldest);
      }
    }
    this.answers.set(url, { answer, until: now + this.options.ttlMs });
  }
}
