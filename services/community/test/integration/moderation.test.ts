import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { CommunityContentHiddenSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { feedComments, feedPosts, postComments, posts, reports } from "../../src/db/schema.ts";
import { HIDE_AFTER_REPORTS } from "../../src/domain/constants.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";

const postgres = testDatabase("community_moderation");

const REPORT = "mutation ($input: ReportContentInput!) { reportContent(input: $input) { reported hidden } }";
const LIST = "query { communityPosts { posts { id commentsCount } } }";
const COMMENTS = "query ($postId: ID!) { communityPostComments(postId: $postId) { id } }";
const MENTIONS = "query ($dispensaryId: ID!) { dispensaryMentions(dispensaryId: $dispensaryId) { id } }";
const REACT = `mutation ($input: ReactToCommunityPostInput!) { reactToCommunityPost(input: $input) { reacted } }`;

postgres.describe("reports", (open) => {
  let harness: CommunityHarness;
  let author: TestProfile;
  let postId: string;
  const db = () => harness.database.db;
  const report = (contentId: string, contentType = "post", sessionId?: string | null, headers?: Record<string, string>) =>
    harness.graph<{ reportContent: { reported: boolean; hidden: boolean } }>(
      REPORT,
      { input: { contentType, contentId, sessionId } },
      headers,
    );
  const postRow = async (id = postId) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;
  /** A feed post with one comment, written straight to the store, and both as reports name them. */
  const feedPostWithComment = async () => {
    const account = await harness.account();
    const [feedPost] = await db().insert(feedPosts).values({ userId: account.userId, content: "Hello feed" }).returning();
    const [feedComment] = await db()
      .insert(feedComments)
      .values({ postId: feedPost!.id, userId: account.userId, content: "Hi" })
      .returning();
    const feedContent = [
      ["feed_post", feedPost!.id],
      ["feed_comment", feedComment!.id],
    ] as const;
    return { feedPost: feedPost!, feedContent };
  };
  const listedIds = async () =>
    (await harness.graph<{ communityPosts: { posts: Array<{ id: string }> } }>(LIST)).data!.communityPosts.posts.map(
      (post) => post.id,
    );

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    author = await harness.profile();
    postId = await harness.post(author, { postText: "Greenleaf has the best prices" });
  });

  it("hides a post after three sessions report it, announces it once, and takes it off every list", async () => {
    const dispensaryId = await harness.store({ name: "Greenleaf Dispensary" });
    const mentioned = await harness.post(author, { postText: "Greenleaf again" });
    const mentions = async () =>
      (await harness.graph<{ dispensaryMentions: Array<{ id: string }> }>(MENTIONS, { dispensaryId })).data!.dispensaryMentions;
    expect(await mentions()).toHaveLength(1);

    const sessions = [harness.session(), harness.session(), harness.session()];
    expect((await report(mentioned, "post", sessions[0])).data!.reportContent).toEqual({ reported: true, hidden: false });
    expect((await report(mentioned, "post", sessions[1])).data!.reportContent).toEqual({ reported: true, hidden: false });
    expect((await report(mentioned, "post", sessions[2])).data!.reportContent).toEqual({ reported: true, hidden: true });
    const row = await postRow(mentioned);
    expect(row.reportsCount).toBe(HIDE_AFTER_REPORTS);
    expect(row.hiddenAt).not.toBeNull();

    const events = await harness.published(CommunityContentHiddenSchema);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      aggregateId: mentioned,
      data: { contentType: "post", contentId: mentioned, reportCount: 3 },
    });
    expect(timestampDate(events[0]!.data.hiddenAt!)).toEqual(row.hiddenAt);

    // A fourth report counts, and changes nothing else.
    expect((await report(mentioned, "post", harness.session())).data!.reportContent).toEqual({ reported: true, hidden: true });
    expect((await postRow(mentioned)).reportsCount).toBe(4);
    expect(await harness.published(CommunityContentHiddenSchema)).toHaveLength(1);

    expect(await listedIds()).toEqual([postId]);
    expect(await mentions()).toEqual([]);
    const notFound = { code: "NOT_FOUND", message: messages.postNotFound };
    expect(errorOf(await harness.graph(COMMENTS, { postId: mentioned }))).toEqual(notFound);
    expect(
      errorOf(await harness.graph(REACT, { input: { postId: mentioned, sessionId: harness.session(), reactionType: "like" } })),
    ).toEqual(notFound);
  });

  it("counts each reporter once per item", async () => {
    const session = harness.session();
    for (let index = 0; index < 4; index++) {
      expect((await report(postId, "post", session)).data!.reportContent).toEqual({ reported: true, hidden: false });
    }
    expect((await postRow()).reportsCount).toBe(1);
    expect(await db().select().from(reports)).toHaveLength(1);
  });

  it("takes a signed-in account without a session as its own reporter, and needs one or the other", async () => {
    const account = await harness.account();
    await report(postId, "post", null, account.headers);
    await report(postId, "post", undefined, account.headers);
    expect(await db().select({ reporter: reports.reporter }).from(reports)).toEqual([{ reporter: `user:${account.userId}` }]);
    // A session given by a signed-in account is the reporter.
    const session = harness.session();
    await report(postId, "post", session, account.headers);
    expect((await postRow()).reportsCount).toBe(2);

    expect(errorOf(await report(postId, "post", null))).toEqual({ code: "BAD_USER_INPUT", message: messages.reporterRequired });
    expect(errorOf(await report(postId, "post", "not a session"))?.code).toBe("BAD_USER_INPUT");
    expect((await postRow()).reportsCount).toBe(2);
  });

  it("answers NOT_FOUND for content that does not exist", async () => {
    const nothing = { code: "NOT_FOUND", message: messages.contentNotFound };
    const account = await harness.account();
    for (const contentType of ["post", "comment", "feed_post", "feed_comment"]) {
      expect(errorOf(await report(randomUUID(), contentType, harness.session(), account.headers))).toEqual(nothing);
    }
    expect(errorOf(await report("post-1", "post", harness.session()))).toEqual(nothing);
    // A post's id is not a comment's.
    expect(errorOf(await report(postId, "comment", harness.session()))).toEqual(nothing);
    expect(await db().select().from(reports)).toEqual([]);
  });

  it("hides exactly once when reports arrive together", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => report(postId, "post", harness.session())));
    expect(results.map((result) => result.errors)).toEqual(Array(6).fill(undefined));
    expect(results.filter((result) => result.data!.reportContent.hidden)).toHaveLength(4);
    expect((await postRow()).reportsCount).toBe(6);
    expect(await harness.published(CommunityContentHiddenSchema)).toHaveLength(1);
  });

  it("hides a comment, leaving it out of the post's comments while the post's count stays", async () => {
    const commenter = await harness.profile();
    const [comment] = await db()
      .insert(postComments)
      .values([
        { postId, profileId: commenter.profileId, commentText: "spam spam" },
        { postId, profileId: commenter.profileId, commentText: "fine", createdAt: new Date(Date.now() + 1000) },
      ])
      .returning();
    await db().update(posts).set({ commentsCount: 2 }).where(eq(posts.id, postId));
    const reportsAtOnce = await Promise.all(
      Array.from({ length: HIDE_AFTER_REPORTS }, () => report(comment!.id, "comment", harness.session())),
    );
    expect(reportsAtOnce.map((result) => result.errors)).toEqual(Array(HIDE_AFTER_REPORTS).fill(undefined));
    const shown = await harness.graph<{ communityPostComments: Array<{ id: string }> }>(COMMENTS, { postId });
    expect(shown.data!.communityPostComments).toHaveLength(1);
    expect(shown.data!.communityPostComments[0]!.id).not.toBe(comment!.id);
    expect((await postRow()).commentsCount).toBe(2);
    const events = await harness.published(CommunityContentHiddenSchema);
    expect(events.map((event) => event.data)).toMatchObject([{ contentType: "comment", contentId: comment!.id, reportCount: 3 }]);
  });

  it("takes reports of feed posts and comments from signed-in accounts only, so made-up sessions hide nothing", async () => {
    const { feedPost, feedContent } = await feedPostWithComment();
    const signIn = { code: "UNAUTHENTICATED", message: messages.signInRequired };
    for (const [contentType, contentId] of feedContent) {
      for (let index = 0; index < HIDE_AFTER_REPORTS; index++) {
        expect(errorOf(await report(contentId, contentType, harness.session()))).toEqual(signIn);
      }
      expect(errorOf(await report(contentId, contentType, null))).toEqual(signIn);
    }
    expect(await db().select().from(reports)).toEqual([]);
    expect((await db().select().from(feedPosts))[0]).toMatchObject({ reportsCount: 0, hiddenAt: null });
    expect((await db().select().from(feedComments))[0]).toMatchObject({ reportsCount: 0, hiddenAt: null });

    // A signed-in account that also sends a session id reports as the account, once.
    const reporter = await harness.account();
    await report(feedPost.id, "feed_post", harness.session(), reporter.headers);
    await report(feedPost.id, "feed_post", harness.session(), reporter.headers);
    expect(await db().select({ reporter: reports.reporter }).from(reports)).toEqual([{ reporter: `user:${reporter.userId}` }]);
  });

  it("hides feed posts and feed comments the same way", async () => {
    const { feedContent } = await feedPostWithComment();
    for (const [contentType, contentId] of feedContent) {
      for (let index = 0; index < HIDE_AFTER_REPORTS; index++) {
        const reporter = await harness.account();
        expect((await report(contentId, contentType, null, reporter.headers)).errors).toBeUndefined();
      }
    }
    const [postAfter] = await db().select().from(feedPosts);
    const [commentAfter] = await db().select().from(feedComments);
    expect(postAfter).toMatchObject({ reportsCount: 3, hiddenAt: expect.any(Date) });
    expect(commentAfter).toMatchObject({ reportsCount: 3, hiddenAt: expect.any(Date) });
    const events = await harness.published(CommunityContentHiddenSchema);
    expect(events.map((event) => [event.data.contentType, event.data.contentId])).toEqual(feedContent);
  });
});
