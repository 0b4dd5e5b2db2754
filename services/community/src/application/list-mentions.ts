import { fail, isUuid, ok, type Result } from "@highcotton/kit";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { mentions, posts } from "../db/schema.ts";
import { pageSizeOf } from "../domain/page-cursor.ts";
import type { DispensaryMentionView } from "../domain/post-view.ts";
import type { CommunityDeps } from "./community-deps.ts";

/**
 * The society posts that name a store, newest first (the mentions_newest index), hidden posts left
 * out. Public like the posts themselves; a store community has not heard of simply has none.
 */
export async function listMentions(
  deps: Pick<CommunityDeps, "db">,
  dispensaryId: unknown,
  first?: unknown,
): Promise<Result<DispensaryMentionView[]>> {
  if (!isUuid(dispensaryId)) return fail("BAD_USER_INPUT", messages.unknownDispensary);
  const size = pageSizeOf(first as number | null | undefined);
  if (size === null) return fail("BAD_USER_INPUT", messages.pageSizeInvalid);
  const rows = await deps.db
    .select({
      id: posts.id,
      brandName: posts.brandName,
      productName: posts.productName,
      postText: posts.postText,
      likesCount: posts.likesCount,
      createdAt: posts.createdAt,
    })
    .from(mentions)
    .innerJoin(posts, eq(posts.id, mentions.postId))
    .where(and(eq(mentions.dispensaryId, dispensaryId), isNull(posts.hiddenAt)))
    // NULLS LAST as mentions_newest has it, so the index gives the order and the page stops early.
    .orderBy(sql`${mentions.createdAt} desc nulls last`, desc(mentions.postId))
    .limit(size);
  return ok(rows);
}
