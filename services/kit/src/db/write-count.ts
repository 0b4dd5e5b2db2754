import type pg from "pg";

/**
 * Statements that cannot change what a later read sees: reads, and a transaction's own bookkeeping.
 * Anything else (INSERT, UPDATE, DELETE, a data-modifying WITH, COMMIT, DDL, a statement this list
 * does not know) counts as a change: an unknown statement costs a kept answer, never a stale one.
 */
const READS_ONLY = /^\s*(select|show|begin|start|set|reset|listen|unlisten|rollback|savepoint|release|explain|values|fetch)\b/i;

/** True when `text` may change data another connection could read. */
export const mayChangeData = (text: string | undefined): boolean => text === undefined || !READS_ONLY.test(text);

/**
 * Counts the statements that may have changed data, as each completes, on every connection the
 * pool opens (pg's `pool.query` checks out through the same connections). A reader that notes the
 * count before reading and finds it unchanged after knows no change through this pool completed
 * meanwhile; a COMMIT counts when it completes, after its writes became visible to others.
 */
export function countWrites(pool: pg.Pool): () => number {
  let writes = 0;
  const counted = () => {
    writes++;
  };
  pool.on("connect", (client) => {
    // The prototype's query as it is at each call: tracing may patch it after this connection opened.
    const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const query = (...args: unknown[]) => prototype.query.apply(client, args);
    client.query = ((...args: unknown[]) => {
      const config = args[0] as string | { text?: string; submit?: unknown } | undefined;
      const text = typeof config === "string" ? config : config?.text;
      if (!mayChangeData(text)) return query(...args);
      const last = args.at(-1);
      if (typeof last === "function") {
        // pg's pool.query and callback callers: count before the caller hears it finished.
        args[args.length - 1] = (...outcome: unknown[]) => {
          counted();
          last(...outcome);
        };
        return query(...args);
      }
      const submitted = query(...args) as { then?: unknown; once?: (event: string, listener: () => void) => void };
      if (typeof submitted?.then === "function") {
        (submitted as Promise<unknown>).then(counted, counted);
        return submitted;
      }
      // A cursor or stream: counted now and when it ends.
      counted();
      submitted?.once?.("end", counted);
      return submitted;
    }) as typeof client.query;
  });
  return () => writes;
}
