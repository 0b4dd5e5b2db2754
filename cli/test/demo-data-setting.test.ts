import { describe, expect, it } from "vitest";
import { demoDataSetting } from "../src/seed/demo-data-setting.ts";

describe("seeding the demo data", () => {
  it("is the default of npm start in development and in tests, unless SEED_DEMO_DATA=false", () => {
    for (const NODE_ENV of [undefined, "development", "test"]) {
      expect(demoDataSetting({ NODE_ENV })).toEqual({ seed: true, line: "Seeding demo data (SEED_DEMO_DATA=false skips it)" });
      expect(demoDataSetting({ NODE_ENV, SEED_DEMO_DATA: "false" })).toEqual({
        seed: false,
        line: "Demo data not seeded: set SEED_DEMO_DATA=true to seed it",
      });
    }
  });

  it("takes SEED_DEMO_DATA=true in production and for a part of the distributed topology; anything else seeds nothing", () => {
    for (const [env, options] of [
      [{ NODE_ENV: "production" }, {}],
      [{ NODE_ENV: "development" }, { part: true }],
    ] as const) {
      for (const SEED_DEMO_DATA of [undefined, "", "false", "yes", "TRUE"]) {
        expect(demoDataSetting({ ...env, SEED_DEMO_DATA }, options)).toEqual({
          seed: false,
          line: "Demo data not seeded: set SEED_DEMO_DATA=true to seed it",
        });
      }
      expect(demoDataSetting({ ...env, SEED_DEMO_DATA: "true" }, options)).toEqual({
        seed: true,
        line: "Seeding demo data (SEED_DEMO_DATA=true)",
      });
    }
  });
});
