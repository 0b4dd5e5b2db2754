import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import type { FormattedExecutionResult } from "graphql";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { activity, feedPosts, images, postComments, posts, profiles } from "../../src/db/schema.ts";
import { COMMENT_LIMIT, POST_LIMIT, PROFILE_SAVE_LIMIT } from "../../src/domain/constants.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";
import { jpegPhoto, upload } from "../support/images.ts";

// The rate limits hold when one actor sends many requests at once: each is judged again under a
// lock on the actor inside the transaction that writes it, so none slips past the limit between
// the early check and the commit, and the photos of the refused ones are not left in storage.

const postgres = testDatabase("community_rate_limits");

const OVER = 6;

const errorCodes = (results: Array<FormattedExecutionResult<unknown>>) =>
  results.map((result) => result.errors?.[0]?.extensions?.code ?? "OK").sort();

postgres.describe("rate limits under concurrent requests", (open) => {
  let harness: CommunityHarness;
  let photo: { base64: string };
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    photo = upload(await jpegPhoto({ width: 320, height: 240 }));
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  it("creates no more society posts than the limit when one session sends them together, keeping only their photos", async () => {
    const author = await harness.profile();
    const results = await Promise.all(
      Array.from({ length: POST_LIMIT.max + OVER }, (_, index) =>
        harness.graph("mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { id } }", {
          input: { ...author, postText: `Together ${index}`, image: photo },
        }),
      ),
    );
    expect(errorCodes(results)).toEqual([...Array(POST_LIMIT.max).fill("OK"), ...Array(OVER).fill("TOO_MANY_REQUESTS")].sort());
    expect(results.find((result) => result.errors)?.errors?.[0]?.message).toBe(messages.postingTooFast);
    expect(await db().select().from(posts)).toHaveLength(POST_LIMIT.max);
    expect(await db().select().from(activity).where(eq(activity.action, "post"))).toHaveLength(POST_LIMIT.max);
    expect(await db().select().from(images)).toHaveLength(POST_LIMIT.max);
    expect(harness.storedKeys()).toHaveLength(2 * POST_LIMIT.max);
  });

  it("creates no more feed posts than the limit when one account sends them together", async () => {
    const account = await harness.account();
    const results = await Promise.all(
      Array.from({ length: POST_LIMIT.max + OVER }, (_, index) =>
        harness.graph(
          "mutation ($input: CreateFeedPostInput!) { createFeedPost(input: $input) { id } }",
          { input: { content: `Feed together ${index}`, images: [photo] } },
          account.headers,
        ),
      ),
    );
    expect(errorCodes(results)).toEqual([...Array(POST_LIMIT.max).fill("OK"), ...Array(OVER).fill("TOO_MANY_REQUESTS")].sort());
    expect(await db().select().from(feedPosts)).toHaveLength(POST_LIMIT.max);
    expect(await db().select().from(images)).toHaveLength(POST_LIMIT.max);
    expect(harness.storedKeys()).toHaveLength(2 * POST_LIMIT.max);
  });

  it("adds no more comments than the limit when one session sends them together, and counts only those", async () => {
    const author = await harness.profile();
    const postId = await harness.post(author);
    const results = await Promise.all(
      Array.from({ length: COMMENT_LIMIT.max + OVER }, (_, index) =>
        harness.graph("mutation ($input: CommentOnCommunityPostInput!) { commentOnCommunityPost(input: $input) { id } }", {
          input: { ...author, postId, commentText: `Reply ${index}` },
        }),
      ),
    );
    expect(errorCodes(results)).toEqual(
      [...Array(COMMENT_LIMIT.max).fill("OK"), ...Array(OVER).fill("TOO_MANY_REQUESTS")].sort(),
    );
    expect(await db().select().from(postComments)).toHaveLength(COMMENT_LIMIT.max);
    expect((await db().select().from(posts))[0]!.commentsCount).toBe(COMMENT_LIMIT.max);
  });

  it("adds no more feed comments than the limit when one account sends them together", async () => {
    const account = await harness.account();
    const [feedPost] = await db().insert(feedPosts).values({ userId: account.userId, content: "Talk to me" }).returning();
    const results = await Promise.all(
      Array.from({ length: COMMENT_LIMIT.max + OVER }, (_, index) =>
        harness.graph(
          "mutation ($postId: ID!, $content: String!) { commentOnFeedPost(postId: $postId, content: $content) { id } }",
          { postId: feedPost!.id, content: `Reply ${index}` },
          account.headers,
        ),
      ),
    );
    expect(errorCodes(results)).toEqual(
      [...Array(COMMENT_LIMIT.max).fill("OK"), ...Array(OVER).fill("TOO_MANY_REQUESTS")].sort(),
    );
    expect((await db().select().from(feedPosts))[0]!.commentsCount).toBe(COMMENT_LIMIT.max);
  });

  it("saves a profile no more often than the limit when one session sends saves together, keeping one avatar", async () => {
    const sessionId = harness.session();
    const results = await Promise.all(
      Array.from({ length: PROFILE_SAVE_LIMIT.max + OVER }, (_, index) =>
        harness.graph("mutation ($input: SaveCommunityProfileInput!) { saveCommunityProfile(input: $input) { id } }", {
          input: { sessionId, displayName: `Saver ${index}`, avatar: photo },
        }),
      ),
    );
    expect(errorCodes(results)).toEqual(
      [...Array(PROFILE_SAVE_LIMIT.max).fill("OK"), ...Array(OVER).fill("TOO_MANY_REQUESTS")].sort(),
    );
    expect(results.find((result) => result.errors)?.errors?.[0]?.message).toBe(messages.savingProfileTooFast);
    expect(await db().select().from(profiles)).toHaveLength(1);
    expect(await db().select().from(images)).toHaveLength(1);
    expect(harness.storedKeys()).toHaveLength(2);
  });
});
