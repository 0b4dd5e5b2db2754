import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { metrics } from "../telemetry/metrics.ts";
import { countWrites, type WriteCount } from "./write-count.ts";

// biome-ignore lint/suspicious/noExplicitAny: drizzle's schema type parameter is open by design.
export type Db = PgDatabase<PgQueryResultHKT, Record<string, any>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

/** One service's store: drizzle plus the few driver features drizzle does not cover. */
export interface Database {
  readonly db: Db;
  /**
   * How many statements that may have changed data have completed through this process's pool,
   * less those that wrote only the tables `ignoring` names: unchanged across a read means nothing
   * this process wrote landed meanwhile (see countWrites).
   */
  writes: WriteCount;
  /**
   * Calls `onNotify` with its payload for each NOTIFY on `channel` (delivered at commit). When its
   * connection drops (a restart, a failover) it connects and listens again, waiting longer after
   * each failure, and calls `onNotify("")` once listening again: notices sent meanwhile are lost,
   * so a listener treats it as "something may have changed". Returns an unlisten.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Holds a session-level advisory lock while the returned release is not called, so a job runs
   * on one replica at a time. Resolves false when another holder has it.
   */
  tryLock(key: string): Promise<false | (() => Promise<void>)>;
  /** Applies a folder of drizzle-kit migrations; `table` names the ledger when a database has several sets. */
  migrate(migrationsFolder: string, options?: { table?: string }): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string. */
  url: string;
  poolSize?: number;
  /** The `service` label of its pool metrics; defaults to the URL's database name (the service's, in every topology). */
  name?: string;
}

/** The first wait before listening again after the connection dropped; it doubles with each failure, up to the most. */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

export async function openDatabase({ url, poolSize = 10, name }: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  pool.on("error", () => {});
  const service = name ?? decodeURIComponent(new URL(url).pathname.slice(1));
  const untrackPool = metrics.trackPool(service, pool);
  timePoolWaits(pool, service);
  const writes = countWrites(pool);
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  const dedicated: pg.Client[] = [];
  let closing = false;
  const connectDedicated = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    await client.connect();
    dedicated.push(client);
    return client;
  };
  const dropDedicated = async (client: pg.Client) => {
    const index = dedicated.indexOf(client);
    if (index >= 0) dedicated.splice(index, 1);
    await client.end().catch(() => {});
  };
  return {
    db,
    writes,
    async listen(channel, onNotify) {
      let current: pg.Client | undefined;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;
      const connect = async () => {
        const client = await connectDedicated();
        client.on("notification", (message) => {
          if (message.channel === channel) onNotify(message.payload ?? "");
        });
        client.once("end", () => {
          if (stopped || closing || current !== client) return;
          current = undefined;
          void dropDedicated(client);
          reconnect();
        });
        try {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await dropDedicated(client);
          throw error;
        }
        current = client;
      };
      const reconnect = () => {
        const delay = Math.min(LISTEN_RETRY_MS * 2 ** failures, LISTEN_RETRY_MAX_MS);
        retry = setTimeout(async () => {
          if (stopped || closing) return;
          try {
            await connect();
            failures = 0;
            if (stopped || closing) {
              // Unlistened (or closed) while it was connecting: nothing may stay listening.
              if (current) await dropDedicated(current);
              current = undefined;
              return;
            }
            onNotify("");
          } catch {
            failures++;
            reconnect();
          }
        }, delay);
        // Waiting to listen again keeps no process alive.
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        if (current) await dropDedicated(current);
        current = undefined;
      };
    },
    async tryLock(key) {
      const client = await connectDedicated();
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [key]);
      if (!rows[0]?.locked) {
        await dropDedicated(client);
        return false;
      }
      // Ending the session releases the lock.
      return () => dropDedicated(client);
    },
    async migrate(migrationsFolder, options) {
      // Replicas starting together wait for each other instead of racing to create the same tables.
      const lock = await connectDedicated();
      try {
        await lock.query("select pg_advisory_lock(hashtext('highcotton-migrations'))");
        await migrateNodePg(db as never, { migrationsFolder, migrationsTable: options?.table });
      } finally {
        await dropDedicated(lock);
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      closing = true;
      untrackPool();
      await Promise.all(dedicated.map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/**
 * Times a checkout only when it has to wait for a busy connection to be released (every idle
 * connection and every connection the pool may still open is claimed by callers queued before it):
 * the usual checkout costs a few property reads. pg's `query` checks out through `connect` too.
 */
function timePoolWaits(pool: pg.Pool, service: string): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  const max = pool.options.max ?? 10;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    // Free: an idle connection or room for a new one that no caller queued before this one has claimed.
    const free = pool.idleCount + max - pool.totalCount - pool.waitingCount;
    if (free > 0 || !metrics.recording) return connect(callback);
    const started = performance.now();
    const waited = () => metrics.observePoolWait(service, (performance.now() - started) / 1000);
    if (callback) {
      return connect((...args) => {
        waited();
        callback(...args);
      });
    }
    return connect()?.finally(waited);
  }) as typeof pool.connect;
}
