import type pg from "pg";

/**
 * Statements that cannot change what a later read sees: reads, and a transaction's own bookkeeping.
 * Anything else (INSERT, UPDATE, DELETE, a data-modifying WITH, COMMIT, DDL, EXPLAIN ANALYZE, a
 * statement this list does not know, several statements in one text) counts as a change: an
 * unknown statement costs a kept answer, never a stale one.
 */
const READS_ONLY = /^\s*(select|show|begin|start|set|reset|listen|unlisten|rollback|savepoint|release|values|fetch)\b/i;
const SEVERAL_STATEMENTS = /;\s*\S/;
const OPENS = /^\s*(begin|start\s+transaction)\b/i;
const CLOSES = /^\s*(commit|end|rollback|abort)\b/i;
/** Back to a savepoint: the transaction stays open, and what it wrote before still commits. */
const TO_SAVEPOINT = /^\s*rollback\s+(?:work\s+|transaction\s+)?to\b/i;
const COMMITS = /^\s*(commit|end)\b/i;
/** The one table an INSERT, UPDATE or DELETE as drizzle writes it changes. */
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][\w]*)"?\s/i;

/** True when `text` may change data another connection could read. */
export const mayChangeData = (text: string | undefined): boolean =>
  text === undefined || !READS_ONLY.test(text) || SEVERAL_STATEMENTS.test(text);

/**
 * How many statements that may have changed data have completed, less those that changed only
 * the tables `ignoring` names (record-keeping a caller knows its reads never look at).
 */
export type WriteCount = (ignoring?: readonly string[]) => number;

/**
 * Counts the statements that may have changed data, as each completes, on every connection the
 * pool opens (pg's `pool.query` checks out through the same connections). A reader that notes the
 * count before reading and finds it unchanged after knows no change through this pool completed
 * meanwhile. Inside a transaction each write counts as it completes and again at its COMMIT, when
 * it becomes visible to others; a transaction that wrote nothing commits uncounted. A write whose
 * one table is known counts for that table too, so a reader may set aside tables it never reads.
 */
export function countWrites(pool: pg.Pool): WriteCount {
  let total = 0;
  const byTable = new Map<string, number>();
  const counted = (tables: Iterable<string | null>) => {
    for (const table of tables) {
      total++;
      if (table !== null) byTable.set(table, (byTable.get(table) ?? 0) + 1);
    }
  };
  pool.on("connect", (client) => {
    // The prototype's query as it is at each call: tracing may patch it after this connection opened.
    const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const query = (...args: unknown[]) => prototype.query.apply(client, args);
    let inTransaction = false;
    /** The tables the open transaction wrote (null: one it could not name), counted again at COMMIT. */
    const written = new Set<string | null>();
    client.query = ((...args: unknown[]) => {
      const config = args[0] as string | { text?: string; callback?: unknown } | undefined;
      const text = typeof config === "string" ? config : config?.text;
      let changed: Array<string | null>;
      if (text !== undefined && OPENS.test(text)) {
        inTransaction = true;
        written.clear();
        return query(...args);
      }
      if (text !== undefined && TO_SAVEPOINT.test(text)) return query(...args);
      if (text !== undefined && CLOSES.test(text)) {
        changed = COMMITS.test(text) ? [...written] : [];
        inTransaction = false;
        written.clear();
      } else if (mayChangeData(text)) {
        changed = [(text !== undefined && !SEVERAL_STATEMENTS.test(text) && TARGET.exec(text)?.[1]) || null];
        if (inTransaction) for (const table of changed) written.add(table);
      } else {
        return query(...args);
      }
      if (changed.length === 0) return query(...args);
      const done = () => counted(changed);
      const last = args.at(-1);
      if (typeof last === "function") {
        // pg's pool.query and callback callers: counted before the caller hears it finished.
        args[args.length - 1] = (...outcome: unknown[]) => {
          done();
          last(...outcome);
        };
        return query(...args);
      }
      if (typeof config === "object" && config !== null && typeof config.callback === "function") {
        const callback = config.callback as (...outcome: unknown[]) => void;
        config.callback = (...outcome: unknown[]) => {
          done();
          callback(...outcome);
        };
        return query(...args);
      }
      const submitted = query(...args) as { then?: unknown; once?: (event: string, listener: () => void) => void };
      if (typeof submitted?.then === "function") {
        (submitted as Promise<unknown>).then(done, done);
        return submitted;
      }
      // A cursor or stream: counted now and when it ends.
      done();
      submitted?.once?.("end", done);
      return submitted;
    }) as typeof client.query;
  });
  return (ignoring = []) => {
    let writes = total;
    for (const table of ignoring) writes -= byTable.get(table) ?? 0;
    return writes;
  };
}
