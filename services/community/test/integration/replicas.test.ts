import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { accountReplicas, storeReplicas } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";

const postgres = testDatabase("community_replicas");

postgres.describe("what community keeps of other services", (open) => {
  let harness: CommunityHarness;
  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  it("keeps each store's name and place from DispensaryCreated, once", async () => {
    const dispensaryId = await harness.store({ name: "Mile High Greens", city: "Boulder", state: "CO" });
    const rows = await harness.database.db.select().from(storeReplicas).where(eq(storeReplicas.dispensaryId, dispensaryId));
    expect(rows).toMatchObject([{ name: "Mile High Greens", city: "Boulder", state: "CO" }]);
  });

  it("keeps each account's username and registration time from UserRegistered", async () => {
    const registeredAt = harness.clock.now();
    const account = await harness.account();
    const rows = await harness.database.db.select().from(accountReplicas).where(eq(accountReplicas.userId, account.userId));
    expect(rows).toEqual([{ userId: account.userId, username: account.username, registeredAt: expect.any(Date) }]);
    expect(Math.abs(rows[0]!.registeredAt!.getTime() - registeredAt.getTime())).toBeLessThan(1000);
  });
});
