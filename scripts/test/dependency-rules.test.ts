import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const rules = require("../../.dependency-cruiser.cjs");

/** A throwaway tree laid out like the repo, with one import per file under test. */
let root: string;
const files: Record<string, string> = {
  "services/catalog/src/domain/design.ts": 'import { drizzle } from "drizzle-orm";\nexport const x = drizzle;\n',
  "services/catalog/src/domain/pricing.ts": 'import { users } from "../db/schema.ts";\nexport const y = users;\n',
  "services/catalog/src/domain/roles.ts": 'import { ROLES } from "../../../kit/src/auth/roles.ts";\nexport const z = ROLES;\n',
  "services/catalog/src/db/schema.ts": "export const users = 1;\n",
  "services/catalog/src/application/steal.ts":
    'import { secret } from "../../../commerce/src/db/secret.ts";\nexport const w = secret;\n',
  "services/commerce/src/db/secret.ts": "export const secret = 1;\n",
  "services/kit/src/auth/roles.ts": "export const ROLES = [];\n",
  "services/catalog/src/resolvers/direct.ts": 'import { users } from "../db/schema.ts";\nexport const r = users;\n',
  "services/catalog/src/application/upward.ts": 'import { r } from "../resolvers/direct.ts";\nexport const u = r;\n',
  "web/src/server-code.ts": 'import { ROLES } from "../../services/kit/src/auth/roles.ts";\nexport const s = ROLES;\n',
  "rest-adapter/src/routes/bad.ts":
    'import { secret } from "../../../services/commerce/src/db/secret.ts";\nexport const v = secret;\n',
  // The form fields: zod only, and loadable by contracts and the web app.
  "packages/form-fields/src/bad-kit.ts":
    'import { ROLES } from "../../../services/kit/src/auth/roles.ts";\nexport const k = ROLES;\n',
  "packages/form-fields/src/bad-db.ts": 'import { drizzle } from "drizzle-orm";\nexport const d = drizzle;\n',
  "packages/form-fields/src/index.ts": 'import { z } from "zod";\nexport const text = z.string();\n',
  "services/catalog/src/contract/forms.ts":
    'import { text } from "../../../../packages/form-fields/src/index.ts";\nexport const f = text;\n',
  "web/src/form.ts": 'import { text } from "../../packages/form-fields/src/index.ts";\nexport const g = text;\n',
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "highcotton-deps-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the dependency rule in lint", () => {
  it("fails domain code that imports infrastructure or another layer, cross-service imports, and edges importing services", async () => {
    const result = await cruise(["services", "rest-adapter", "web", "packages"], {
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
        "domain-is-pure: services/catalog/src/domain/design.ts → drizzle-orm",
        "domain-is-pure: services/catalog/src/domain/pricing.ts → services/catalog/src/db/schema.ts",
        "no-cross-service-imports: services/catalog/src/application/steal.ts → services/commerce/src/db/secret.ts",
        "edges-do-not-import-services: rest-adapter/src/routes/bad.ts → services/commerce/src/db/secret.ts",
        "only-application-and-events-touch-db: services/catalog/src/resolvers/direct.ts → services/catalog/src/db/schema.ts",
        "layers-inside-a-service: services/catalog/src/application/upward.ts → services/catalog/src/resolvers/direct.ts",
        "web-is-a-browser-app: web/src/server-code.ts → services/kit/src/auth/roles.ts",
        // A relative path into another package: the kit is used by its name and exports.
        "no-reaching-into-another-package: services/catalog/src/domain/roles.ts → services/kit/src/auth/roles.ts",
        "form-fields-are-zod-only: packages/form-fields/src/bad-kit.ts → services/kit/src/auth/roles.ts",
        "form-fields-are-zod-only: packages/form-fields/src/bad-db.ts → drizzle-orm",
      ]),
    );
    // Contracts and the web app may load the form fields, and the fields zod (the tree's relative
    // paths into another package are a different rule's business).
    const formFields = violations.filter((line: string) => line.includes("form-fields/src/index.ts"));
    expect(formFields.filter((line: string) => !line.startsWith("no-reaching-into-another-package"))).toEqual([]);
    // The kit's pure parts stay allowed in domain code.
    expect(violations.filter((line: string) => line.startsWith("domain-is-pure") && line.includes("domain/roles.ts"))).toEqual(
      [],
    );
  });
});
