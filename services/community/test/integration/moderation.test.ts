import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { operatorActions } from "@highcotton/kit/db";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { CommunityContentHiddenSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ESTABLISHED_REPORTER_HOURS, HIDING_REPORTERS, messages, WRITE_LIMITS } from "../../src/contract/index.ts";
import { feedComments, feedPosts, postComments, posts, reports } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";

const postgres = testDatabase("community_moderation");

const REPORT = "mutation ($input: ReportContentInput!) { reportContent(input: $input) { reported hidden } }";
const LIST = "query { communityPosts { posts { id commentsCount } } }";
const COMMENTS = "query ($postId: ID!) { communityPostComments(postId: $postId) { id } }";
const MENTIONS = "query ($dispensaryId: ID!) { dispensaryMentions(dispensaryId: $dispensaryId) { id } }";
const REACT = `mutation ($input: ReactToCommunityPostInput!) { reactToCommunityPost(input: $input) { reacted } }`;
const QUEUE = `query ($first: Int) { moderationQueue(first: $first) {
  contentType contentId text hidden reportsCount reportersCount establishedReportersCount
  reasons { reason count } firstReportedAt lastReportedAt } }`;
const HIDE = `mutation ($input: ModerateContentInput!) { hideCommunityContent(input: $input) { contentType contentId hidden reviewedAt } }`;
const RESTORE = `mutation ($input: ModerateContentInput!) { restoreCommunityContent(input: $input) { contentType contentId hidden reviewedAt } }`;

type Outcome = { reportContent: { reported: boolean; hidden: boolean } };
interface QueueItem {
  contentType: string;
  contentId: string;
  text: string;
  hidden: boolean;
  reportsCount: number;
  reportersCount: number;
  establishedReportersCount: number;
  reasons: Array<{ reason: string; count: number }>;
}

const DAY_MS = ESTABLISHED_REPORTER_HOURS * 3_600_000;
let addressCounter = 0;
/** A client address no other report in the file comes from. */
const newAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

