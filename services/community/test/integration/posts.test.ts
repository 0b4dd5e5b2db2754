import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { outbox } from "@highcotton/kit";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { CommunityPostPublishedSchema } from "@highcotton/proto";
import { eq, sql } from "drizzle-orm";
import type { FormattedExecutionResult } from "graphql";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { activity, images, postReactions, posts, questions } from "../../src/db/schema.ts";
import { POST_LIMIT } from "../../src/domain/constants.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";
import { jpegWithGps, notAnImage, upload } from "../support/images.ts";

const postgres = testDatabase("community_posts");

const POST_FIELDS = `id profileId profile { id displayName avatarUrl city state } questionId dispensaryId dispensary { id }
  brandName productName postText imageUrl thumbnailUrl likesCount lovesCount commentsCount userReactions createdAt`;
const CREATE = `mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { ${POST_FIELDS} } }`;
const LIST = `query ($sessionId: String, $first: Int, $after: String) {
  communityPosts(sessionId: $sessionId, first: $first, after: $after) { posts { ${POST_FIELDS} } nextCursor } }`;

interface PostOut {
  id: string;
  profileId: string;
  profile: { id: string; displayName: string; city: string | null; state: string | null } | null;
  dispensary: { id: string } | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  userReactions: string[];
  createdAt: string;
  [field: string]: unknown;
}
interface PageOut {
  communityPosts: { posts: PostOut[]; nextCursor: string | null };
}

