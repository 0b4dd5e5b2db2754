import { readFileSync } from "node:fs";
import { localImage } from "./local-images.ts";

/**
 * Testcontainers, loaded on first use, without its Ryuk reaper: Ryuk's image lives on a public
 * registry the engine may not reach. Each test stops what it starts, and every container carries
 * the `org.highcotton.test` label so a crashed run's leftovers are easy to find and remove.
 */
export async function testcontainers(): Promise<typeof import("testcontainers")> {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
  return import("testcontainers");
}

export const TEST_CONTAINER_LABEL = { "org.highcotton.test": "true" };

/** A PostgreSQL server in a container of POSTGRES_IMAGE. */
export interface PostgresContainer {
  host: string;
  port: number;
  /** The superuser's connection string to `database` (default `postgres`). */
  adminUrl(database?: string): string;
  /** The connection string of a login role to a database. */
  urlFor(role: string, password: string, database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts POSTGRES_IMAGE as docker-compose.yml does: the superuser's password, `environment` for
 * the init scripts, and `initScripts` (host files) run once on the empty cluster. Ready when the
 * server answers over TCP, which the image allows only after the init scripts ran.
 */
export async function startPostgresContainer(
  options: { initScripts?: string[]; environment?: Record<string, string> } = {},
): Promise<PostgresContainer> {
  const { GenericContainer, Wait } = await testcontainers();
  const password = "postgres-test";
  const container = await new GenericContainer(localImage("POSTGRES_IMAGE"))
    .withLabels(TEST_CONTAINER_LABEL)
    .withExposedPorts(5432)
    .withEnvironment({ POSTGRES_PASSWORD: password, ...options.environment })
    .withCopyContentToContainer(
      (options.initScripts ?? []).map((file, index) => ({
        content: readFileSync(file),
        target: `/docker-entrypoint-initdb.d/${String(index).padStart(2, "0")}-${file.split("/").pop()}`,
      })),
    )
    .withWaitStrategy(Wait.forSuccessfulCommand("pg_isready -h 127.0.0.1 -U postgres"))
    .withStartupTimeout(120_000)
    .start();
  const host = container.getHost();
  const port = container.getMappedPort(5432);
  const url = (role: string, secret: string, database: string) =>
    `postgres://${encodeURIComponent(role)}:${encodeURIComponent(secret)}@${host}:${port}/${encodeURIComponent(database)}`;
  return {
    host,
    port,
    adminUrl: (database = "postgres") => url("postgres", password, database),
    urlFor: url,
    async stop() {
      await container.stop({ remove: true, removeVolumes: true });
    },
  };
}

/** An S3 server in a container of MINIO_IMAGE. */
export interface S3Container {
  endpoint: string;
  host: string;
  port: number;
  rootUser: string;
  rootPassword: string;
  /** Runs `mc` inside the container against the server, as the root user (alias `local`). */
  mc(...args: string[]): Promise<string>;
  /** Writes a file inside the container, for `mc` commands that read one (policies). */
  writeFile(path: string, content: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts MINIO_IMAGE's server, ready when `mc ready` answers, with an `mc` alias for the root user. */
export async function startS3Container(): Promise<S3Container> {
  const { GenericContainer, Wait } = await testcontainers();
  const rootUser = "minio-test-admin";
  const rootPassword = "minio-test-admin-secret";
  const container = await new GenericContainer(localImage("MINIO_IMAGE"))
    .withLabels(TEST_CONTAINER_LABEL)
    .withExposedPorts(9000)
    .withEnvironment({ MINIO_ROOT_USER: rootUser, MINIO_ROOT_PASSWORD: rootPassword })
    .withCommand(["server", "/data"])
    .withWaitStrategy(Wait.forSuccessfulCommand("mc ready local"))
    .withStartupTimeout(120_000)
    .start();
  const mc = async (...args: string[]) => {
    const result = await container.exec(["mc", ...args]);
    if (result.exitCode !== 0) throw new Error(`mc ${args.join(" ")} failed (${result.exitCode}): ${result.output}`);
    return result.output;
  };
  await mc("alias", "set", "local", "http://127.0.0.1:9000", rootUser, rootPassword);
  const host = container.getHost();
  const port = container.getMappedPort(9000);
  return {
    endpoint: `http://${host}:${port}`,
    host,
    port,
    rootUser,
    rootPassword,
    mc,
    async writeFile(path, content) {
      await container.copyContentToContainer([{ content, target: path }]);
    },
    async stop() {
      await container.stop({ remove: true, removeVolumes: true });
    },
  };
}
