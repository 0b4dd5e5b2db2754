import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, ok, parseInput, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { CommunityPostPublishedSchema, DispensaryMentionedSchema } from "@highcotton/proto";
import { eq, or, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { images, mentions, posts, questions, storeReplicas } from "../db/schema.ts";
import { findBlockedWord } from "../domain/blocklist.ts";
import { matchMentions, normalizeWords, type StoreName } from "../domain/mention-matching.ts";
import { type PostForm, postFormSchema } from "../domain/post-form.ts";
import { type CommunityPostView, postViewOf } from "../domain/post-view.ts";
import { societyMemberOf } from "../domain/society-member.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { openStores } from "./open-stores.ts";
import { profileOfSession } from "./profile-of-session.ts";
import { checkRateLimit } from "./rate-limits.ts";
import { keepImagesOnlyIfWritten, storeImages } from "./store-images.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

type Deps = Pick<CommunityDeps, "db" | "images" | "storage" | "logger" | "blockedWords" | "now">;

/**
 * A session posts to the society as its profile. Everything that can refuse the post is checked
 * before the photo is stored; then, under the session's and the address's rate limits held to the commit, the post,
 * its image row, the stores it names with one DispensaryMentioned each, and CommunityPostPublished
 * are written in one transaction. If that is refused or fails, the stored photo is removed again.
 * A signed-in account posts as its own profile (its account's name), never as the browser's.
 */
export async function createCommunityPost(
  deps: Deps,
  input: unknown,
  clientAddress: string | null,
  traceId?: string,
  user: AuthUser | null = null,
): Promise<Result<CommunityPostView>> {
  const parsed = parseInput(postFormSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  if (findBlockedWord([form.postText, form.brandName, form.productName], deps.blockedWords)) {
    return fail("BAD_USER_INPUT", messages.blockedWords);
  }
  const member = societyMemberOf(user, form.sessionId);
  const author = await profileOfSession(deps.db, form.profileId, member.key);
  if (!author.ok) return author;
  if (form.dispensaryId && !(await isKnownStore(deps, form.dispensaryId))) {
    return fail("BAD_USER_INPUT", messages.unknownDispensary);
  }
  if (form.questionId && !(await isKnownQuestion(deps, form.questionId))) {
    return fail("BAD_USER_INPUT", messages.unknownQuestion);
  }
  const writer = { actor: member.key, address: addressKey(clientAddress) };
  const allowed = await checkRateLimit(deps, writer, "post");
  if (!allowed.ok) return allowed;

  const stored = form.image ? await storeImages(deps, [form.image]) : ok([]);
  if (!stored.ok) return stored;
  const [image] = stored.value;
  const post = await keepImagesOnlyIfWritten(deps, stored.value, () =>
    writeUnderRateLimit(deps, writer, "post", async (tx, now) => {
      const [row] = await tx
        .insert(posts)
        .values({
          profileId: author.value.id,
          questionId: form.questionId,
          dispensaryId: form.dispensaryId,
          brandName: form.brandName,
          productName: form.productName,
          postText: form.postText,
          imageUrl: image?.imageUrl ?? null,
          thumbnailUrl: image?.thumbnailUrl ?? null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no post");
      if (image) await tx.insert(images).values({ ...image, sessionId: member.key, postId: row.id, createdAt: now });
      await recordMentions(tx, row.id, form, now, traceId);
      await publishEvent(tx, {
        schema: CommunityPostPublishedSchema,
        aggregateId: row.id,
        traceId,
        occurredAt: now,
        data: {
          postId: row.id,
          place: "society",
          authorId: author.value.id,
          imageCount: image ? 1 : 0,
          publishedAt: timestampFromDate(now),
        },
      });
      return ok(row);
    }),
  );
  if (!post.ok) return post;
  return ok(postViewOf(post.value, author.value, []));
}

/** Whether the store is known and open: a store whose fee is due or past due is hidden, as in the catalog. */
async function isKnownStore(deps: Pick<CommunityDeps, "db">, dispensaryId: string): Promise<boolean> {
  const [store] = await openStores(deps.db, eq(storeReplicas.dispensaryId, dispensaryId));
  return store !== undefined;
}

async function isKnownQuestion(deps: Pick<CommunityDeps, "db">, questionId: string): Promise<boolean> {
  const [question] = await deps.db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId));
  return question !== undefined;
}

/**
 * The stores the post names, each recorded once with its DispensaryMentioned (keyed by the store,
 * so a store's mentions reach it in order). The database pre-selects, among the open stores, the one
 * it was bought at and those whose name's first word the text or brand contains; the domain rule decides.
 */
async function recordMentions(tx: Tx, postId: string, form: PostForm, now: Date, traceId?: string): Promise<void> {
  const words = ` ${normalizeWords(`${form.postText} ${form.brandName ?? ""}`)} `;
  // The same normalization and "the" as `leadingWord`, so every store the rule can match is selected.
  const leadingWord = sql`split_part(regexp_replace(regexp_replace(lower(${storeReplicas.name}), '[^a-z0-9]+', ' ', 'g'), '^ ?(the )?', ''), ' ', 1)`;
  const candidates: StoreName[] = await openStores(
    tx,
    or(
      form.dispensaryId ? eq(storeReplicas.dispensaryId, form.dispensaryId) : undefined,
      sql`position(' ' || ${leadingWord} || ' ' in ${words}) > 0`,
    ),
  );
  const matches = matchMentions(form, candidates);
  if (matches.length === 0) return;
  await tx.insert(mentions).values(matches.map((match) => ({ postId, ...match, createdAt: now })));
  for (const match of matches) {
    await publishEvent(tx, {
      schema: DispensaryMentionedSchema,
      aggregateId: match.dispensaryId,
      traceId,
      occurredAt: now,
      data: {
        postId,
        dispensaryId: match.dispensaryId,
        matchedBy: match.matchedBy,
        brandName: form.brandName ?? "",
        productName: form.productName ?? "",
        postText: form.postText,
        mentionedAt: timestampFromDate(now),
      },
    });
  }
}
