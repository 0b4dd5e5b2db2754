import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { CommunityPostPublishedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFeedPost } from "../../src/application/create-feed-post.ts";
import { messages } from "../../src/contract/index.ts";
import { feedComments, feedPostLikes, feedPosts, images } from "../../src/db/schema.ts";
import { FEED_COMMENTS_SHOWN } from "../../src/domain/constants.ts";
import { type CommunityHarness, startCommunityHarness, type TestAccount } from "../support/community-harness.ts";
import { jpegWithGps, notAnImage, pngImage, upload } from "../support/images.ts";

const postgres = testDatabase("community_feed");

const POST_FIELDS = "id content imageUrls thumbnailUrls createdAt author { id } likesCount commentsCount isLiked";
const CREATE = `mutation ($input: CreateFeedPostInput!) { createFeedPost(input: $input) { ${POST_FIELDS} } }`;
const LIST = `query ($first: Int, $after: String) { feedPosts(first: $first, after: $after) {
  posts { ${POST_FIELDS} comments { id postId content author { id } createdAt } } nextCursor } }`;
const LIKE = "mutation ($postId: ID!) { toggleFeedPostLike(postId: $postId) { liked likesCount } }";
const COMMENT = `mutation ($postId: ID!, $content: String!) { commentOnFeedPost(postId: $postId, content: $content) {
  id postId content author { id } createdAt } }`;

interface FeedPost {
  id: string;
  content: string;
  imageUrls: string[];
  thumbnailUrls: string[];
  author: { id: string };
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  comments: Array<{ id: string; content: string; author: { id: string } }>;
}
const MINUTE_MS = 60_000;

