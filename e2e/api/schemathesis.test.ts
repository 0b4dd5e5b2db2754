import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { installSchemathesis, runSchemathesis, schemathesisUnavailable } from "../support/schemathesis.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Schemathesis fuzzes the system as `npm start` runs it, driven by the system's own OpenAPI
// document: every operation with positive and negative data, then the stateful links. Any 5xx,
// undocumented status, wrong content type, body or header that breaks the document, unrefused
// invalid input, wrong answer to an undeclared method or ignored authentication fails the test.

const unavailable = schemathesisUnavailable();
/**
 * Bounded so the file takes a few minutes on a 2-core machine. Against the containers it is a
 * smoke (the same code is fuzzed in full on the all-in-one): a minute, a few cases per operation.
 */
const onCompose = process.env.E2E_TARGET === "compose";
const MAX_SECONDS = onCompose ? 60 : 150;
const MAX_EXAMPLES = onCompose ? 5 : 25;

describe.skipIf(unavailable)(`Schemathesis against /api${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let system: RunningSystem;
  let st: string;
  let token: string;

  beforeAll(async () => {
    [system, st] = await Promise.all([
      // Its failed sign-ins would throttle the shared system's address for every other journey.
      startSystem({ alone: { why: "the fuzzer's failed sign-ins throttle its address" } }),
      installSchemathesis(),
    ]);
    // Signed in before fuzzing: the fuzzer's failed sign-ins soon throttle this address.
    const api = apiClient(system.url);
    const username = uniqueName("fuzz");
    const password = "secret123";
    const registered = await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
      role: "dispensary",
    });
    expect(registered.status).toBe(201);
    token = (await api.post("/api/auth/login", { username, password })).body.token;
    expect(token).toEqual(expect.any(String));
  }, 600_000);
  afterAll(async () => {
    await system?.stop();
  });

  it(
    "finds no server error and no departure from the OpenAPI document",
    async () => {
      const result = await runSchemathesis(st, {
        baseUrl: system.url.replace("localhost", "127.0.0.1"),
        token,
        // Signing out would revoke the token every other authenticated call is fuzzed with.
        excludeOperationIds: ["postAuthLogout"],
        maxExamples: MAX_EXAMPLES,
        maxSeconds: MAX_SECONDS,
      });
      if (result.code !== 0) {
        expect.fail(
          `Schemathesis found problems (exit code ${result.code}):\n${result.output}\n\nSystem output:\n${system.output()}`,
        );
      }
      expect(result.output).toMatch(/No issues found|passed/);
    },
    (MAX_SECONDS + 240) * 1000,
  );
});
