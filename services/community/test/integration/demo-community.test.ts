import { testDatabase } from "@highcotton/kit/testing";
import { DispensaryMentionedSchema } from "@highcotton/proto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { seedDemoCommunity } from "../../src/application/seed-demo-community.ts";
import { seedQuestions } from "../../src/application/seed-questions.ts";
import { feedPosts, posts, profiles } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";

const postgres = testDatabase("community_demo");

const DEMO_STORES = [
  ["Greenleaf Dispensary", "Denver", "CO"],
  ["Flatirons Flower Co.", "Boulder", "CO"],
  ["Sunset Kush Collective", "Los Angeles", "CA"],
  ["Rain City Cannabis", "Seattle", "WA"],
  ["Smokey's Glass & Grass", "Austin", "TX"],
  ["Motor City Greens", "Detroit", "MI"],
] as const;

postgres.describe("the demo society", (open) => {
  let harness: CommunityHarness;
  const storeIds = new Map<string, string>();

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    storeIds.clear();
  });

  const arrive = async () => {
    for (const [name, city, state] of DEMO_STORES) storeIds.set(name, await harness.store({ name, city, state }));
    for (const username of ["demo", "greenleaf", "inkhouse"]) await harness.account("user", username);
  };

  it("writes members, a week of posts with photos and mentions, reactions, comments and a feed, once", async () => {
    await seedQuestions(harness.deps);
    await arrive();
    await seedDemoCommunity(harness.deps, { waitMs: 2000, pollMs: 50 });
    await seedDemoCommunity(harness.deps, { waitMs: 2000, pollMs: 50 });

    const db = harness.database.db;
    expect(await db.select().from(profiles)).toHaveLength(6);
    const society = await db.select().from(posts);
    expect(society).toHaveLength(8);
    expect(society.filter((post) => post.imageUrl)).toHaveLength(4);
    expect(society.some((post) => post.likesCount > 0 && post.lovesCount > 0 && post.commentsCount > 0)).toBe(true);
    const feed = await db.select().from(feedPosts);
    expect(feed.map((post) => post.imageUrls.length).sort()).toEqual([0, 2, 2]);
    expect(harness.storedKeys().length).toBeGreaterThanOrEqual(2 * 8);

    const greenleaf = storeIds.get("Greenleaf Dispensary");
    const listed = await harness.graph<{ dispensaryMentions: Array<{ postText: string }> }>(
      "query ($id: ID!) { dispensaryMentions(dispensaryId: $id) { postText } }",
      { id: greenleaf },
    );
    // Posted about it, and named only in the text of another.
    expect(listed.data?.dispensaryMentions.map((mention) => mention.postText)).toEqual([
      expect.stringContaining("Mile High Haze"),
      expect.stringContaining("Blue Dream from Greenleaf"),
    ]);
    const mentioned = await harness.published(DispensaryMentionedSchema);
    expect(mentioned.filter((event) => event.data.dispensaryId === greenleaf)).toHaveLength(2);
  });

  it("writes nothing when the demo stores never arrive", async () => {
    await seedQuestions(harness.deps);
    await seedDemoCommunity(harness.deps, { waitMs: 200, pollMs: 50 });
    expect(await harness.database.db.select().from(profiles)).toHaveLength(0);
  });
});
