/** A public read's answer as it was sent: its status, its JSON, and the headers its route set. */
export interface StoredAnswer {
  status: number;
  json: string;
  headers: Record<string, string>;
}

/**
 * Where an answer came from: kept and fresh, kept past its freshness while one read renews it,
 * the answer another request was already reading, or read now.
 */
export type CacheOutcome = "hit" | "stale" | "shared" | "miss";

export interface PublicReadCacheOptions {
  /** How long a 200 answer serves its URL; 0 keeps nothing (requests in flight still share). */
  ttlMs: number;
  /**
   * How much longer it may still serve while one request reads it again (never to a URL whose
   * renewal failed): under load, nobody waits for the renewing read.
   */
  staleMs: number;
  /** URLs kept at most; past it the one least recently asked for goes first. */
  maxEntries: number;
  /** Told when a background renewal fails (the kept answer is then dropped). */
  onRenewalFailed?: (url: string, error: unknown) => void;
  now?: () => number;
}

/**
 * Keeps public reads' answers for a moment, as a CDN in front would. Under load many shoppers ask
 * for the same store list, store and designs at once: while one request reads the graph for a
 * URL, the others wait for its answer instead of reading again, and a 200 answer then serves the
 * URL for `ttlMs`; past that, for `staleMs` more, the kept answer is still given at once while
 * one request in the background reads the URL again. Both are inside what browsers may keep the
 * same answer (its route's `publicMaxAge`), so a change shows to anyone asking a moment later.
 * Only answers nobody's data is in come here (the caller checks: no token, no session).
 */
export class PublicReadCache {
  private readonly answers = new Map<string, { answer: StoredAnswer; until: number; staleUntil: number }>();
  private readonly inFlight = new Map<string, Promise<StoredAnswer>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.answers.size;
  }

  async read(url: string, produce: () => Promise<StoredAnswer>): Promise<{ answer: StoredAnswer; outcome: CacheOutcome }> {
    const now = this.now();
    const kept = this.answers.get(url);
    if (kept && kept.staleUntil > now) {
      // Asked for again: last in the Map's order, the last to be pushed out.
      this.answers.delete(url);
      this.answers.set(url, kept);
    }
    if (kept && kept.until > now) return { answer: kept.answer, outcome: "hit" };
    if (kept && kept.staleUntil > now) {
      // Renewed in the background; a failed renewal drops the kept answer, so the next asks afresh.
      if (!this.inFlight.has(url)) {
        this.start(url, produce).catch((error: unknown) => {
          this.answers.delete(url);
          this.options.onRenewalFailed?.(url, error);
        });
      }
      return { answer: kept.answer, outcome: "stale" };
    }
    const pending = this.inFlight.get(url);
    if (pending) return { answer: await pending, outcome: "shared" };
    return { answer: await this.start(url, produce), outcome: "miss" };
  }

  private start(url: string, produce: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
    const reading = produce()
      .then((answer) => {
        if (answer.status === 200) this.keep(url, answer);
        else this.answers.delete(url);
        return answer;
      })
      .finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, reading);
    return reading;
  }

  private keep(url: string, answer: StoredAnswer): void {
    if (this.options.ttlMs <= 0) return;
    const now = this.now();
    this.answers.delete(url); // re-inserted last: the Map's order is the order answers were last used
    if (this.answers.size >= this.options.maxEntries) {
      for (const [key, entry] of this.answers) if (entry.staleUntil <= now) this.answers.delete(key);
      while (this.answers.size >= this.options.maxEntries) {
        const oldest = this.answers.keys().next().value;
        if (oldest === undefined) break;
        this.answers.delete(oldest);
      }
    }
    this.answers.set(url, {
      answer,
      until: now + this.options.ttlMs,
      staleUntil: now + this.options.ttlMs + this.options.staleMs,
    });
  }
}
