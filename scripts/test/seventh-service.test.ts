import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DefinedService } from "@highcotton/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANNED_SERVICES, SERVICES } from "../../cli/src/services.ts";
import { checkServiceFiles, REPO_ROOT, type ServiceRegistry, writeServiceFiles } from "../service-files.ts";

// A service added the way docs/adding-a-service.md says, written to a scratch folder inside the
// repository (so its imports resolve from the root's node_modules) and never committed: every
// generated file must name it once it is in the registry.
const DEFINITION = `import { readFileSync } from "node:fs";
import { defineService } from "@highcotton/kit";
import { z } from "zod";

export const loyaltyService = defineLoyaltyService();

export function defineLoyaltyService(adjust: (deps: object) => object = (deps) => deps) {
  return defineService({
    name: "loyalty",
    port: 4077,
    owns: "points and rewards",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: z.object({
      LOYALTY_POINTS_PER_DOLLAR: z.coerce.number().default(10).describe("Points earned per dollar spent."),
      LOYALTY_PARTNER_KEY: z.string().optional().describe("The rewards partner's API key."),
    }),
    secrets: ["LOYALTY_PARTNER_KEY"],
    build() {
      adjust({});
      return { resolvers: {} };
    },
  });
}
`;

const GENERATED = [
  ".env.example",
  "docker-compose.yml",
  "README.md",
  "docs/deploy.md",
  "deploy",
  "gateway/subgraph-ports.json",
  "k8s",
];

let folder: string;
let scratch: string;
let registry: ServiceRegistry;
const read = (path: string) => readFileSync(join(scratch, path), "utf8");

beforeAll(async () => {
  mkdirSync(join(REPO_ROOT, ".cache"), { recursive: true });
  folder = mkdtempSync(join(REPO_ROOT, ".cache", "seventh-service-"));
  mkdirSync(join(folder, "src", "db", "migrations"), { recursive: true });
  writeFileSync(join(folder, "src", "schema.graphql"), '"""A member\'s points."""\ntype Query { """Points.""" points: Int }\n');
  writeFileSync(join(folder, "src", "service.ts"), DEFINITION);
  const { loyaltyService } = (await import(join(folder, "src", "service.ts"))) as { loyaltyService: DefinedService };
  registry = { services: [...SERVICES, loyaltyService], planned: PLANNED_SERVICES };
  scratch = join(folder, "repository");
  for (const path of GENERATED) cpSync(join(REPO_ROOT, path), join(scratch, path), { recursive: true });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a seventh service in the registry", () => {
  it("makes every generated file stale until the generator runs, then none", () => {
    const stale = checkServiceFiles(registry, scratch).map((problem) => problem.slice(0, problem.indexOf(":")));
    expect(stale).toEqual(
      expect.arrayContaining([".env.example", "docker-compose.yml", "README.md", "docs/deploy.md", "deploy/postgres/init.sql"]),
    );
    writeServiceFiles(registry, scratch);
    expect(checkServiceFiles(registry, scratch)).toEqual([]);
  });

  it("gets a database, a compose block, its settings and the gateway's URL", () => {
    expect(read("deploy/postgres/init.sql")).toContain("CREATE DATABASE loyalty OWNER loyalty;");
    expect(read("docker-compose.yml")).toMatch(/^ {2}loyalty:\n[\s\S]*?PORT: 4077\n {6}LOYALTY_DATABASE_URL: /m);
    expect(read("docker-compose.yml")).toContain("LOYALTY_URL: http://loyalty:4077/graphql");
    expect(read(".env.example")).toMatch(/# Points earned per dollar spent\.\nLOYALTY_POINTS_PER_DOLLAR=10\n/);
    expect(JSON.parse(read("gateway/subgraph-ports.json")).ports.loyalty).toBe(4077);
  });

  it("gets a Kubernetes component listed by the base, with replicas in each overlay and its secret in the Secret", () => {
    expect(read("k8s/components/loyalty/service.yaml")).toContain("port: 4077");
    const deployment = read("k8s/components/loyalty/deployment.yaml");
    expect(deployment).toContain("key: LOYALTY_PARTNER_KEY, optional: true");
    expect(read("k8s/components/loyalty/kustomization.yaml")).toContain("- LOYALTY_POINTS_PER_DOLLAR=10");
    expect(read("k8s/base/kustomization.yaml")).toContain("  - ../components/loyalty\n");
    expect(read("k8s/overlays/dev/kustomization.yaml")).toContain("{ name: loyalty, count: 1 }");
    expect(read("k8s/overlays/prod/kustomization.yaml")).toContain("{ name: loyalty, count: 2 }");
  });

  it("is named in the README's diagram and table, and in deploy.md's parts table and commands", () => {
    expect(read("README.md")).toMatch(/gateway ──► .* · loyalty\n/);
    expect(read("README.md")).toContain("| loyalty | points and rewards | — | — | built |");
    const deploy = read("docs/deploy.md");
    expect(deploy).toContain("| loyalty | 4077 | `loyalty` | `LOYALTY_DATABASE_URL`,");
    expect(deploy).toContain("; its own `LOYALTY_*` |");
    expect(deploy).toContain("LOYALTY_DB_PASSWORD=…");
    expect(deploy).toContain("--from-literal=LOYALTY_DB_PASSWORD='…'");
    expect(deploy).toContain("`LOYALTY_PARTNER_KEY` (loyalty)");
    expect(deploy).toContain("deploy/loyalty");
  });
});
