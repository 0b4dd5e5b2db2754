import type { RequestContext } from "../auth/request-context.ts";

/**
 * How long a shared answer is given again. Changes this process writes drop every kept answer at
 * once; this bounds how long a change another process wrote (another replica, a worker) can go
 * unseen. It is the REST adapter's PUBLIC_READ_CACHE_MS default, far inside what browsers are told.
 */
export const SHARED_ANSWER_MS = 1000;
/** All kept answers with their keys stay under this many characters, and this many answers. */
const SHARED_ANSWERS_MAX_CHARS = 8_000_000;
const SHARED_ANSWERS_MAX = 5_000;
/** What an entry costs beyond its key and JSON, in characters: the map's slot and the record. */
const ENTRY_OVERHEAD_CHARS = 200;
/** Variables longer than this are not a key worth keeping (a page of representations, say). */
const SHARED_KEY_MAX_CHARS = 2_000;

/** What the request context says about who is asking. */
const VIEWER_FIELDS = new Set<PropertyKey>(["user", "operator", "tokenRejected", "signedOut", "sessionId", "clientAddress"]);
type ViewerField = keyof RequestContext;
/** Nobody signed in, no session, no address: a value every anonymous asker without it shares. */
const absent = (value: unknown) => value === null || value === undefined || value === false;

export interface SharedReadsOptions {
  /**
   * Root query fields whose answers are the same for everyone asking while nothing changes: the
   * service's public read models. An answer is shared only when every root field read is listed
   * and no resolver looked at who asked.
   */
  rootFields: readonly string[];
  /** The service's count of completed writes (Database.writes): a change empties what is kept. */
  writes: () => number;
  now?: () => number;
}

interface Kept {
  /** Characters counted against SHARED_ANSWERS_MAX_CHARS. */
  size: number;
  /** What its read looked at about who asked, all absent then: given only to askers without them too. */
  lookedAt: readonly ViewerField[];
  /**
   * The answer as sent over HTTP, serialized once. A caller in this process gets its own parse of
   * it: the gateway merges other subgraphs' fields into the objects it is given.
   */
  json: string;
  writes: number;
  until: number;
}

/**
 * Answers to public reads, kept for a moment and given to whoever asks the same query with the same
 * variables next: a storefront many shoppers open at once is read once, not once per shopper, by
 * the gateway's in-process path and over HTTP alike. Kept only while no write of this service has
 * completed since the read began, and for at most SHARED_ANSWER_MS.
 *
 * Whether an answer may be shared is decided twice, so a new field cannot leak one viewer's data
 * to another by being forgotten: the service lists the root fields that are public read models,
 * and the read runs with a context that notes any look at who is asking (the user, operator,
 * session or address). An answer that looked at one who was there is personal and never kept; one
 * that looked only to find nobody (no user signed in, say) is given only to askers without one.
 */
export class SharedAnswers {
  private readonly rootFields: ReadonlySet<string>;
  private readonly kept = new Map<string, Kept>();
  /** Reads under way, by key: an asker who finds one waits for it instead of reading too. */
  private readonly reading = new Map<string, Promise<void>>();
  private chars = 0;
  private readonly now: () => number;

  constructor(private readonly options: SharedReadsOptions) {
    this.rootFields = new Set(options.rootFields);
    this.now = options.now ?? Date.now;
  }

  /** True when every one of an operation's root fields is a listed public read. */
  covers(rootFields: readonly string[]): boolean {
    return rootFields.length > 0 && rootFields.every((field) => this.rootFields.has(field));
  }

  /** The key of one query's answer with these variables, or undefined when it is not worth keeping. */
  keyOf(queryKey: string, variables: unknown): string | undefined {
    const text = variables === undefined || variables === null ? "{}" : JSON.stringify(variables);
    return text.length > SHARED_KEY_MAX_CHARS ? undefined : `${queryKey}\n${text}`;
  }

  /** The kept answer for `key` that `context` may have, when nothing has changed since it was read and it is still fresh. */
  get(key: string, context: RequestContext): Kept | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.writes !== this.options.writes() || kept.until <= this.now()) {
      this.drop(key, kept);
      return undefined;
    }
    return kept.lookedAt.every((field) => absent(context[field])) ? kept : undefined;
  }

  /**
   * The end of a read of `key` already under way, if any: an asker who finds one waits for it and
   * looks again, so when a kept answer runs out under load one read renews it, not every asker's.
   */
  underWay(key: string): Promise<void> | undefined {
    return this.reading.get(key);
  }

  /** Starts a read of `key`: the context it runs with, how to keep its answer, and its end. */
  begin(key: string, context: RequestContext): SharedRead {
    let finished = () => {};
    if (!this.reading.has(key)) {
      this.reading.set(
        key,
        new Promise<void>((resolve) => {
          finished = () => {
            this.reading.delete(key);
            resolve();
          };
        }),
      );
    }
    const writes = this.options.writes();
    // Fresh for a moment from when the read began: a slow read does not stretch what others may miss.
    const until = this.now() + SHARED_ANSWER_MS;
    const lookedAt = new Set<ViewerField>();
    let personal = false;
    const watched = new Proxy(context, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (VIEWER_FIELDS.has(property)) {
          lookedAt.add(property as ViewerField);
          if (!absent(value)) personal = true;
        }
        return value;
      },
    });
    return {
      context: watched,
      done: finished,
      keep: (data) => {
        if (personal) return { outcome: "personal" };
        // A write landed while it read: the answer may predate it and would never be given.
        if (writes !== this.options.writes()) return { outcome: "miss" };
        const json = `${JSON.stringify({ data })}\n`;
        const size = key.length + json.length + ENTRY_OVERHEAD_CHARS;
        if (size > SHARED_ANSWERS_MAX_CHARS / 8) return { outcome: "miss", json };
        const previous = this.kept.get(key);
        if (previous) this.drop(key, previous);
        this.kept.set(key, { size, lookedAt: [...lookedAt], json, writes, until });
        this.chars += size;
        // Oldest first (a Map iterates in insertion order): the expired, then any over the bounds.
        const now = this.now();
        for (const [oldestKey, oldest] of this.kept) {
          const over = this.chars > SHARED_ANSWERS_MAX_CHARS || this.kept.size > SHARED_ANSWERS_MAX;
          if (!over && oldest.until > now) break;
          this.drop(oldestKey, oldest);
        }
        return { outcome: "miss", json };
      },
    };
  }

  private drop(key: string, kept: Kept): void {
    this.kept.delete(key);
    this.chars -= kept.size;
  }
}

export interface SharedRead {
  /** The request context to run the read with: it notes each look at who is asking. */
  context: RequestContext;
  /**
   * Keeps a clean answer unless it looked at someone who asked or a write landed while it read;
   * says which it was, with the answer serialized when it was.
   */
  keep(data: unknown): { outcome: "miss" | "personal"; json?: string };
  /** Ends the read, kept or not (an error, a throw): askers waiting for it go on. */
  done(): void;
}
