import { randomUUID } from "node:crypto";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { postComments, posts } from "../../src/db/schema.ts";
import { COMMENT_LIMIT, COMMENTS_MAX } from "../../src/domain/constants.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";

const postgres = testDatabase("community_comments");

const COMMENT_FIELDS = "id postId profileId profile { id displayName avatarUrl city state } commentText createdAt";
const COMMENT = `mutation ($input: CommentOnCommunityPostInput!) { commentOnCommunityPost(input: $input) { ${COMMENT_FIELDS} } }`;
const COMMENTS = `query ($postId: ID!) { communityPostComments(postId: $postId) { ${COMMENT_FIELDS} } }`;

interface CommentOut {
  id: string;
  postId: string;
  profileId: string;
  profile: { id: string; displayName: string } | null;
  commentText: string;
  createdAt: string;
}

postgres.describe("comments on society posts", (open) => {
  let harness: CommunityHarness;
  let author: TestProfile;
  let commenter: TestProfile;
  let postId: string;
  const db = () => harness.database.db;
  const comment = (input: Record<string, unknown> = {}) =>
    harness.graph<{ commentOnCommunityPost: CommentOut }>(COMMENT, {
      input: { postId, ...commenter, commentText: "Same here!", ...input },
    });
  const listed = (id: unknown = postId) => harness.graph<{ communityPostComments: CommentOut[] }>(COMMENTS, { postId: id });
  const commentsCount = async () =>
    (await db().select({ count: posts.commentsCount }).from(posts).where(eq(posts.id, postId)))[0]!.count;

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    author = await harness.profile({ displayName: "Denver Dank" });
    commenter = await harness.profile({ displayName: "Boulder Buds", city: "Boulder", state: "CO" });
    postId = await harness.post(author);
  });

  it("answers the post's id as the post has it, however the caller wrote it", async () => {
    const result = await comment({ postId: postId.toUpperCase() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.commentOnCommunityPost.postId).toBe(postId);
  });

  it("adds a comment by the session's profile and counts it on the post", async () => {
    const result = await comment({ commentText: "  Same here!  " });
    expect(result.errors).toBeUndefined();
    expect(result.data!.commentOnCommunityPost).toMatchObject({
      postId,
      profileId: commenter.profileId,
      profile: { id: commenter.profileId, displayName: "Boulder Buds", city: "Boulder", state: "CO", avatarUrl: null },
      commentText: "Same here!",
    });
    expect(await commentsCount()).toBe(1);
  });

  it("lists a post's comments oldest first, with their authors", async () => {
    const first = (await comment({ commentText: "first" })).data!.commentOnCommunityPost;
    harness.clock.advance(1000);
    const second = (await comment({ ...author, commentText: "second" })).data!.commentOnCommunityPost;
    const result = await listed();
    expect(result.errors).toBeUndefined();
    expect(result.data!.communityPostComments).toEqual([first, second]);
    expect(result.data!.communityPostComments[1]!.profile).toMatchObject({ displayName: "Denver Dank" });
  });

  it("shows the newest 200 of a long thread, oldest first", async () => {
    const base = Date.parse("2026-03-01T12:00:00.000Z");
    await db()
      .insert(postComments)
      .values(
        Array.from({ length: COMMENTS_MAX + 5 }, (_, index) => ({
          postId,
          profileId: commenter.profileId,
          commentText: `comment ${index}`,
          createdAt: new Date(base + index * 1000),
        })),
      );
    const shown = (await listed()).data!.communityPostComments;
    expect(shown).toHaveLength(COMMENTS_MAX);
    expect(shown[0]!.commentText).toBe("comment 5");
    expect(shown.at(-1)!.commentText).toBe(`comment ${COMMENTS_MAX + 4}`);
  });

  it("refuses blank, whitespace-only, too long and blocked comments", async () => {
    for (const commentText of ["", "   ", "\n\t "]) {
      expect(errorOf(await comment({ commentText }))).toEqual({ code: "BAD_USER_INPUT", message: messages.commentRequired });
    }
    expect(errorOf(await comment({ commentText: "x".repeat(1001) }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.commentTooLong,
    });
    expect(errorOf(await comment({ commentText: "DM me on Telegram for deals" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.blockedWords,
    });
    expect(errorOf(await comment({ commentText: "nul\u0000" }))?.code).toBe("BAD_USER_INPUT");
    expect(await db().select().from(postComments)).toEqual([]);
    expect(await commentsCount()).toBe(0);
  });

  it("refuses another session's profile, a missing profile and a missing or hidden post, writing nothing", async () => {
    expect(errorOf(await comment({ sessionId: author.sessionId }))).toEqual({
      code: "FORBIDDEN",
      message: messages.notYourProfile,
    });
    expect(errorOf(await comment({ profileId: randomUUID() }))).toEqual({ code: "NOT_FOUND", message: messages.profileNotFound });
    expect(errorOf(await comment({ profileId: "me" }))).toEqual({ code: "NOT_FOUND", message: messages.profileNotFound });
    const noPost = { code: "NOT_FOUND", message: messages.postNotFound };
    expect(errorOf(await comment({ postId: randomUUID() }))).toEqual(noPost);
    expect(errorOf(await comment({ postId: "post-1" }))).toEqual(noPost);
    expect(errorOf(await listed(randomUUID()))).toEqual(noPost);
    expect(errorOf(await listed("post-1"))).toEqual(noPost);
    await db().update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, postId));
    expect(errorOf(await comment())).toEqual(noPost);
    expect(errorOf(await listed())).toEqual(noPost);
    expect(await db().select().from(postComments)).toEqual([]);
    expect(await commentsCount()).toBe(0);
  });

  it("leaves hidden comments out of the list while the post still counts them", async () => {
    const kept = (await comment({ commentText: "keep me" })).data!.commentOnCommunityPost;
    const hidden = (await comment({ commentText: "hide me" })).data!.commentOnCommunityPost;
    await db().update(postComments).set({ hiddenAt: new Date() }).where(eq(postComments.id, hidden.id));
    expect((await listed()).data!.communityPostComments.map((shown) => shown.id)).toEqual([kept.id]);
    expect(await commentsCount()).toBe(2);
  });

  it("makes a session wait once it commented too often", async () => {
    for (let index = 0; index < COMMENT_LIMIT.max; index++) expect((await comment()).errors).toBeUndefined();
    const refused = await comment();
    expect(errorOf(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: messages.commentingTooFast });
    expect(await commentsCount()).toBe(COMMENT_LIMIT.max);
    harness.clock.advance(COMMENT_LIMIT.windowSeconds * 1000);
    expect((await comment()).errors).toBeUndefined();
  });

  it("counts comments written at once exactly", async () => {
    const others = await Promise.all(Array.from({ length: 8 }, () => harness.profile()));
    const results = await Promise.all(others.map((profile) => comment({ ...profile })));
    expect(results.map((result) => result.errors)).toEqual(Array(8).fill(undefined));
    expect(await commentsCount()).toBe(8);
  });
});
