import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const rules = require("../../../.dependency-cruiser.cjs");

/** A throwaway tree laid out like the repo: the form fields reaching into the kit, a service and the database. */
let root: string;
const files: Record<string, string> = {
  "packages/form-fields/src/bad-kit.ts":
    'import { parseInput } from "../../../services/kit/src/validation.ts";\nexport const a = parseInput;\n',
  "packages/form-fields/src/bad-service.ts":
    'import { messages } from "../../../services/catalog/src/contract/messages.ts";\nexport const b = messages;\n',
  "packages/form-fields/src/bad-db.ts": 'import { drizzle } from "drizzle-orm";\nexport const c = drizzle;\n',
  "packages/form-fields/src/good.ts":
    'import { z } from "zod";\nimport { b } from "./bad-service.ts";\nexport const d = [z, b];\n',
  "services/kit/src/validation.ts": "export const parseInput = 1;\n",
  "services/catalog/src/contract/messages.ts": "export const messages = 1;\n",
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "highcotton-form-fields-deps-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the form-fields dependency rule in lint", () => {
  it("fails field code that imports anything but zod and its own files", async () => {
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
        "form-fields-are-zod-only: packages/form-fields/src/bad-kit.ts → services/kit/src/validation.ts",
        "form-fields-are-zod-only: packages/form-fields/src/bad-service.ts → services/catalog/src/contract/messages.ts",
        "form-fields-are-zod-only: packages/form-fields/src/bad-db.ts → drizzle-orm",
      ]),
    );
    expect(violations.filter((line: string) => line.includes("good.ts"))).toEqual([]);
  });
});