postgres.describe("society posts", (open) => {
  let harness: CommunityHarness;
  let author: TestProfile;
  const db = () => harness.database.db;
  const create = (input: Record<string, unknown>) =>
    harness.graph<{ createCommunityPost: PostOut }>(CREATE, { input: { postText: "Blue Dream tonight", ...author, ...input } });
  const list = (variables: Record<string, unknown> = {}) => harness.graph<PageOut>(LIST, variables);
  /** Nothing of a refused post was kept: no post, image, activity, event or file. */
  const expectNothingWritten = async () => {
    expect(await db().select().from(posts)).toEqual([]);
    expect(await db().select().from(images)).toEqual([]);
    expect(await db().select().from(activity)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
    expect(harness.storedKeys()).toEqual([]);
  };

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    author = await harness.profile({ displayName: "Denver Dank", city: "Denver", state: "CO" });
    await db().delete(activity);
    await db().delete(outbox);
  });

  describe("posting", () => {
    it("answers the post with its author and empty counts, and announces it", async () => {
      const dispensaryId = await harness.store({ name: "Mile High Greens" });
      const result = await create({
        postText: "  Blue Dream tonight, smooth and sweet.  ",
        brandName: "Kiva",
        productName: "",
        dispensaryId,
      });
      expect(result.errors).toBeUndefined();
      const post = result.data!.createCommunityPost;
      expect(post).toMatchObject({
        profileId: author.profileId,
        profile: { id: author.profileId, displayName: "Denver Dank", city: "Denver", state: "CO", avatarUrl: null },
        postText: "Blue Dream tonight, smooth and sweet.",
        brandName: "Kiva",
        productName: null,
        questionId: null,
        dispensaryId,
        dispensary: { id: dispensaryId },
        imageUrl: null,
        thumbnailUrl: null,
        likesCount: 0,
        lovesCount: 0,
        commentsCount: 0,
        userReactions: [],
      });
      const [row] = await db().select().from(posts);
      expect(row).toMatchObject({ id: post.id, profileId: author.profileId, postText: post.postText, hiddenAt: null });
      expect(post.createdAt).toBe(row!.createdAt.toISOString());

      const events = await harness.published(CommunityPostPublishedSchema);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        aggregateId: post.id,
        data: { postId: post.id, place: "society", authorId: author.profileId, imageCount: 0 },
      });
      expect(timestampDate(events[0]!.data.publishedAt!)).toEqual(row!.createdAt);
    });

    it("stores the photo re-encoded, records it against the post and the session, and counts the post", async () => {
      const result = await create({ image: upload(await jpegWithGps()) });
      expect(result.errors).toBeUndefined();
      const post = result.data!.createCommunityPost;
      expect(post.imageUrl).toMatch(/\.webp$/);
      expect(post.thumbnailUrl).toMatch(/-thumb\.webp$/);
      const [image] = await db().select().from(images);
      expect(image).toMatchObject({
        postId: post.id,
        sessionId: author.sessionId,
        imageUrl: post.imageUrl,
        thumbnailUrl: post.thumbnailUrl,
        mimeType: "image/webp",
      });
      expect(harness.storedKeys()).toHaveLength(2);
      expect(await db().select({ actor: activity.actor, action: activity.action }).from(activity)).toEqual([
        { actor: author.sessionId, action: "post" },
      ]);
      expect((await harness.published(CommunityPostPublishedSchema))[0]?.data.imageCount).toBe(1);
    });

    it("answers the question of the day when asked to", async () => {
      const [question] = await db()
        .insert(questions)
        .values({ questionText: "What are you smoking today?", position: 1, isActive: true })
        .returning();
      const result = await create({ questionId: question!.id });
      expect(result.data?.createCommunityPost.questionId).toBe(question!.id);
    });

    it("refuses another session's profile and writes nothing", async () => {
      const stranger = harness.session();
      const result = await create({ sessionId: stranger, image: upload(await jpegWithGps()) });
      expect(errorOf(result)).toEqual({ code: "FORBIDDEN", message: messages.notYourProfile });
      await expectNothingWritten();
    });

    it("refuses a profile that does not exist, or an id that is none", async () => {
      const notFound = { code: "NOT_FOUND", message: messages.profileNotFound };
      expect(errorOf(await create({ profileId: randomUUID() }))).toEqual(notFound);
      expect(errorOf(await create({ profileId: "me" }))).toEqual(notFound);
      await expectNothingWritten();
    });

    it("refuses a file that is not an image and keeps nothing of it", async () => {
      const result = await create({ image: upload(notAnImage()) });
      expect(errorOf(result)).toEqual({ code: "BAD_USER_INPUT", message: messages.notAnImage });
      await expectNothingWritten();
    });

    it("refuses a dispensary that is not on High Cotton, and a question that does not exist", async () => {
      const unknownStore = { code: "BAD_USER_INPUT", message: messages.unknownDispensary };
      expect(errorOf(await create({ dispensaryId: randomUUID(), image: upload(await jpegWithGps()) }))).toEqual(unknownStore);
      expect(errorOf(await create({ dispensaryId: "greenleaf" }))).toEqual(unknownStore);
      const unknownQuestion = { code: "BAD_USER_INPUT", message: messages.unknownQuestion };
      expect(errorOf(await create({ questionId: randomUUID() }))).toEqual(unknownQuestion);
      expect(errorOf(await create({ questionId: "today" }))).toEqual(unknownQuestion);
      await expectNothingWritten();
    });

    it("refuses text that is missing, blank, too long, has a NUL byte or a blocked word", async () => {
      const refusals = [
        [{ postText: "   " }, messages.postTextRequired],
        [{ postText: "x".repeat(2001) }, messages.postTextTooLong],
        [{ postText: "x".repeat(100_000) }, messages.postTextTooLong],
        [{ brandName: "b".repeat(101) }, messages.brandTooLong],
        [{ postText: "Selling fentanyl cheap" }, messages.blockedWords],
        [{ productName: "Cash App me for a deal" }, messages.blockedWords],
      ] as const;
      for (const [input, message] of refusals) {
        expect(errorOf(await create(input))).toEqual({ code: "BAD_USER_INPUT", message });
      }
      expect(errorOf(await create({ postText: "nul\u0000byte" }))?.code).toBe("BAD_USER_INPUT");
      expect(errorOf(await create({ sessionId: "not-a-session" }))?.code).toBe("BAD_USER_INPUT");
      await expectNothingWritten();
    });

    it("makes a session wait once it posted too often, writing nothing for the refused post", async () => {
      for (let index = 0; index < POST_LIMIT.max; index++) expect((await create({})).errors).toBeUndefined();
      const refused = await create({ image: upload(await jpegWithGps()) });
      expect(errorOf(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: messages.postingTooFast });
      expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
      expect(await db().select().from(posts)).toHaveLength(POST_LIMIT.max);
      expect(await db().select().from(images)).toEqual([]);
      expect(harness.storedKeys()).toEqual([]);
      harness.clock.advance(POST_LIMIT.windowSeconds * 1000);
      expect((await create({})).errors).toBeUndefined();
    });

    it("removes the stored photo again when the post cannot be written", async () => {
      // The activity row is the post's last write: a trigger refuses it, as a lost database would.
      await db().execute(sql`create function refuse_activity() returns trigger language plpgsql
        as $$ begin raise exception 'the database went away'; end $$`);
      await db().execute(sql`create trigger refuse_activity before insert on activity execute function refuse_activity()`);
      try {
        const result = await create({ image: upload(await jpegWithGps()) });
        expect(result.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
        await expectNothingWritten();
      } finally {
        await db().execute(sql`drop trigger refuse_activity on activity`);
        await db().execute(sql`drop function refuse_activity()`);
      }
    });
  });

  describe("the list", () => {
    /** Posts written straight to the store: many, several sharing an instant, to page through. */
    const seedPosts = async (count: number) => {
      const base = Date.parse("2026-03-01T12:00:00.000Z");
      const rows = Array.from({ length: count }, (_, index) => ({
        profileId: author.profileId,
        postText: `post ${index}`,
        // Three posts per instant: the id breaks the tie.
        createdAt: new Date(base + Math.floor(index / 3) * 1000),
      }));
      return db().insert(posts).values(rows).returning({ id: posts.id });
    };

    it("pages through every post exactly once, newest first", async () => {
      const seeded = await seedPosts(47);
      const seen: PostOut[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const result: FormattedExecutionResult<PageOut> = await list({ first: 10, after });
        expect(result.errors).toBeUndefined();
        seen.push(...result.data!.communityPosts.posts);
        after = result.data!.communityPosts.nextCursor;
        pages++;
      } while (after);
      expect(pages).toBe(5);
      expect(seen.map((post) => post.id).sort()).toEqual(seeded.map((post) => post.id).sort());
      const order = seen.map((post) => [post.createdAt, post.id] as const);
      const sorted = [...order].sort(([aTime, aId], [bTime, bId]) =>
        aTime === bTime ? bId.localeCompare(aId) : bTime.localeCompare(aTime),
      );
      expect(order).toEqual(sorted);
    });

    it("never repeats the post a page ended on when times carry microseconds (the database's own clock)", async () => {
      const seeded = await seedPosts(5);
      // As rows written by the database's now(): microseconds a page cursor's milliseconds lack.
      await db().execute(sql`update posts set created_at = created_at + (random() * interval '900 microseconds')`);
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const result: FormattedExecutionResult<PageOut> = await list({ first: 2, after });
        expect(result.errors).toBeUndefined();
        seen.push(...result.data!.communityPosts.posts.map((post) => post.id));
        after = result.data!.communityPosts.nextCursor;
      } while (after && seen.length < 20);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      expect([...seen].sort()).toEqual(seeded.map((post) => post.id).sort());
    });

    it("keeps its place while new posts arrive", async () => {
      await seedPosts(6);
      const first = await list({ first: 3 });
      const firstIds = first.data!.communityPosts.posts.map((post) => post.id);
      await create({ postText: "Fresh one" });
      const second = await list({ first: 10, after: first.data!.communityPosts.nextCursor });
      const secondIds = second.data!.communityPosts.posts.map((post) => post.id);
      expect(secondIds).toHaveLength(3);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      expect(second.data!.communityPosts.nextCursor).toBeNull();
    });

    it("shows each post's author, store and the asking session's reactions, and leaves hidden posts out", async () => {
      const dispensaryId = await harness.store({ name: "Mile High Greens" });
      const liked = await harness.post(author, { dispensaryId });
      harness.clock.advance(1000);
      const plain = await harness.post(author);
      harness.clock.advance(1000);
      const hidden = await harness.post(author);
      await db().update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden));
      const viewer = harness.session();
      await db()
        .insert(postReactions)
        .values([
          { postId: liked, sessionId: viewer, reactionType: "love" },
          { postId: liked, sessionId: viewer, reactionType: "like" },
          { postId: plain, sessionId: harness.session(), reactionType: "like" },
        ]);

      const result = await list({ sessionId: viewer });
      expect(result.errors).toBeUndefined();
      const shown = result.data!.communityPosts.posts;
      expect(shown.map((post) => post.id)).toEqual([plain, liked]);
      expect(shown[1]).toMatchObject({
        profile: { id: author.profileId, displayName: "Denver Dank" },
        dispensary: { id: dispensaryId },
        userReactions: ["like", "love"],
      });
      expect(shown[0]).toMatchObject({ dispensary: null, userReactions: [] });
      const anonymous = await list();
      expect(anonymous.data!.communityPosts.posts.map((post) => post.userReactions)).toEqual([[], []]);
    });

    it("refuses a cursor it did not make, a page size outside 1–50 and a bad session id", async () => {
      const cursor = { code: "BAD_USER_INPUT", message: messages.cursorInvalid };
      expect(errorOf(await list({ after: "garbage!" }))).toEqual(cursor);
      expect(errorOf(await list({ after: Buffer.from("yesterday|1").toString("base64url") }))).toEqual(cursor);
      const size = { code: "BAD_USER_INPUT", message: messages.pageSizeInvalid };
      expect(errorOf(await list({ first: 0 }))).toEqual(size);
      expect(errorOf(await list({ first: 51 }))).toEqual(size);
      expect(errorOf(await list({ sessionId: "x".repeat(500) }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.sessionInvalid,
      });
    });
  });
});
