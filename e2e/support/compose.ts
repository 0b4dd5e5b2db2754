import { execFile, execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { IMAGES_ENV } from "../../scripts/compose-project.ts";

const repoRoot = new URL("../../", import.meta.url).pathname;
/** Every test topology's project name starts with this, so a crashed run's leftovers can be found. */
export const PROJECT_PREFIX = "highcotton-e2e-";

/** What a test needs to reach and steer one `docker compose` topology (plain data, for `provide`). */
export interface ComposeTopology {
  project: string;
  /** The web edge, as a browser reaches it. */
  url: string;
  /** Jaeger's query API and UI, published on the loopback. */
  traceViewerUrl: string;
  /** Holds keys/jwt-es256.key.pem, the topology's signing key, where the operator command looks. */
  dataDir: string;
  /** The project's settings: the images, the key pair, the port, and whatever tests added. */
  envFile: string;
  /** Local-only changes: MinIO publishes no port, so topologies never collide. */
  overrideFile: string;
  /** The Compose command: "docker compose" or the path of a built docker-compose. */
  composeCommand: string[];
}

/** Settings of a file such as images.env or .env: KEY=VALUE lines, "#" comments, optional quotes. */
export function readEnvFile(path: string): Record<string, string> {
  const settings: Record<string, string> = {};
  const text = readFileSync(path, "utf8");
  for (const match of text.matchAll(/^([A-Z0-9_]+)=("(?:[^"\\]|\\.)*"|[^\n]*)$/gm)) {
    const [, key = "", raw = ""] = match;
    settings[key] = raw.startsWith('"') ? raw.slice(1, -1).replaceAll("\\n", "\n").replaceAll('\\"', '"') : raw;
  }
  return settings;
}

function writeEnvFile(path: string, settings: Record<string, string>): void {
  const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n")}"`;
  writeFileSync(
    path,
    `${Object.entries(settings)
      .map(([key, value]) => `${key}=${quote(value)}`)
      .join("\n")}\n`,
    {
      mode: 0o600,
    },
  );
}

/**
 * Compose's environment: the runner's, but every trace recorded, since the journeys find a
 * checkout's trace by the id they send and the web edge samples by the ratio alone. A shell's
 * setting would take precedence over the env file's.
 */
const composeEnv = (): NodeJS.ProcessEnv => ({ ...process.env, OTEL_TRACES_SAMPLER_ARG: "1" });

/** Runs Compose on the topology; resolves with its exit code and everything it printed. */
export function compose(
  topology: ComposeTopology,
  args: string[],
  timeoutMs = 300_000,
): Promise<{ code: number; output: string }> {
  const [command = "docker", ...base] = topology.composeCommand;
  const all = [...base, "-p", topology.project, "-f", "docker-compose.yml", "-f", topology.overrideFile];
  return new Promise((resolve) => {
    execFile(
      command,
      [...all, "--env-file", topology.envFile, ...args],
      { cwd: repoRoot, env: composeEnv(), timeout: timeoutMs, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Like `compose`, but a failure throws with Compose's output. */
export async function composeOrThrow(topology: ComposeTopology, args: string[], timeoutMs?: number): Promise<string> {
  const { code, output } = await compose(topology, args, timeoutMs);
  if (code !== 0) throw new Error(`docker compose ${args.join(" ")} exited with ${code}:\n${output}`);
  return output;
}

/** The same, synchronously: for RunningSystem's synchronous output() and storedFiles(). */
export function composeSync(topology: ComposeTopology, args: string[]): string {
  const [command = "docker", ...base] = topology.composeCommand;
  return execFileSync(
    command,
    [
      ...base,
      "-p",
      topology.project,
      "-f",
      "docker-compose.yml",
      "-f",
      topology.overrideFile,
      "--env-file",
      topology.envFile,
      ...args,
    ],
    { cwd: repoRoot, env: composeEnv(), encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] },
  );
}

/**
 * Everything a new topology needs, in a fresh folder: a P-256 key pair (the private half where
 * the operator command finds it), free ports for the web edge and Jaeger, the images `npm run images`
 * built, and an override that publishes no MinIO port. Nothing is started.
 */
export async function prepareTopology(): Promise<ComposeTopology> {
  if (!existsSync(IMAGES_ENV)) throw new Error(`No ${IMAGES_ENV}: run npm run images first`);
  const images = readEnvFile(IMAGES_ENV);
  const dir = mkdtempSync(join(tmpdir(), PROJECT_PREFIX));
  const dataDir = join(dir, "data");
  mkdirSync(join(dataDir, "keys"), { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  writeFileSync(join(dataDir, "keys", "jwt-es256.key.pem"), privateKey, { mode: 0o600 });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const jaegerPort = await freePort();
  const { DOCKER_COMPOSE = "docker compose", ...imageSettings } = images;
  const envFile = join(dir, "compose.env");
  writeEnvFile(envFile, {
    ...imageSettings,
    JWT_PRIVATE_KEY: privateKey,
    JWT_PUBLIC_KEY: publicKey,
    ADS_IMPRESSION_TOKEN_SECRET: randomBytes(32).toString("hex"),
    WEB_BIND: "127.0.0.1",
    WEB_PORT: String(port),
    JAEGER_PORT: String(jaegerPort),
    PUBLIC_URL: url,
    LOG_LEVEL: "info",
    // Behind Docker's published port every caller has the engine's address, so the limit per
    // address would count every journey's failed sign-ins (Schemathesis makes hundreds) as one
    // caller's. The limit per username and address, which the journeys check, stays as it is.
    LOGIN_MAX_FAILURES_PER_ADDRESS: "1000000",
    // The journeys' calls reach the edge through Docker's port forwarding (a bridge address, or
    // the loopback with the userland proxy); each journey names its client as apiClient does.
    TRUSTED_PROXIES: "127.0.0.1,::1,172.16.0.0/12,192.168.0.0/16,10.0.0.0/8",
  });
  const overrideFile = join(dir, "compose.override.yml");
  writeFileSync(overrideFile, "services:\n  minio:\n    ports: !reset []\n");
  return {
    project: `${PROJECT_PREFIX}${Date.now().toString(36)}`,
    url,
    traceViewerUrl: `http://127.0.0.1:${jaegerPort}`,
    dataDir,
    envFile,
    overrideFile,
    composeCommand: DOCKER_COMPOSE.split(" ").filter(Boolean),
  };
}

/**
 * Brings the topology to the given settings and waits until every container is healthy: the
 * first call starts it; later calls with new settings recreate only the containers whose
 * configuration changed (Compose compares), the rest keep running. Settings accumulate.
 */
export async function upTopology(topology: ComposeTopology, settings: Record<string, string> = {}): Promise<void> {
  const current = readEnvFile(topology.envFile);
  writeEnvFile(topology.envFile, { ...current, ...settings });
  await composeOrThrow(topology, ["up", "-d", "--wait", "--no-build"], 600_000);
}

export async function downTopology(topology: ComposeTopology): Promise<void> {
  await compose(topology, ["down", "-v", "--remove-orphans", "-t", "10"], 300_000);
}

/** The keys of every object in the topology's bucket, as paths under "objects/" like the embedded store's. */
export function storedObjects(topology: ComposeTopology): string[] {
  const listing = composeSync(topology, [
    "exec",
    "-T",
    "minio",
    "sh",
    "-c",
    'mc alias set e2e http://127.0.0.1:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" > /dev/null && mc ls --recursive --json e2e/highcotton',
  ]);
  return listing
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { key: string }).key)
    .map((key) => join(topology.dataDir, "objects", key));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
