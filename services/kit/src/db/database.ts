import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { metrics } from "../telemetry/metrics.ts";

// biome-ignore lint/suspicious/noExplicitAny: drizzle's schema type parameter is open by design.
export type Db = PgDatabase<PgQueryResultHKT, Record<string, any>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

/** One service's store: drizzle plus the few driver features drizzle does not cover. */
export interface Database {
  readonly db: Db;
  /** Calls `onNotify` with its payload for each NOTIFY on `channel` (delivered at commit). Returns an unlisten. */
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

export async function openDatabase({ url, poolSize = 10, name }: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  pool.on("error", () => {});
  const service = name ?? decodeURIComponent(new URL(url).pathname.slice(1));
  const untrackPool = metrics.trackPool(service, pool);
  timePoolWaits(pool, service);
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  const dedicated: pg.Client[] = [];
  const connectDedicated = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    await client.connect();
    dedicated.push(client);
    return client;
  };
  const dropDedicated = async (client: pg.Client) => {
    dedicated.splice(dedicated.indexOf(client), 1);
    await client.end().catch(() => {});
  };
  return {
    db,
    async listen(channel, onNotify) {
      const client = await connectDedicated();
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => dropDedicated(client);
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