postgres.describe("reports and moderation", (open) => {
  let harness: CommunityHarness;
  let author: TestProfile;
  let postId: string;
  const db = () => harness.database.db;
  const from = (address: string, headers: Record<string, string> = {}) => ({ ...headers, "x-forwarded-for": address });
  const report = (
    contentId: string,
    contentType = "post",
    sessionId?: string | null,
    headers: Record<string, string> = from(newAddress()),
    reason?: string,
  ) => harness.graph<Outcome>(REPORT, { input: { contentType, contentId, sessionId, reason } }, headers);
  const operator = () => ({ authorization: `Bearer ${harness.tokens.signOperator("moderator")}` });
  const queue = async () => (await harness.graph<{ moderationQueue: QueueItem[] }>(QUEUE, {}, operator())).data!.moderationQueue;
  const postRow = async (id = postId) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;
  /** Sessions whose profiles are older than a day when they report (the clock moves a day on). */
  const establishedSessions = async (count: number) => {
    const sessions = [];
    for (let index = 0; index < count; index++) sessions.push((await harness.profile()).sessionId);
    harness.clock.advance(DAY_MS);
    return sessions;
  };
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

  describe("the report rule", () => {
    it("never hides on reports from fresh sessions, even from different addresses: they queue the post", async () => {
      for (let index = 0; index < HIDING_REPORTERS + 2; index++) {
        expect((await report(postId, "post", harness.session())).data!.reportContent).toEqual({ reported: true, hidden: false });
      }
      // Profiles made just now are no more established than bare sessions.
      const newcomers = [await harness.profile(), await harness.profile(), await harness.profile()];
      for (const newcomer of newcomers) {
        expect((await report(postId, "post", newcomer.sessionId)).data!.reportContent.hidden).toBe(false);
      }
      expect(await postRow()).toMatchObject({ hiddenAt: null, reportsCount: HIDING_REPORTERS + 5 });
      expect(await listedIds()).toEqual([postId]);
      expect(await harness.published(CommunityContentHiddenSchema)).toEqual([]);
      expect(await queue()).toMatchObject([
        {
          contentType: "post",
          contentId: postId,
          hidden: false,
          reportsCount: HIDING_REPORTERS + 5,
          establishedReportersCount: 0,
        },
      ]);
    });

    it("never hides on reports from fresh accounts", async () => {
      const { feedPost } = await feedPostWithComment();
      for (let index = 0; index < HIDING_REPORTERS + 1; index++) {
        const account = await harness.account();
        expect((await report(feedPost.id, "feed_post", null, from(newAddress(), account.headers))).errors).toBeUndefined();
      }
      expect((await db().select().from(feedPosts))[0]).toMatchObject({ hiddenAt: null, reportsCount: HIDING_REPORTERS + 1 });
    });

    it("does not hide on established reporters sharing one address", async () => {
      const address = newAddress();
      for (const session of await establishedSessions(HIDING_REPORTERS + 1)) {
        expect((await report(postId, "post", session, from(address))).data!.reportContent.hidden).toBe(false);
      }
      expect((await postRow()).hiddenAt).toBeNull();
      expect(await queue()).toMatchObject([{ reportersCount: 1, establishedReportersCount: 1 }]);
    });

    it("hides a post once established reporters from different addresses reported it, announces it once, and takes it off every list", async () => {
      const dispensaryId = await harness.store({ name: "Greenleaf Dispensary" });
      const mentioned = await harness.post(author, { postText: "Greenleaf again" });
      const mentions = async () =>
        (await harness.graph<{ dispensaryMentions: Array<{ id: string }> }>(MENTIONS, { dispensaryId })).data!.dispensaryMentions;
      expect(await mentions()).toHaveLength(1);

      const sessions = await establishedSessions(HIDING_REPORTERS);
      const outcomes = [];
      for (const session of sessions) outcomes.push((await report(mentioned, "post", session)).data!.reportContent.hidden);
      expect(outcomes).toEqual([...Array(HIDING_REPORTERS - 1).fill(false), true]);
      const row = await postRow(mentioned);
      expect(row.hiddenAt).not.toBeNull();

      const events = await harness.published(CommunityContentHiddenSchema);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        aggregateId: mentioned,
        data: { contentType: "post", contentId: mentioned, reportCount: HIDING_REPORTERS },
      });
      expect(timestampDate(events[0]!.data.hiddenAt!)).toEqual(row.hiddenAt);

      // A further report counts, and changes nothing else.
      expect((await report(mentioned, "post", harness.session())).data!.reportContent).toEqual({ reported: true, hidden: true });
      expect(await harness.published(CommunityContentHiddenSchema)).toHaveLength(1);

      expect(await listedIds()).toEqual([postId]);
      expect(await mentions()).toEqual([]);
      const notFound = { code: "NOT_FOUND", message: messages.postNotFound };
      expect(errorOf(await harness.graph(COMMENTS, { postId: mentioned }))).toEqual(notFound);
      expect(
        errorOf(await harness.graph(REACT, { input: { postId: mentioned, sessionId: harness.session(), reactionType: "like" } })),
      ).toEqual(notFound);
    });

    it("hides exactly once when established reports arrive together", async () => {
      const sessions = await establishedSessions(HIDING_REPORTERS + 3);
      const results = await Promise.all(sessions.map((session) => report(postId, "post", session)));
      expect(results.map((result) => result.errors)).toEqual(Array(sessions.length).fill(undefined));
      // The third report hides it; the ones weighed after it find it hidden.
      expect(results.filter((result) => result.data!.reportContent.hidden)).toHaveLength(sessions.length - HIDING_REPORTERS + 1);
      expect((await postRow()).reportsCount).toBe(sessions.length);
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
      const sessions = await establishedSessions(HIDING_REPORTERS);
      const reportsAtOnce = await Promise.all(sessions.map((session) => report(comment!.id, "comment", session)));
      expect(reportsAtOnce.map((result) => result.errors)).toEqual(Array(HIDING_REPORTERS).fill(undefined));
      const shown = await harness.graph<{ communityPostComments: Array<{ id: string }> }>(COMMENTS, { postId });
      expect(shown.data!.communityPostComments.map((each) => each.id)).not.toContain(comment!.id);
      expect(shown.data!.communityPostComments).toHaveLength(1);
      expect((await postRow()).commentsCount).toBe(2);
      const events = await harness.published(CommunityContentHiddenSchema);
      expect(events.map((event) => event.data)).toMatchObject([{ contentType: "comment", contentId: comment!.id }]);
    });

    it("hides feed posts and comments on reports by accounts registered over a day before, from different addresses", async () => {
      const { feedContent } = await feedPostWithComment();
      const accounts = [];
      for (let index = 0; index < HIDING_REPORTERS; index++) accounts.push(await harness.account());
      harness.clock.advance(DAY_MS);
      for (const [contentType, contentId] of feedContent) {
        for (const account of accounts) {
          expect((await report(contentId, contentType, null, from(newAddress(), account.headers))).errors).toBeUndefined();
        }
      }
      expect((await db().select().from(feedPosts))[0]).toMatchObject({ reportsCount: 3, hiddenAt: expect.any(Date) });
      expect((await db().select().from(feedComments))[0]).toMatchObject({ reportsCount: 3, hiddenAt: expect.any(Date) });
      const events = await harness.published(CommunityContentHiddenSchema);
      expect(events.map((event) => [event.data.contentType, event.data.contentId])).toEqual(feedContent);
    });
  });

  describe("reporters", () => {
    it("counts each reporter once per item", async () => {
      const session = harness.session();
      for (let index = 0; index < 4; index++) {
        expect((await report(postId, "post", session)).data!.reportContent).toEqual({ reported: true, hidden: false });
      }
      expect((await postRow()).reportsCount).toBe(1);
      expect(await db().select().from(reports)).toHaveLength(1);
    });

    it("takes a signed-in account as its own reporter, with or without a session, and needs one or the other", async () => {
      const account = await harness.account();
      await report(postId, "post", null, from(newAddress(), account.headers));
      await report(postId, "post", harness.session(), from(newAddress(), account.headers));
      expect(await db().select({ reporter: reports.reporter }).from(reports)).toEqual([{ reporter: `user:${account.userId}` }]);

      expect(errorOf(await report(postId, "post", null))).toEqual({ code: "BAD_USER_INPUT", message: messages.reporterRequired });
      expect(errorOf(await report(postId, "post", "not a session"))?.code).toBe("BAD_USER_INPUT");
      expect(errorOf(await report(postId, "post", harness.session(), from(newAddress()), "rude"))?.code).toBe("BAD_USER_INPUT");
      expect((await postRow()).reportsCount).toBe(1);
    });

    it("answers NOT_FOUND for content that does not exist", async () => {
      const nothing = { code: "NOT_FOUND", message: messages.contentNotFound };
      const account = await harness.account();
      for (const contentType of ["post", "comment", "feed_post", "feed_comment"]) {
        expect(errorOf(await report(randomUUID(), contentType, null, from(newAddress(), account.headers)))).toEqual(nothing);
      }
      expect(errorOf(await report("post-1", "post", harness.session()))).toEqual(nothing);
      // A post's id is not a comment's.
      expect(errorOf(await report(postId, "comment", harness.session()))).toEqual(nothing);
      expect(await db().select().from(reports)).toEqual([]);
    });

    it("takes reports of feed posts and comments from signed-in accounts only", async () => {
      const { feedContent } = await feedPostWithComment();
      const signIn = { code: "UNAUTHENTICATED", message: messages.signInRequired };
      for (const [contentType, contentId] of feedContent) {
        expect(errorOf(await report(contentId, contentType, harness.session()))).toEqual(signIn);
        expect(errorOf(await report(contentId, contentType, null))).toEqual(signIn);
      }
      expect(await db().select().from(reports)).toEqual([]);
    });
  });

  describe("report limits", () => {
    /** Posts written straight to the store, to report. */
    const manyPosts = async (count: number) =>
      (
        await db()
          .insert(posts)
          .values(Array.from({ length: count }, (_, index) => ({ profileId: author.profileId, postText: `Post ${index}` })))
          .returning({ id: posts.id })
      ).map((row) => row.id);

    it("limits one reporter, from any address, and says when to try again", async () => {
      const { perActor } = WRITE_LIMITS.report;
      const items = await manyPosts(perActor.max + 1);
      const session = harness.session();
      for (const item of items.slice(0, perActor.max)) expect((await report(item, "post", session)).errors).toBeUndefined();
      const refused = await report(items[perActor.max]!, "post", session);
      expect(refused.errors?.[0]).toMatchObject({
        message: messages.reportingTooFast,
        extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) },
      });
      // A repeated report of the same item changes nothing and is not counted.
      harness.clock.advance(perActor.windowSeconds * 1000);
      for (let index = 0; index < 3; index++) await report(items[0]!, "post", session);
      expect((await report(items[perActor.max]!, "post", session)).errors).toBeUndefined();
    });

    it("takes no more reports from one address than its limit when they arrive together from made-up sessions", async () => {
      const { perAddress } = WRITE_LIMITS.report;
      const address = newAddress();
      const results = await Promise.all(
        Array.from({ length: perAddress.max + 5 }, () => report(postId, "post", harness.session(), from(address))),
      );
      const refused = results.filter((result) => result.errors);
      expect(refused).toHaveLength(5);
      for (const result of refused) expect(result.errors![0]!.extensions?.code).toBe("TOO_MANY_REQUESTS");
      expect(await db().select().from(reports)).toHaveLength(perAddress.max);
      // Another address may still report.
      expect((await report(postId, "post", harness.session())).errors).toBeUndefined();
    });
  });

  describe("operators", () => {
    it("list reported content with its counts and reasons, the one reported longest ago first", async () => {
      const later = await harness.post(author, { postText: "Reported later" });
      const [address] = [newAddress()];
      await report(postId, "post", harness.session(), from(address), "spam");
      harness.clock.advance(1000);
      await report(postId, "post", harness.session(), from(address), "spam");
      await report(postId, "post", harness.session(), from(newAddress()), "harassment");
      await report(postId, "post", harness.session(), from(newAddress()));
      await report(later, "post", harness.session(), from(newAddress()), "other");
      expect(await queue()).toMatchObject([
        {
          contentType: "post",
          contentId: postId,
          text: "Greenleaf has the best prices",
          hidden: false,
          reportsCount: 4,
          reportersCount: 3,
          establishedReportersCount: 0,
          reasons: [
            { reason: "spam", count: 2 },
            { reason: "harassment", count: 1 },
          ],
        },
        { contentId: later, reportsCount: 1, reasons: [{ reason: "other", count: 1 }] },
      ]);
    });

    it("refuse everyone but operators, and a hide or restore without a reason", async () => {
      await report(postId, "post", harness.session());
      const input = { contentType: "post", contentId: postId, reason: "Spam" };
      const forbidden = { code: "FORBIDDEN", message: messages.operatorsOnly };
      const member = await harness.account();
      for (const headers of [{}, member.headers]) {
        expect(errorOf(await harness.graph(QUEUE, {}, headers))).toEqual(forbidden);
        expect(errorOf(await harness.graph(HIDE, { input }, headers))).toEqual(forbidden);
        expect(errorOf(await harness.graph(RESTORE, { input }, headers))).toEqual(forbidden);
      }
      expect(errorOf(await harness.graph(HIDE, { input: { ...input, reason: "  " } }, operator()))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.moderationReasonRequired,
      });
      expect(errorOf(await harness.graph(HIDE, { input: { ...input, contentId: randomUUID() } }, operator()))?.code).toBe(
        "NOT_FOUND",
      );
      expect((await postRow()).hiddenAt).toBeNull();
      expect(await db().select().from(operatorActions)).toEqual([]);
    });

    it("hide and restore content, each audited with its reason; a restored post is not hidden again by the same reports", async () => {
      const sessions = await establishedSessions(HIDING_REPORTERS + 2);
      for (const session of sessions.slice(0, HIDING_REPORTERS)) await report(postId, "post", session);
      expect((await postRow()).hiddenAt).not.toBeNull();
      expect(await queue()).toMatchObject([{ contentId: postId, hidden: true, establishedReportersCount: HIDING_REPORTERS }]);

      const restored = await harness.graph(
        RESTORE,
        { input: { contentType: "post", contentId: postId, reason: "Honest review, not spam" } },
        operator(),
      );
      expect(restored.data).toEqual({
        restoreCommunityContent: { contentType: "post", contentId: postId, hidden: false, reviewedAt: expect.any(String) },
      });
      expect(await listedIds()).toEqual([postId]);
      expect(await queue()).toEqual([]);
      // The earlier reporters' reports are reviewed: reporting again changes nothing, and one
      // more established reporter is one, not HIDING_REPORTERS + 1.
      for (const session of sessions.slice(0, HIDING_REPORTERS)) await report(postId, "post", session);
      expect((await report(postId, "post", sessions[HIDING_REPORTERS])).data!.reportContent.hidden).toBe(false);
      expect(await queue()).toMatchObject([{ contentId: postId, reportsCount: 1 }]);

      const hidden = await harness.graph(
        HIDE,
        { input: { contentType: "post", contentId: postId, reason: "Sells pills" } },
        operator(),
      );
      expect(hidden.data).toMatchObject({ hideCommunityContent: { hidden: true } });
      expect(await listedIds()).toEqual([]);
      expect(await queue()).toEqual([]);
      // Hiding it again only confirms it.
      await harness.graph(HIDE, { input: { contentType: "post", contentId: postId, reason: "Still pills" } }, operator());

      const events = await harness.published(CommunityContentHiddenSchema);
      expect(events.map((event) => event.data)).toMatchObject([
        { contentType: "post", contentId: postId, reportCount: HIDING_REPORTERS },
        { contentType: "post", contentId: postId, reportCount: 1 },
      ]);
      const audit = await db().select().from(operatorActions).orderBy(operatorActions.at);
      expect(
        audit.map(({ operator: name, action, subjectType, subjectId, reason }) => ({
          name,
          action,
          subjectType,
          subjectId,
          reason,
        })),
      ).toEqual([
        {
          name: "moderator",
          action: "restore-community-content",
          subjectType: "post",
          subjectId: postId,
          reason: "Honest review, not spam",
        },
        { name: "moderator", action: "hide-community-content", subjectType: "post", subjectId: postId, reason: "Sells pills" },
        { name: "moderator", action: "hide-community-content", subjectType: "post", subjectId: postId, reason: "Still pills" },
      ]);
    });
  });
});