postgres.describe("the signed-in feed", (open) => {
  let harness: CommunityHarness;
  let member: TestAccount;
  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    member = await harness.account();
  });

  const db = () => harness.database.db;
  const create = (input: Record<string, unknown>, account: TestAccount | null = member) =>
    harness.graph<{ createFeedPost: FeedPost }>(CREATE, { input }, account?.headers ?? {});
  const post = async (content: string, account: TestAccount = member) => {
    const result = await create({ content }, account);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createFeedPost;
  };
  const list = (variables: Record<string, unknown> = {}, account: TestAccount | null = member) =>
    harness.graph<{ feedPosts: { posts: FeedPost[]; nextCursor: string | null } }>(LIST, variables, account?.headers ?? {});
  const like = (postId: string, account: TestAccount = member) =>
    harness.graph<{ toggleFeedPostLike: { liked: boolean; likesCount: number } }>(LIKE, { postId }, account.headers);
  const comment = (postId: string, content: string, account: TestAccount = member) =>
    harness.graph<{ commentOnFeedPost: { id: string; content: string } }>(COMMENT, { postId, content }, account.headers);
  const nothingWritten = async () => {
    expect(await db().select().from(feedPosts)).toEqual([]);
    expect(await db().select().from(images)).toEqual([]);
    expect(harness.storedKeys()).toEqual([]);
  };

  describe("posting", () => {
    it("needs a signed-in account", async () => {
      const signIn = { code: "UNAUTHENTICATED", message: "Please sign in to continue" };
      expect(errorOf(await create({ content: "hello" }, null))).toEqual(signIn);
      expect(errorOf(await harness.graph(LIKE, { postId: crypto.randomUUID() }))).toEqual(signIn);
      expect(errorOf(await harness.graph(COMMENT, { postId: crypto.randomUUID(), content: "hi" }))).toEqual(signIn);
      const forged = { authorization: "Bearer not.a.token" };
      expect(errorOf(await harness.graph(CREATE, { input: { content: "hello" } }, forged))?.code).toBe("UNAUTHENTICATED");
    });

    it("posts text as the account and announces it", async () => {
      const created = await post("  First harvest of the season!  ");
      expect(created).toMatchObject({
        content: "First harvest of the season!",
        imageUrls: [],
        author: { id: member.userId },
        likesCount: 0,
        commentsCount: 0,
        isLiked: false,
      });
      const events = await harness.published(CommunityPostPublishedSchema);
      expect(events.map((event) => event.data)).toMatchObject([
        { postId: created.id, place: "feed", authorId: member.userId, imageCount: 0 },
      ]);
    });

    it("posts images, re-encoded without EXIF, with rows that name the post", async () => {
      const created = await create({ images: [upload(await jpegWithGps()), upload(await pngImage())] });
      expect(created.errors).toBeUndefined();
      const feedPost = created.data!.createFeedPost;
      expect(feedPost.content).toBe("");
      expect(feedPost.imageUrls).toHaveLength(2);
      expect(feedPost.thumbnailUrls).toEqual(feedPost.imageUrls.map((url) => url.replace(".webp", "-thumb.webp")));
      const rows = await db().select().from(images).where(eq(images.feedPostId, feedPost.id));
      expect(rows.map((row) => row.imageUrl).sort()).toEqual([...feedPost.imageUrls].sort());
      expect(rows.every((row) => row.userId === member.userId)).toBe(true);
      const photo = await harness.storage.get(feedPost.imageUrls[0]!.replace("/media/", ""));
      expect((await sharp(photo?.body).metadata()).exif).toBeUndefined();
      const [event] = await harness.published(CommunityPostPublishedSchema);
      expect(event?.data.imageCount).toBe(2);
    });

    it("refuses an empty post and more than 4 images with SPEC's messages", async () => {
      expect(errorOf(await create({ content: "  " }))).toEqual({
        code: "BAD_USER_INPUT",
        message: "Please add some content or images",
      });
      expect(errorOf(await create({}))?.message).toBe("Please add some content or images");
      // Five uploads that are not even images: the count refuses them before any is read.
      const five = Array.from({ length: 5 }, () => upload(notAnImage()));
      expect(errorOf(await create({ content: "too many", images: five }))).toEqual({
        code: "BAD_USER_INPUT",
        message: "You can only upload up to 4 images per post",
      });
      await nothingWritten();
    });

    it("writes nothing when one image is not an image, or the text is refused", async () => {
      const photo = upload(await pngImage());
      expect(errorOf(await create({ content: "look", images: [photo, upload(notAnImage())] }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.notAnImage,
      });
      expect(errorOf(await create({ content: "Crypto giveaway! DM me on Telegram", images: [photo] }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.blockedWords,
      });
      expect(errorOf(await create({ content: "x".repeat(5001), images: [photo] }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.feedContentTooLong,
      });
      expect(errorOf(await create({ content: "nul\u0000byte" }))?.code).toBe("BAD_USER_INPUT");
      await nothingWritten();
      expect(await harness.published(CommunityPostPublishedSchema)).toEqual([]);
    });

    it("removes the stored images when the post cannot be written", async () => {
      const brokenDb = new Proxy(harness.deps.db, {
        get: (target, property, receiver) =>
          property === "transaction"
            ? () => Promise.reject(new Error("connection lost"))
            : Reflect.get(target, property, receiver),
      });
      const user = { id: member.userId, username: member.username, role: "user" } as never;
      await expect(
        createFeedPost({ ...harness.deps, db: brokenDb }, user, { images: [upload(await pngImage())] }),
      ).rejects.toThrow("connection lost");
      await nothingWritten();
    });

    it("lets an account post 5 times in 10 minutes", async () => {
      for (let i = 0; i < 5; i++) await post(`post ${i}`);
      const refused = await create({ content: "one more" });
      expect(errorOf(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: messages.postingTooFast });
      expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
      expect((await create({ content: "someone else" }, await harness.account())).errors).toBeUndefined();
      harness.clock.advance(10 * MINUTE_MS);
      expect((await create({ content: "later" })).errors).toBeUndefined();
    });
  });

  describe("reading", () => {
    it("lists posts newest first, page by page, without hidden ones", async () => {
      const made: FeedPost[] = [];
      for (let i = 0; i < 5; i++) {
        made.push(await post(`post ${i}`, await harness.account()));
        harness.clock.advance(1000);
      }
      await db().update(feedPosts).set({ hiddenAt: new Date() }).where(eq(feedPosts.id, made[2]!.id));
      const first = await list({ first: 2 });
      expect(first.data?.feedPosts.posts.map((p) => p.content)).toEqual(["post 4", "post 3"]);
      const second = await list({ first: 2, after: first.data?.feedPosts.nextCursor });
      expect(second.data?.feedPosts.posts.map((p) => p.content)).toEqual(["post 1", "post 0"]);
      expect(second.data?.feedPosts.nextCursor).toBeNull();
      const everything = await list({}, null);
      expect(everything.data?.feedPosts.posts.map((p) => p.author.id)).toEqual([4, 3, 1, 0].map((i) => made[i]!.author.id));
    });

    it("keeps pages apart when posts share a moment", async () => {
      const now = new Date();
      await db()
        .insert(feedPosts)
        .values(Array.from({ length: 5 }, (_, i) => ({ userId: member.userId, content: `same ${i}`, createdAt: now })));
      const seen: string[] = [];
      let after: string | null | undefined;
      do {
        const page = await list({ first: 2, after });
        seen.push(...(page.data?.feedPosts.posts.map((p) => p.id) ?? []));
        after = page.data?.feedPosts.nextCursor;
      } while (after);
      expect(new Set(seen).size).toBe(5);
    });

    it("refuses a bad cursor or page size", async () => {
      for (const after of ["nonsense", "", Buffer.from("2026-01-01T00:00:00.000Z|1").toString("base64url")]) {
        expect(errorOf(await list({ after }))).toEqual({ code: "BAD_USER_INPUT", message: messages.cursorInvalid });
      }
      for (const first of [0, 51, -1]) {
        expect(errorOf(await list({ first }))).toEqual({ code: "BAD_USER_INPUT", message: messages.pageSizeInvalid });
      }
    });

    it("says whether the caller likes each post, and shows its newest comments oldest first", async () => {
      const other = await harness.account();
      const liked = await post("liked one");
      const plain = await post("plain one");
      await like(liked.id, other);
      for (let i = 0; i < FEED_COMMENTS_SHOWN + 2; i++) {
        await db()
          .insert(feedComments)
          .values({ postId: liked.id, userId: other.userId, content: `c${i}`, createdAt: new Date(Date.now() + i) });
      }
      await db()
        .insert(feedComments)
        .values({ postId: plain.id, userId: member.userId, content: "hidden", hiddenAt: new Date() });
      const [forOther, forMember, signedOut] = await Promise.all([list({}, other), list({}, member), list({}, null)]);
      const byId = (page: typeof forOther) => new Map(page.data?.feedPosts.posts.map((p) => [p.id, p]));
      expect(byId(forOther).get(liked.id)?.isLiked).toBe(true);
      expect(byId(forOther).get(plain.id)?.isLiked).toBe(false);
      expect(byId(forMember).get(liked.id)?.isLiked).toBe(false);
      expect(byId(signedOut).get(liked.id)).toMatchObject({ isLiked: false, likesCount: 1 });
      const shown = byId(forMember).get(liked.id)?.comments ?? [];
      expect(shown.map((c) => c.content)).toEqual(Array.from({ length: FEED_COMMENTS_SHOWN }, (_, i) => `c${i + 2}`));
      expect(shown[0]?.author).toEqual({ id: other.userId });
      expect(byId(forMember).get(plain.id)?.comments).toEqual([]);
    });

    it("names each author only by a public-profile reference, to anyone, never as an account", async () => {
      const other = await harness.account();
      const mine = await post("whose is this?");
      await comment(mine.id, "mine, friend", other);
      const anonymous = await harness.graph<{
        feedPosts: { posts: Array<{ author: unknown; comments: Array<{ author: unknown }> }> };
      }>("{ feedPosts { posts { author { __typename id } comments { author { __typename id } } } } }");
      expect(anonymous.data?.feedPosts.posts).toEqual([
        {
          author: { __typename: "PublicProfile", id: member.userId },
          comments: [{ author: { __typename: "PublicProfile", id: other.userId } }],
        },
      ]);
      // No account fields to ask for: a person is reachable from the feed only as a PublicProfile.
      const account = await harness.graph("{ feedPosts { posts { user { id } } } }");
      expect(account.errors?.[0]?.message).toContain('Cannot query field "user" on type "FeedPost"');
    });
  });

  describe("likes", () => {
    it("toggles the account's like and keeps the count", async () => {
      const target = await post("like me");
      expect((await like(target.id)).data?.toggleFeedPostLike).toEqual({ liked: true, likesCount: 1 });
      expect((await like(target.id)).data?.toggleFeedPostLike).toEqual({ liked: false, likesCount: 0 });
      expect((await like(target.id)).data?.toggleFeedPostLike).toEqual({ liked: true, likesCount: 1 });
    });

    it("answers NOT_FOUND for an unknown, hidden or malformed post", async () => {
      const hidden = await post("hidden");
      await db().update(feedPosts).set({ hiddenAt: new Date() }).where(eq(feedPosts.id, hidden.id));
      for (const postId of [crypto.randomUUID(), hidden.id, "not-a-uuid", "1; drop table feed_posts"]) {
        expect(errorOf(await like(postId))).toEqual({ code: "NOT_FOUND", message: "Post not found" });
        expect(errorOf(await comment(postId, "hello"))).toEqual({ code: "NOT_FOUND", message: "Post not found" });
      }
    });

    it("counts exactly when many accounts toggle at once", async () => {
      const target = await post("popular");
      const accounts = await Promise.all(Array.from({ length: 20 }, () => harness.account()));
      const results = await Promise.all(accounts.map((account) => like(target.id, account)));
      expect(results.every((result) => result.data?.toggleFeedPostLike.liked)).toBe(true);
      const rows = await db().select().from(feedPostLikes).where(eq(feedPostLikes.postId, target.id));
      const [stored] = await db().select().from(feedPosts).where(eq(feedPosts.id, target.id));
      expect(rows).toHaveLength(20);
      expect(stored?.likesCount).toBe(20);
    });

    it("ends un-liked after an even number of toggles by one account at once", async () => {
      const target = await post("flip flop");
      const results = await Promise.all(Array.from({ length: 20 }, () => like(target.id)));
      expect(results.filter((result) => result.data?.toggleFeedPostLike.liked)).toHaveLength(10);
      const [stored] = await db().select().from(feedPosts).where(eq(feedPosts.id, target.id));
      expect(stored?.likesCount).toBe(0);
      expect(await db().select().from(feedPostLikes)).toEqual([]);
    });
  });

  describe("comments", () => {
    it("comments as the account and counts it", async () => {
      const target = await post("comment on me");
      const result = await comment(target.id, "  Looks dank!  ");
      expect(result.data?.commentOnFeedPost).toMatchObject({
        content: "Looks dank!",
        postId: target.id,
        author: { id: member.userId },
      });
      const [stored] = await db().select().from(feedPosts).where(eq(feedPosts.id, target.id));
      expect(stored?.commentsCount).toBe(1);
      const page = await list();
      expect(page.data?.feedPosts.posts[0]?.comments.map((c) => c.content)).toEqual(["Looks dank!"]);
    });

    it("refuses blank, long and blocked comments, writing nothing", async () => {
      const target = await post("strict");
      expect(errorOf(await comment(target.id, "   "))).toEqual({ code: "BAD_USER_INPUT", message: messages.commentRequired });
      expect(errorOf(await comment(target.id, "x".repeat(1001)))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.commentTooLong,
      });
      expect(errorOf(await comment(target.id, "double your bitcoin"))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.blockedWords,
      });
      expect(errorOf(await comment(target.id, "a\u0000b"))?.code).toBe("BAD_USER_INPUT");
      expect(await db().select().from(feedComments)).toEqual([]);
      const [stored] = await db().select().from(feedPosts).where(eq(feedPosts.id, target.id));
      expect(stored?.commentsCount).toBe(0);
    });

    it("lets an account comment 20 times in 10 minutes", async () => {
      const target = await post("chatty");
      for (let i = 0; i < 20; i++) expect((await comment(target.id, `comment ${i}`)).errors).toBeUndefined();
      expect(errorOf(await comment(target.id, "one more"))).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: messages.commentingTooFast,
      });
      harness.clock.advance(10 * MINUTE_MS);
      expect((await comment(target.id, "later")).errors).toBeUndefined();
    });
  });
});
