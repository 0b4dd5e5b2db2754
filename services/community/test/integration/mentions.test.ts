import { randomUUID } from "node:crypto";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema, DispensaryMentionedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { mentions, posts } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";

const postgres = testDatabase("community_mentions");

const MENTION_FIELDS = "id brandName productName postText likesCount createdAt";
const MENTIONS = `query ($dispensaryId: ID!, $first: Int) { dispensaryMentions(dispensaryId: $dispensaryId, first: $first) { ${MENTION_FIELDS} } }`;
const ENTITY_MENTIONS = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Dispensary { id mentions(first: 2) { ${MENTION_FIELDS} } } } }`;

interface MentionOut {
  id: string;
  brandName: string | null;
  productName: string | null;
  postText: string;
  likesCount: number;
  createdAt: string;
}

postgres.describe("stores named in society posts", (open) => {
  let harness: CommunityHarness;
  let author: TestProfile;
  let greenleaf: string;
  const db = () => harness.database.db;
  const mentionRows = () =>
    db().select({ postId: mentions.postId, dispensaryId: mentions.dispensaryId, matchedBy: mentions.matchedBy }).from(mentions);
  const mentionsOf = (dispensaryId: string, first?: number) =>
    harness.graph<{ dispensaryMentions: MentionOut[] }>(MENTIONS, { dispensaryId, first });
  /** Posts by fresh profiles, so no session reaches its posting limit. */
  const postBy = async (fields: Record<string, unknown>) => {
    harness.clock.advance(1000);
    return harness.post(await harness.profile(), fields);
  };

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    author = await harness.profile();
    greenleaf = await harness.store({ name: "Greenleaf Dispensary" });
  });

  it("records a store named in a post's text, and tells the store once", async () => {
    await harness.store({ name: "Mile High Greens" });
    const postId = await harness.post(author, {
      postText: "Picked up Blue Dream at Greenleaf, greenleaf never misses",
      brandName: "Kiva",
      productName: "Camino gummies",
    });
    expect(await mentionRows()).toEqual([{ postId, dispensaryId: greenleaf, matchedBy: "text" }]);
    const events = await harness.published(DispensaryMentionedSchema);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      aggregateId: greenleaf,
      data: {
        postId,
        dispensaryId: greenleaf,
        matchedBy: "text",
        brandName: "Kiva",
        productName: "Camino gummies",
        postText: "Picked up Blue Dream at Greenleaf, greenleaf never misses",
      },
    });
    const [post] = await db().select().from(posts).where(eq(posts.id, postId));
    expect(timestampDate(events[0]!.data.mentionedAt!)).toEqual(post!.createdAt);
  });

  it("hides a store whose fee is due or past due: a post may not name it and its name is not matched", async () => {
    const due = await harness.store({ name: "Mile High Greens", paid: false });
    const unknownStore = { code: "BAD_USER_INPUT", message: messages.unknownDispensary };
    const named = (dispensaryId: string) =>
      harness.graph("mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { id } }", {
        input: { ...author, postText: "Mile High Greens has the best pre-rolls", dispensaryId },
      });
    expect(errorOf(await named(due))).toEqual(unknownStore);
    await postBy({ postText: "Mile High Greens has the best pre-rolls" });
    expect(await mentionRows()).toEqual([]);

    // Paid: whatever the payment's instant, even one stamped before the store's creation.
    await harness.deliver(DispensaryFeePaidSchema, due, {
      dispensaryId: due,
      kind: "sign_on",
      paidAt: timestampFromDate(new Date(harness.clock.now().getTime() - 5000)),
    });
    const paidPost = await postBy({ postText: "Mile High Greens has the best pre-rolls" });
    expect(await mentionRows()).toEqual([{ postId: paidPost, dispensaryId: due, matchedBy: "text" }]);

    harness.clock.advance(1000);
    const failedAt = timestampFromDate(harness.clock.now());
    await harness.deliver(DispensaryFeeRenewalFailedSchema, due, {
      dispensaryId: due,
      reason: "Your card was declined.",
      failedAt,
    });
    // The older payment arriving late does not open it again.
    await harness.deliver(DispensaryFeePaidSchema, due, {
      dispensaryId: due,
      kind: "sign_on",
      paidAt: timestampFromDate(new Date(harness.clock.now().getTime() - 500)),
    });
    expect(errorOf(await named(due))).toEqual(unknownStore);
    await postBy({ postText: "Mile High Greens has the best pre-rolls" });
    expect(await mentionRows()).toHaveLength(1);
  });

  it("records the store a post was bought at, a brand that names a store, and each store once", async () => {
    const highTimes = await harness.store({ name: "The High Times Smoke Shop" });
    const boulder = await harness.store({ name: "Boulder Botanicals" });
    const postId = await harness.post(author, {
      postText: "Greenleaf had it cheaper than high times",
      brandName: "Boulder Botanicals",
      dispensaryId: greenleaf,
    });
    const rows = await mentionRows();
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { postId, dispensaryId: greenleaf, matchedBy: "dispensary_id" },
        { postId, dispensaryId: highTimes, matchedBy: "text" },
        { postId, dispensaryId: boulder, matchedBy: "brand" },
      ]),
    );
    const events = await harness.published(DispensaryMentionedSchema);
    expect(events.map((event) => event.aggregateId).sort()).toEqual([greenleaf, highTimes, boulder].sort());
  });

  it("does not take a longer word, or a name too short to tell, for a store", async () => {
    await harness.store({ name: "Bud Co" });
    await harness.post(author, { postText: "Such greenleafy vibes, best bud I had" });
    expect(await mentionRows()).toEqual([]);
    expect(await harness.published(DispensaryMentionedSchema)).toEqual([]);
  });

  it("lists a store's mentions newest first, without hidden posts", async () => {
    const older = await postBy({ postText: "Greenleaf is the spot", brandName: "Kiva", productName: "Gummies" });
    const hidden = await postBy({ postText: "Greenleaf again" });
    const newer = await postBy({ postText: "Bought here", dispensaryId: greenleaf });
    await postBy({ postText: "Nothing to see" });
    await db().update(posts).set({ hiddenAt: new Date(), likesCount: 0 }).where(eq(posts.id, hidden));
    await db().update(posts).set({ likesCount: 4 }).where(eq(posts.id, older));

    const result = await mentionsOf(greenleaf);
    expect(result.errors).toBeUndefined();
    const listed = result.data!.dispensaryMentions;
    expect(listed.map((mention) => mention.id)).toEqual([newer, older]);
    expect(listed[1]).toEqual({
      id: older,
      brandName: "Kiva",
      productName: "Gummies",
      postText: "Greenleaf is the spot",
      likesCount: 4,
      createdAt: expect.any(String),
    });
    expect((await mentionsOf(greenleaf, 1)).data!.dispensaryMentions.map((mention) => mention.id)).toEqual([newer]);
    expect((await mentionsOf(randomUUID())).data!.dispensaryMentions).toEqual([]);
  });

  it("adds the mentions to catalog's store", async () => {
    const first = await postBy({ postText: "Greenleaf one" });
    const second = await postBy({ postText: "Greenleaf two" });
    await postBy({ postText: "Greenleaf three" });
    const result = await harness.graph<{ _entities: Array<{ id: string; mentions: MentionOut[] }> }>(ENTITY_MENTIONS, {
      representations: [{ __typename: "Dispensary", id: greenleaf }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!._entities[0]!.mentions).toHaveLength(2);
    expect(result.data!._entities[0]!.mentions.map((mention) => mention.id)).not.toContain(first);
    expect(result.data!._entities[0]!.mentions[1]!.id).toBe(second);
  });

  it("refuses an id that names no store and a page size outside 1–50", async () => {
    expect(errorOf(await mentionsOf("greenleaf"))).toEqual({ code: "BAD_USER_INPUT", message: messages.unknownDispensary });
    expect(errorOf(await mentionsOf(greenleaf, 0))).toEqual({ code: "BAD_USER_INPUT", message: messages.pageSizeInvalid });
    expect(errorOf(await mentionsOf(greenleaf, 51))).toEqual({ code: "BAD_USER_INPUT", message: messages.pageSizeInvalid });
  });
});
