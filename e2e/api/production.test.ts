import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// `NODE_ENV=production npm start`: what production turns off that development keeps on. Every
// check of production defaults shares this one system.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  system = await startSystem({
    alone: {
      why: "production settings: every other journey runs in development",
      // Without real payment and mail providers, production would refuse to start.
      env: { NODE_ENV: "production", PAYMENTS_OFFLINE: "true", MAIL_TO_MAILBOX: "true" },
    },
  });
  api = apiClient(system.url);
}, 240_000);
afterAll(async () => {
  await system?.stop();
});

describe("NODE_ENV=production", () => {
  it("seeds no demo data unless SEED_DEMO_DATA=true, and says so at start-up", async () => {
    expect(system.output()).toContain("Demo data not seeded: set SEED_DEMO_DATA=true to seed it");
    expect(await api.post("/api/auth/login", { username: "greenleaf", password: "highcotton420" })).toMatchObject({
      status: 401,
    });
    expect(await api.get("/api/dispensaries")).toMatchObject({ status: 200, body: [] });
  });

  it("answers no introspection and suggests no field names", async () => {
    const introspection = await api.post("/graphql", { query: "{ __schema { queryType { name } } }" });
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection is not allowed/);
    const typo = await api.post("/graphql", { query: "{ dispensarie { id } }" });
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "dispensarie" on type "Query".');
  });

  it("serves no metrics to the public without METRICS_TOKEN", async () => {
    expect(await api.get("/metrics")).toMatchObject({ status: 404 });
  });
});
