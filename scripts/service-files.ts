// The files that must stay files (.env.example, docker-compose.yml, init.sql, the k8s components,
// the README's diagram and service table, deploy.md's parts table and commands, the gateway's
// subgraph ports), generated from the service definitions in cli/src/services.ts.
//   npx tsx scripts/service-files.ts          write them   (npm run services:generate)
//   npx tsx scripts/service-files.ts --check  fail when any of them is stale
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compose } from "./service-files/compose.ts";
import { deployDoc } from "./service-files/deploy-doc.ts";
import { envExample } from "./service-files/env-example.ts";
import { initSql } from "./service-files/init-sql.ts";
import { COMPONENTS_DIR, k8sFiles } from "./service-files/k8s.ts";
import type { Read, ServiceRegistry } from "./service-files/model.ts";
import { readme } from "./service-files/readme.ts";
import { GENERATED_NOTE } from "./service-files/regions.ts";

export type { ServiceRegistry } from "./service-files/model.ts";

export const REPO_ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Every generated file's expected text, by path from the repository root. */
export function expectedServiceFiles(registry: ServiceRegistry, read: Read): Map<string, string> {
  const names = new Set<string>();
  const ports = new Set<number>();
  for (const service of [...registry.services, ...registry.planned]) {
    if (names.has(service.name)) throw new Error(`Two services are named ${service.name}`);
    if (ports.has(service.port)) throw new Error(`Two services use port ${service.port}`);
    names.add(service.name);
    ports.add(service.port);
  }
  const withRegions: Array<[string, (text: string, registry: ServiceRegistry) => string]> = [
    [".env.example", envExample],
    ["docker-compose.yml", compose],
    ["README.md", readme],
    ["docs/deploy.md", deployDoc],
  ];
  const files = new Map<string, string>();
  for (const [path, render] of withRegions) files.set(path, render(read(path) ?? "", registry));
  files.set("deploy/postgres/init.sql", initSql(registry));
  const subgraphPorts = Object.fromEntries(
    [...registry.services].sort((a, b) => a.name.localeCompare(b.name)).map((service) => [service.name, service.port]),
  );
  files.set("gateway/subgraph-ports.json", `${JSON.stringify({ comment: GENERATED_NOTE, ports: subgraphPorts }, null, 2)}\n`);
  for (const [path, text] of k8sFiles(registry, read)) files.set(path, text);
  return files;
}

const readFrom =
  (root: string): Read =>
  (path) => {
    const file = join(root, path);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };

/** Component folders on disk that no built service accounts for. */
function strayComponents(registry: ServiceRegistry, root: string): string[] {
  const dir = join(root, COMPONENTS_DIR);
  if (!existsSync(dir)) return [];
  const built = new Set(registry.services.map((service) => service.name));
  return readdirSync(dir)
    .filter((name) => !built.has(name))
    .map((name) => `${COMPONENTS_DIR}/${name}`);
}

/** What differs from the definitions, one line per file; empty when everything is up to date. */
export function checkServiceFiles(registry: ServiceRegistry, root = REPO_ROOT): string[] {
  const read = readFrom(root);
  const problems: string[] = [];
  let expected: Map<string, string>;
  try {
    expected = expectedServiceFiles(registry, read);
  } catch (error) {
    return [(error as Error).message];
  }
  for (const [path, text] of expected) {
    const actual = read(path);
    if (actual === undefined) problems.push(`${path}: missing`);
    else if (actual !== text) problems.push(`${path}: does not match the service definitions`);
  }
  for (const path of strayComponents(registry, root)) problems.push(`${path}: no service of that name is built`);
  return problems;
}

/** Writes every generated file and removes components of services that are gone. */
export function writeServiceFiles(registry: ServiceRegistry, root = REPO_ROOT): string[] {
  const read = readFrom(root);
  const written: string[] = [];
  for (const [path, text] of expectedServiceFiles(registry, read)) {
    if (read(path) === text) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    written.push(path);
  }
  for (const path of strayComponents(registry, root)) {
    // Only a folder this script made goes: a hand-written file there is someone's work.
    const handWritten = readdirSync(join(root, path)).filter(
      (file) => !readFileSync(join(root, path, file), "utf8").startsWith(`# ${GENERATED_NOTE}`),
    );
    if (handWritten.length)
      throw new Error(`${path} holds files not generated here (${handWritten.join(", ")}); remove it by hand`);
    rmSync(join(root, path), { recursive: true });
    written.push(`${path} (removed)`);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { PLANNED_SERVICES, SERVICES } = await import("../cli/src/services.ts");
  const registry = { services: SERVICES, planned: PLANNED_SERVICES };
  if (process.argv.includes("--check")) {
    const problems = checkServiceFiles(registry);
    for (const problem of problems) console.error(problem);
    if (problems.length) {
      console.error("Run `npm run services:generate` and commit the result.");
      process.exit(1);
    }
    console.log("service files are up to date");
  } else {
    const written = writeServiceFiles(registry);
    console.log(written.length ? `wrote ${written.join(", ")}` : "service files are up to date");
  }
}
