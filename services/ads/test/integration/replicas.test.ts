import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { accountReplicas } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_replicas");

postgres.describe("what ads keeps of other services", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  it("keeps each account's username and email from UserRegistered", async () => {
    const account = await harness.account("user", "budbrand_test");
    const rows = await harness.database.db.select().from(accountReplicas).where(eq(accountReplicas.userId, account.userId));
    expect(rows).toMatchObject([{ userId: account.userId, username: "budbrand_test", email: "budbrand_test@example.test" }]);
  });

  it("serves the four plans of SPEC §3 from the graph, in order", async () => {
    const result = await harness.graph<{ advertisingPlans: Array<Record<string, unknown>> }>(
      "{ advertisingPlans { value label monthlyPrice popular kind maxDurationSeconds } }",
    );
    expect(result.data?.advertisingPlans).toEqual([
      { value: "flyer_50", label: "Flyer Ad", monthlyPrice: 50, popular: false, kind: "flyer", maxDurationSeconds: null },
      { value: "short_100", label: "15 Second Video", monthlyPrice: 100, popular: false, kind: "video", maxDurationSeconds: 15 },
      { value: "medium_250", label: "30 Second Video", monthlyPrice: 250, popular: true, kind: "video", maxDurationSeconds: 30 },
      { value: "long_500", label: "60 Second Video", monthlyPrice: 500, popular: false, kind: "video", maxDurationSeconds: 60 },
    ]);
  });
});
