import { describe, it } from "vitest";

// The compose project's only file when the journeys cannot run against `docker compose up`
// (see scripts/compose-project.ts): a named skip, or a failure where CI requires the containers.
const reason = process.env.COMPOSE_SKIP ?? "unknown";
if (process.env.REQUIRE_DOCKER === "1") throw new Error(`REQUIRE_DOCKER=1 but ${reason}`);
console.warn(`The compose journeys are skipped: ${reason}`);
describe.skip(`the journeys on docker compose up (skipped: ${reason})`, () => {
  it("needs a Docker engine with the images npm run images builds", () => {});
});
