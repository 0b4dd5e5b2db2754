import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const protoRoot = new URL("../", import.meta.url).pathname;

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

describe("generated event contracts", () => {
  it("match the .proto files (else: npm run proto:generate)", () => {
    const out = mkdtempSync(join(tmpdir(), "highcotton-proto-"));
    try {
      // buf and protoc-gen-es come from node_modules; generation needs no network.
      execFileSync("npx", ["buf", "generate", "--output", out], { cwd: protoRoot, stdio: "pipe" });
      const committed = join(protoRoot, "src", "gen");
      const fresh = join(out, "src", "gen");
      const names = (dir: string) =>
        listFiles(dir)
          .map((file) => relative(dir, file))
          .sort();
      expect(names(fresh)).toEqual(names(committed));
      for (const name of names(fresh)) {
        expect(readFileSync(join(fresh, name), "utf8"), name).toBe(readFileSync(join(committed, name), "utf8"));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("pass buf lint", () => {
    execFileSync("npx", ["buf", "lint"], { cwd: protoRoot, stdio: "pipe" });
  });
});
