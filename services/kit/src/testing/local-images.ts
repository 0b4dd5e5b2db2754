import { existsSync } from "node:fs";
import { runTool } from "./tool-cache.ts";

/**
 * The images the distributed topology and the container tests run, built on this machine from
 * reachable packages by `npm run images` (no image registry is needed). Each can be replaced by
 * an image of one's own through the variable of the same name, e.g. KAFKA_IMAGE=apache/kafka:4.1.0.
 */
export const LOCAL_IMAGES = {
  /** Debian bookworm from debootstrap: the base of the others. */
  BASE_IMAGE: "highcotton-local/debian:bookworm",
  POSTGRES_IMAGE: "highcotton-local/postgres:15-bookworm",
  KAFKA_IMAGE: "highcotton-local/kafka:4.3.1",
  MINIO_IMAGE: "highcotton-local/minio:2026-02-12",
  /** Jaeger v2: the Compose topology's OTLP collector and trace viewer. */
  JAEGER_IMAGE: "highcotton-local/jaeger:1.76.0",
  /** Node.js at the version the root package.json pins (the image's label says which build). */
  NODE_IMAGE: "highcotton-local/node:24-bookworm",
  /** The project's own image (./Dockerfile), built on NODE_IMAGE. */
  HIGHCOTTON_IMAGE: "highcotton:local",
} as const;

export type LocalImage = keyof typeof LOCAL_IMAGES;

/** The image to run for `name`: its variable when set, else the local build's tag. */
export function localImage(name: LocalImage): string {
  return process.env[name]?.trim() || LOCAL_IMAGES[name];
}

export const NO_DOCKER_MESSAGE = "no Docker engine: install docker.io and start dockerd (as .ci/run does), then npm run images";

/**
 * Whether the container tests can run: a Docker engine answers and every image they need
 * exists on it. Otherwise `{ skip }` names what is missing; under REQUIRE_DOCKER=1 (CI) that
 * is an error instead.
 */
export async function dockerImagesReady(images: LocalImage[]): Promise<{ ok: true } | { skip: string }> {
  const found = await findDockerImages(images);
  if ("skip" in found && process.env.REQUIRE_DOCKER === "1") throw new Error(`REQUIRE_DOCKER=1 but ${found.skip}`);
  return found;
}

export async function findDockerImages(images: LocalImage[]): Promise<{ ok: true } | { skip: string }> {
  if (!existsSync("/var/run/docker.sock") && !process.env.DOCKER_HOST) return { skip: NO_DOCKER_MESSAGE };
  if (!(await runTool("docker", ["info"], 10_000)).ok) return { skip: NO_DOCKER_MESSAGE };
  const missing: string[] = [];
  for (const name of images) {
    if (!(await runTool("docker", ["image", "inspect", localImage(name)], 10_000)).ok) missing.push(localImage(name));
  }
  if (missing.length > 0) return { skip: `the Docker engine has no ${missing.join(", ")}: run npm run images` };
  return { ok: true };
}
