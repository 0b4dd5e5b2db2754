import { freePort } from "@highcotton/kit/testing";
import { spawnHighcotton } from "./spawn-highcotton.ts";

export interface RunningPart {
  name: string;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts one part of the distributed topology (`highcotton start <part>`) and waits for /readyz. */
export async function startPart(name: string, env: Record<string, string>): Promise<RunningPart> {
  const port = await freePort();
  const part = spawnHighcotton(["start", name], { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (part.exitCode() !== null) throw new Error(`${name} exited with ${part.exitCode()}:\n${part.output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await part.stop();
      throw new Error(`${name} was not ready in time:\n${part.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, url, output: part.output, stop: part.stop };
}
