import { spawn } from "node:child_process";

const repoRoot = new URL("../../", import.meta.url).pathname;

export interface HighcottonProcess {
  /** Everything the process printed so far. */
  output(): string;
  /** Called with everything printed so far, after each chunk of standard output. */
  onOutput(listener: (text: string) => void): void;
  /** Called with each chunk of standard output and standard error, as it comes. */
  onChunk(listener: (text: string) => void): void;
  exitCode(): number | null;
  onExit(listener: (code: number | null) => void): void;
  /** Resolves with the exit code once the process has ended and all its output was read. */
  closed: Promise<number | null>;
  /** SIGTERM (graceful shutdown), then SIGKILL if it hangs. */
  stop(): Promise<void>;
}

/** Runs the `highcotton` command as a user would, quietly, on loopback. */
export function spawnHighcotton(args: string[], env: Record<string, string>): HighcottonProcess {
  const child = spawn(process.execPath, [`${repoRoot}cli/bin/highcotton.mjs`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners: Array<(text: string) => void> = [];
  const chunkListeners: Array<(text: string) => void> = [];
  child.stdout.on("data", (chunk) => {
    output += chunk;
    for (const listener of chunkListeners) listener(String(chunk));
    for (const listener of listeners) listener(output);
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
    for (const listener of chunkListeners) listener(String(chunk));
  });
  const closed = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return {
    closed,
    output: () => output,
    onOutput: (listener) => listeners.push(listener),
    onChunk: (listener) => chunkListeners.push(listener),
    exitCode: () => child.exitCode,
    onExit: (listener) => child.once("exit", listener),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a `highcotton` command to its end, as an operator would type it; its exit code and output. */
export async function runHighcotton(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const command = spawnHighcotton(args, env);
  const code = await command.closed;
  return { code, output: command.output() };
}
