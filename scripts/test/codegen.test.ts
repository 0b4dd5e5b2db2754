import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { generate } from "@graphql-codegen/cli";
import { beforeAll, describe, expect, it } from "vitest";
import config from "../../codegen.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
/** The folders codegen writes (one per package), relative to the repository root. */
const FOLDERS = Object.keys(config.generates);

type Files = Map<string, string>;

/** What is committed in the generated folders, by path from the repository root. */
function committedFiles(): Files {
  const files: Files = new Map();
  for (const folder of FOLDERS) {
    const dir = join(ROOT, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.set(join(folder, name), readFileSync(join(dir, name), "utf8"));
  }
  return files;
}

/** Files that codegen would write differently, would add, or would not write at all. */
function staleFiles(generated: Files, committed: Files): string[] {
  const paths = new Set([...generated.keys(), ...committed.keys()]);
  return [...paths].filter((path) => generated.get(path) !== committed.get(path)).sort();
}

describe("the generated GraphQL operation types", () => {
  let generated: Files;
  beforeAll(async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: ROOT, silent: true }, false);
    generated = new Map(outputs.map((output) => [relative(ROOT, resolve(ROOT, output.filename)), output.content]));
    // Generating takes seconds, and up to half a minute while the other projects load both cores.
  }, 120_000);

  it("type the web app's and the REST adapter's operations", () => {
    expect(FOLDERS).toEqual(["web/src/graphql/gen/", "rest-adapter/src/graphql/gen/"]);
    expect(generated.get("web/src/graphql/gen/graphql.ts")).toContain("export type StoreQuery =");
    expect(generated.get("rest-adapter/src/graphql/gen/graphql.ts")).toContain("export type DispensaryQuery =");
  });

  it("are committed and up to date with the operations and gateway/api-schema.graphql (else: npm run codegen)", () => {
    const stale = staleFiles(generated, committedFiles());
    expect(stale, `stale generated files: run \`npm run codegen\` and commit ${stale.join(", ")}`).toEqual([]);
  });

  it("report a changed, a missing and a leftover file", () => {
    const committed = new Map(generated);
    committed.set("web/src/graphql/gen/gql.ts", "// an older operation");
    committed.delete("rest-adapter/src/graphql/gen/graphql.ts");
    committed.set("web/src/graphql/gen/fragment-masking.ts", "");
    expect(staleFiles(generated, committed)).toEqual([
      "rest-adapter/src/graphql/gen/graphql.ts",
      "web/src/graphql/gen/fragment-masking.ts",
      "web/src/graphql/gen/gql.ts",
    ]);
  });
});
