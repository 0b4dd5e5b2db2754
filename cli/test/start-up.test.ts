import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { scratchFolder } from "@highcotton/kit/testing";
import { describe, expect, it } from "vitest";

const bin = new URL("../bin/highcotton.mjs", import.meta.url).pathname;

/** `highcotton <args>` as an operator runs it, with only the given settings; its exit code and output. */
function highcotton(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stderr })));
}

describe("starting in production without payment keys", () => {
  it("refuses in one line naming the missing setting, before opening any store", async () => {
    const dataDir = join(scratchFolder("start-up-test-"), "data");
    const { code, stderr } = await highcotton(["start", "commerce"], { NODE_ENV: "production", DATA_DIR: dataDir });
    expect(code).toBe(1);
    const lines = stderr.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toEqual([
      "  High Cotton could not start: STRIPE_SECRET_KEY must be set in production: payments would otherwise go through the offline providers (set PAYMENTS_OFFLINE=true if that is what you want)",
    ]);
    // Nothing was started: no database cluster was made.
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });
});
