import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCAL_IMAGES, type LocalImage } from "../services/kit/src/testing/local-images.ts";

/**
 * The journeys the compose project runs again against `docker compose up`: every API and browser
 * journey of the e2e project except those about the all-in-one itself (its demo seed, and the
 * topology of processes), plus the compose-only ones (resilience). Read by vitest.config.ts.
 */
export const COMPOSE_JOURNEYS = [
  "e2e/api/{auth,sessions,catalog,commerce,fulfillment,community,ads,input-validation,schemathesis}.test.ts",
  "e2e/browser/*.test.ts",
  "e2e/compose/*.test.ts",
];

/** Written by `npm run images`: the image variables and how to call Compose on this machine. */
export const IMAGES_ENV = fileURLToPath(new URL("../.cache/images/images.env", import.meta.url));

/**
 * Decided once, when vitest reads its configuration: with a Docker engine holding every image,
 * the journeys; otherwise a single file that skips, naming what is missing (and fails under
 * REQUIRE_DOCKER=1, as in CI).
 */
export function composeProjectFiles(): { include: string[]; skip?: string } {
  const skip = whyNoCompose();
  return skip ? { include: ["e2e/compose/skipped.check.ts"], skip } : { include: COMPOSE_JOURNEYS };
}

function whyNoCompose(): string | undefined {
  if (!existsSync("/var/run/docker.sock") && !process.env.DOCKER_HOST)
    return "no Docker engine: install docker.io and start dockerd (as .ci/run does)";
  if (spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 }).status !== 0)
    return "the Docker engine does not answer";
  const images = (Object.keys(LOCAL_IMAGES) as LocalImage[]).filter((name) => name !== "BASE_IMAGE");
  const missing = images
    .map((name) => process.env[name]?.trim() || LOCAL_IMAGES[name])
    .filter((image) => spawnSync("docker", ["image", "inspect", image], { stdio: "ignore", timeout: 15_000 }).status !== 0);
  if (missing.length > 0) return `the Docker engine has no ${missing.join(", ")}: run npm run images`;
  if (!existsSync(IMAGES_ENV)) return "no .cache/images/images.env: run npm run images";
  return undefined;
}
