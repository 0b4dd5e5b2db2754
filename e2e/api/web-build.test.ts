import { readFileSync } from "node:fs";
import { join } from "node:path";
import { WEB_DIST } from "@highcotton/cli/web-app";
import { BUILD_MODE_FILE } from "@highcotton/web/build-mode";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningSystem, startSystem } from "../support/system.ts";

// The tests' system runs with NODE_ENV=test and, on a fresh clone, builds the web app at its start:
// what it serves must still be React's production build, as any NODE_ENV's `npm start` must.

let system: RunningSystem;

beforeAll(async () => {
  system = await startSystem();
});

afterAll(async () => {
  await system.stop();
});

it("serves the web app's production build, whatever NODE_ENV the system runs with", async () => {
  const shell = await (await fetch(new URL("/", system.url))).text();
  const scripts = [...shell.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  expect(scripts.length, shell).toBeGreaterThan(1);
  for (const script of scripts) {
    const code = await (await fetch(new URL(script, system.url))).text();
    // The development JSX runtime (and the element checks that come with it) is what a
    // development build adds to every component call.
    expect(code.includes("jsxDEV"), `${script} is a development build`).toBe(false);
  }
  // …and the build says so, which is how a start after a development build knows to build again.
  expect(readFileSync(join(WEB_DIST, BUILD_MODE_FILE), "utf8")).toBe("production");
});
