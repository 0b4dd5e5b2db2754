import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { lockToolCache, runTool } from "./tool-cache.ts";

/** A running stripe-mock: Stripe's API answering canned objects, validating every request against Stripe's OpenAPI. */
export interface StripeMock {
  url: string;
  stop(): Promise<void>;
}

/** The stripe-mock release the tests are written against (its fixtures decide the canned answers). */
export const STRIPE_MOCK_VERSION = "v0.203.0";
const MODULE = "github.com/stripe/stripe-mock";

export const NO_STRIPE_MOCK_MESSAGE = `no stripe-mock: Go is needed once to build ${MODULE}@${STRIPE_MOCK_VERSION} into .cache/stripe-mock`;

/**
 * stripe-mock, built once with `go install` into `.cache/stripe-mock` (later runs start it from
 * the cache, offline) and started on a port the system picks. Without the binary or Go, `{ skip }`
 * says what is missing; CI sets REQUIRE_STRIPE_MOCK=1, and there a skip is a failure.
 */
export async function startStripeMock(): Promise<StripeMock | { skip: string }> {
  const binary = await findOrBuild();
  if ("skip" in binary) {
    if (process.env.REQUIRE_STRIPE_MOCK === "1") throw new Error(`REQUIRE_STRIPE_MOCK=1 but ${binary.skip}`);
    return binary;
  }
  return start(binary.path);
}

async function findOrBuild(): Promise<{ path: string } | { skip: string }> {
  const cacheDir = join(repositoryRoot(), ".cache", "stripe-mock");
  const path = join(cacheDir, "stripe-mock");
  const marker = join(cacheDir, `.complete-${STRIPE_MOCK_VERSION}`);
  if (existsSync(marker) && existsSync(path)) return { path };
  if (!(await runTool("go", ["version"], 30_000)).ok) return { skip: NO_STRIPE_MOCK_MESSAGE };
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockToolCache(join(cacheDir, ".build.lock"));
  try {
    if (existsSync(marker) && existsSync(path)) return { path }; // another test process built it meanwhile
    console.info(`Building ${MODULE}@${STRIPE_MOCK_VERSION} into ${cacheDir} (first run only)`);
    const built = await runTool("go", ["install", `${MODULE}@${STRIPE_MOCK_VERSION}`], 600_000, { env: { GOBIN: cacheDir } });
    if (!built.ok || !existsSync(path)) {
      const detail = built.output.trim().split("\n").slice(-5).join(" ");
      return { skip: `no stripe-mock: go install ${MODULE}@${STRIPE_MOCK_VERSION} failed (${detail})` };
    }
    writeFileSync(marker, `${new Date().toISOString()}\n`);
    return { path };
  } finally {
    release();
  }
}

function start(binary: string): Promise<StripeMock> {
  return new Promise((resolve, reject) => {
    // Port 0: the system picks a free one, which stripe-mock prints.
    const child = spawn(binary, ["-http-addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "pipe"] });
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`stripe-mock did not start within 30 s:\n${output}`));
    }, 30_000);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening for HTTP at address: \S*:(\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout?.off("data", onOutput);
      child.stderr?.off("data", onOutput);
      resolve({
        url: `http://127.0.0.1:${listening[1]}`,
        async stop() {
          process.off("exit", killOnExit);
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-mock exited (${code}) while starting:\n${output}`));
    });
  });
}

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Could not find the repository root (a package.json with workspaces)");
    dir = parent;
  }
}
