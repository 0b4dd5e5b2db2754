import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

/** Pinned: the version these tests were written against (verified to install from PyPI here). */
export const SCHEMATHESIS_VERSION = "4.32.5";

const repoRoot = new URL("../../", import.meta.url).pathname;
/** Git-ignored (`.cache/`), one virtual environment per pinned version. */
const cacheDir = join(repoRoot, ".cache", "schemathesis");
const venvDir = join(cacheDir, `venv-${SCHEMATHESIS_VERSION}`);
const stPath = join(venvDir, "bin", "st");

export const python = process.env.PYTHON ?? "python3";

/**
 * Why Schemathesis cannot run here, or null when it can. CI sets REQUIRE_SCHEMATHESIS=1, where a
 * missing Python is a failure instead of a skip.
 */
export function schemathesisUnavailable(): string | null {
  const probe = spawnSync(python, ["-c", "import venv, ensurepip"], { encoding: "utf8" });
  let reason: string | null = null;
  if (probe.error) reason = `no ${python} on PATH: install Python 3.9+ (Debian: python3 python3-venv) or set PYTHON`;
  else if (probe.status !== 0) reason = `${python} has no venv/ensurepip module: install Debian's python3-venv`;
  if (!reason) return null;
  if (process.env.REQUIRE_SCHEMATHESIS === "1") throw new Error(`REQUIRE_SCHEMATHESIS=1 but ${reason}`);
  console.warn(`Skipping the Schemathesis run: ${reason}`);
  return reason;
}

interface Finished {
  code: number | null;
  output: string;
}

/** Runs a command without blocking the test's event loop (the system under test logs through it). */
function run(command: string, args: string[], timeoutMs: number, cwd = repoRoot): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The `st` command, installed from PyPI into `.cache/schemathesis` on first use. */
export async function installSchemathesis(): Promise<string> {
  const installed = existsSync(stPath) ? await run(stPath, ["--version"], 60_000) : null;
  if (installed?.code === 0 && installed.output.includes(SCHEMATHESIS_VERSION)) return stPath;
  mkdirSync(cacheDir, { recursive: true });
  const steps: Array<[string, string[]]> = [
    [python, ["-m", "venv", "--clear", venvDir]],
    [
      join(venvDir, "bin", "python"),
      ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", `schemathesis==${SCHEMATHESIS_VERSION}`],
    ],
  ];
  for (const [command, args] of steps) {
    const step = await run(command, args, 300_000);
    if (step.code !== 0) throw new Error(`Installing Schemathesis failed at \`${command} ${args.join(" ")}\`:\n${step.output}`);
  }
  return stPath;
}

export interface SchemathesisRun {
  /** Where the system under test answers, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  /** A bearer token for the calls that need one. */
  token: string;
  /** Operations not to call (by operationId), each with why. */
  excludeOperationIds: string[];
  /** Test cases per operation and phase. */
  maxExamples: number;
  /** Seconds for the whole run. */
  maxSeconds: number;
  seed?: number;
}

/** The checks the run makes on every response. */
export const SCHEMATHESIS_CHECKS = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_schema_conformance",
  "response_headers_conformance",
  "negative_data_rejection",
  "unsupported_method",
  "ignored_auth",
];

/**
 * Fuzzes every operation of the system's own OpenAPI document with positive and negative data,
 * then the stateful phase along its links. Resolves with Schemathesis' exit code and report.
 */
export async function runSchemathesis(st: string, options: SchemathesisRun): Promise<Finished> {
  const args = [
    "--config-file",
    join(repoRoot, "e2e", "support", "schemathesis.toml"),
    "run",
    `${options.baseUrl}/api/openapi.json`,
    "--url",
    options.baseUrl,
    "--header",
    `Authorization: Bearer ${options.token}`,
    "--checks",
    SCHEMATHESIS_CHECKS.join(","),
    "--mode",
    "all",
    "--phases",
    "examples,coverage,fuzzing,stateful",
    "--max-examples",
    String(options.maxExamples),
    "--max-time",
    String(options.maxSeconds),
    // One worker: with two threads, Hypothesis' lambda descriptions (ast.parse) crash Python
    // before 3.11.8 ("AST constructor recursion depth mismatch"), failing the run with no API fault.
    "--workers",
    "1",
    "--request-timeout",
    "30",
    "--generation-database",
    "none",
    "--no-color",
    ...(options.seed === undefined ? [] : ["--seed", String(options.seed)]),
    ...options.excludeOperationIds.flatMap((id) => ["--exclude-operation-id", id]),
  ];
  // Run from the cache folder: Schemathesis keeps its crash files under the working directory.
  return run(st, args, (options.maxSeconds + 120) * 1000, cacheDir);
}
