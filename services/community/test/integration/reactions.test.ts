import { randomUUID } from "node:crypto";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { postReactions, posts } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";

const postgres = testDatabase("community_reactions");

const REACT = `mutation ($input: ReactToCommunityPostInput!) {
  reactToCommunityPost(input: $input) { reactionType reacted likesCount lovesCount } }`;

interface Toggle {
  reactionType: string;
  reacted: boolean;
  likesCount: number;
  lovesCount: number;
}

postgres.describe("reactions on society posts", (open) => {
  let harness: CommunityHarness;
  let postId: string;
  const db = () => harness.database.db;
  const react = (sessionId: string, reactionType: unknown = "like", id: unknown = postId) =>
    harness.graph<{ reactToCommunityPost: Toggle }>(REACT, { input: { postId: id, sessionId, reactionType } });
  const counts = async () => {
    const [row] = await db().select({ likes: posts.likesCount, loves: posts.lovesCount }).from(posts).where(eq(posts.id, postId));
    const rows = await db().select().from(postReactions).where(eq(postReactions.postId, postId));
    return {
      likes: row!.likes,
      loves: row!.loves,
      likeRows: rows.filter((reaction) => reaction.reactionType === "like").length,
      loveRows: rows.filter((reaction) => reaction.reactionType === "love").length,
    };
  };

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    postId = await harness.post(await harness.profile());
  });

  it("toggles a session's like and love on and off, each on its own, without a profile", async () => {
    const session = harness.session();
    expect((await react(session, "like")).data!.reactToCommunityPost).toEqual({
      reactionType: "like",
      reacted: true,
      likesCount: 1,
      lovesCount: 0,
    });
    expect((await react(session, "love")).data!.reactToCommunityPost).toEqual({
      reactionType: "love",
      reacted: true,
      likesCount: 1,
      lovesCount: 1,
    });
    expect((await react(session, "like")).data!.reactToCommunityPost).toEqual({
      reactionType: "like",
      reacted: false,
      likesCount: 0,
      lovesCount: 1,
    });
    const rows = await db()
      .select({ reactionType: postReactions.reactionType })
      .from(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.sessionId, session)));
    expect(rows).toEqual([{ reactionType: "love" }]);
  });

  it("refuses reactions other than like and love, and a bad session id", async () => {
    for (const reactionType of ["heart", "LIKE", "", "like love"]) {
      expect(errorOf(await react(harness.session(), reactionType))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.reactionInvalid,
      });
    }
    expect(errorOf(await react("nope"))?.code).toBe("BAD_USER_INPUT");
    expect(await counts()).toEqual({ likes: 0, loves: 0, likeRows: 0, loveRows: 0 });
  });

  it("answers 'Post not found' for a post that does not exist, is hidden, or an id that is none", async () => {
    const notFound = { code: "NOT_FOUND", message: messages.postNotFound };
    expect(errorOf(await react(harness.session(), "like", randomUUID()))).toEqual(notFound);
    expect(errorOf(await react(harness.session(), "like", "first-post"))).toEqual(notFound);
    await db().update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, postId));
    expect(errorOf(await react(harness.session(), "like"))).toEqual(notFound);
    expect(await counts()).toEqual({ likes: 0, loves: 0, likeRows: 0, loveRows: 0 });
  });

  it("counts 30 sessions liking at once exactly", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => react(harness.session())));
    expect(results.map((result) => result.errors)).toEqual(Array(30).fill(undefined));
    expect(results.every((result) => result.data!.reactToCommunityPost.reacted)).toBe(true);
    expect(await counts()).toEqual({ likes: 30, loves: 0, likeRows: 30, loveRows: 0 });
  });

  it("keeps the count equal to the rows when one session toggles many times at once", async () => {
    const session = harness.session();
    for (const round of [10, 7]) {
      const results = await Promise.all(Array.from({ length: round }, () => react(session)));
      expect(results.map((result) => result.errors)).toEqual(Array(round).fill(undefined));
      const after = await counts();
      expect(after.likes).toBe(after.likeRows);
      expect(after.likeRows).toBeLessThanOrEqual(1);
    }
    // Mixed with other sessions' likes and loves, still exact.
    await Promise.all([
      ...Array.from({ length: 6 }, () => react(session, "love")),
      ...Array.from({ length: 5 }, () => react(harness.session(), "love")),
    ]);
    const after = await counts();
    expect(after.loves).toBe(after.loveRows);
    expect(after.likes).toBe(after.likeRows);
  });
});
