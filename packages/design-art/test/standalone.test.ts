import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const rules = require("../../../.dependency-cruiser.cjs");

/** A throwaway tree laid out like the repo: the engine reaching into a service, the kit and the database. */
let root: string;
const files: Record<string, string> = {
  "packages/design-art/src/bad-kit.ts":
    'import { loadConfig } from "../../../services/kit/src/config.ts";\nexport const a = loadConfig;\n',
  "packages/design-art/src/bad-service.ts":
    'import { designs } from "../../../services/catalog/src/db/schema.ts";\nexport const b = designs;\n',
  "packages/design-art/src/bad-db.ts": 'import { drizzle } from "drizzle-orm";\nexport const c = drizzle;\n',
  "packages/design-art/src/good.ts": 'import { a } from "./bad-kit.ts";\nexport const d = a;\n',
  "services/kit/src/config.ts": "export const loadConfig = 1;\n",
  "services/catalog/src/db/schema.ts": "export const designs = 1;\n",
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "highcotton-design-art-deps-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the design-art dependency rule in lint", () => {
  it("fails engine code that imports a service, the kit or the database", async () => {
    const result = await cruise(["packages"], {
      baseDir: root,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
      validate: true,
    });
    const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
    const violations = output.summary.violations.map(
      (violation: { rule: { name: string }; from: string; to: string }) =>
        `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
    expect(violations).toEqual(
      expect.arrayContaining([
        "design-art-is-standalone: packages/design-art/src/bad-kit.ts → services/kit/src/config.ts",
        "design-art-is-standalone: packages/design-art/src/bad-service.ts → services/catalog/src/db/schema.ts",
        "design-art-is-standalone: packages/design-art/src/bad-db.ts → drizzle-orm",
      ]),
    );
    expect(violations.filter((line: string) => line.includes("good.ts"))).toEqual([]);
  });
});
