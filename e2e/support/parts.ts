import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "@highcotton/kit/testing";

const repoRoot = new URL("../../", import.meta.url).pathname;

export interface RunningPart {
  name: string;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts one part of the distributed topology (`highcotton start <part>`) and waits for /readyz. */
export async function startPart(name: string, env: Record<string, string>): Promise<RunningPart> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [`${repoRoot}cli/bin/highcotton.mjs`, "start", name], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${name} was not ready in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    url,
    output: () => output,
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
