import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { composeProjectFiles } from "./scripts/compose-project.ts";
import { filesReplacingModules } from "./scripts/module-mocks.ts";

const compose = composeProjectFiles();

// One run: unit, integration, web, e2e and compose projects. Integration and e2e files start real
// servers, so files run two at a time at most (this is sized for a 2-core machine). Every test,
// hook and teardown has a bound: the servers they start fail within seconds with their cause, so
// the bounds are only a backstop.
//
// Unit and web files share their worker's module graph (isolate: false): importing a file's
// modules afresh cost more than its tests (a run spent 388 s importing), and each of these files
// leaves nothing behind (spies, stubs, timers and the DOM are undone in its hooks). A file that
// replaces modules (vi.mock) would leak them into the files after it, so it runs in an isolated
// sibling project ("web (isolated)"). Integration and e2e files stay isolated.
function sharingModules(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const replacing = filesReplacingModules(test.include ?? [], test.exclude ?? []);
  const shared = { ...project, test: { ...test, isolate: false, exclude: [...(test.exclude ?? []), ...replacing] } };
  if (replacing.length === 0) return [shared];
  return [shared, { ...project, test: { ...test, name: `${test.name} (isolated)`, include: replacing } }];
}

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    maxWorkers: 2,
    teardownTimeout: 60_000,
    projects: [
      ...sharingModules({
        test: {
          name: "unit",
          include: [
            "services/*/test/unit/**/*.test.ts",
            "packages/*/test/**/*.test.ts",
            "gateway/test/**/*.test.ts",
            "rest-adapter/test/**/*.test.ts",
            "cli/test/**/*.test.ts",
            "proto/test/**/*.test.ts",
            "scripts/test/**/*.test.ts",
          ],
          exclude: ["packages/*/test/integration/**"],
          environment: "node",
          testTimeout: 30_000,
        },
      }),
      {
        // Isolated: sharing modules, a sign-out and two Stripe tests failed depending on which
        // files ran before them in the worker.
        test: {
          name: "integration",
          include: ["services/*/test/integration/**/*.test.ts", "packages/*/test/integration/**/*.test.ts"],
          environment: "node",
          // One PostgreSQL server for the run; each file makes its own databases on it.
          globalSetup: ["services/kit/src/testing/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...sharingModules({
        plugins: [react()],
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}", "web/build/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["web/src/test/setup.ts"],
        },
      }),
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          exclude: ["e2e/compose/**"],
          environment: "node",
          // One shared system for the journeys; a file needing its own starts it and says why.
          // The files share the run's two workers with the other projects (journeys wait on
          // browsers and events more than they compute): a project with one worker of its own
          // would run after every other, alone on a core.
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        // What only the distributed topology in containers can show (one shared `docker compose
        // up`): resilience, a journey per service through the web edge, a Schemathesis smoke.
        test: {
          name: "compose",
          include: compose.include,
          environment: "node",
          env: { E2E_TARGET: "compose", ...(compose.skip ? { COMPOSE_SKIP: compose.skip } : {}) },
          globalSetup: compose.skip ? [] : ["e2e/compose/global-setup.ts"],
          // After the other projects: the containers and the embedded servers do not share two cores.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
