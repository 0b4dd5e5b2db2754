import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCAL_IMAGES, type LocalImage } from "../services/kit/src/testing/local-images.ts";

/**
 * What the compose project runs against `docker compose up`: only what a container topology can
 * show — the resilience journeys (killed containers, a Kafka outage, every lead exactly once), one
 * journey per service through the web edge, and a bounded Schemathesis smoke. The API and browser
 * suites run in the e2e project on the same code and are not repeated here. Read by vitest.config.ts.
 */
export const COMPOSE_JOURNEYS = ["e2e/compose/*.test.ts", "e2e/api/schemathesis.test.ts"];

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
