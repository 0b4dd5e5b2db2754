import { execFile } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";

/**
 * Helpers for tests that fetch or build a real tool into an ignored cache folder (Kafka's jars,
 * stripe-mock): run a command with a time limit, and hold a lock so test files running at once do
 * not fetch the same tool twice.
 */

/** Runs a command; `ok` when it exits 0 within the time limit. Output is stdout and stderr. */
export function runTool(
  command: string,
  args: string[],
  timeoutMs: number,
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        timeout: timeoutMs,
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        maxBuffer: 16 * 1024 * 1024,
        killSignal: "SIGKILL",
      },
      (error, stdout, stderr) => {
        resolve({ ok: !error, output: `${stdout}${stderr}${error && !stdout && !stderr ? error.message : ""}` });
      },
    );
  });
}

/**
 * A lock across processes: a directory only one can create. A lock older than `staleAfterMs` was
 * left by a killed run and is taken over. Resolves with its release.
 */
export async function lockToolCache(path: string, staleAfterMs = 20 * 60_000): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(path);
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(path).mtimeMs > staleAfterMs) rmSync(path, { recursive: true, force: true });
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
