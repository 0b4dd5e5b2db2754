import { type AuthUser, fail, ok, preparedRead, type Result, sessionIdSchema } from "@highcotton/kit";
import { and, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { postReactions, posts, profiles } from "../db/schema.ts";
import { decodeCursor, encodeCursor, type PageCursor, pageSizeOf } from "../domain/page-cursor.ts";
import { type CommunityPostView, postViewOf } from "../domain/post-view.ts";
import type { ReactionType } from "../domain/reaction.ts";
import { accountMemberKey } from "../domain/society-member.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { olderThanCursor } from "./older-than-cursor.ts";
import { authorColumns } from "./profile-of-session.ts";

export interface CommunityPostPage {
  posts: CommunityPostView[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

type Db = Pick<CommunityDeps, "db">["db"];

function postsQuery(db: Db, sessionId: string | Placeholder | null, older: SQL | undefined, limit: number | Placeholder) {
  // The session's reactions come with each post (a correlated subquery on the reactions' primary
  // key), so a page is one round trip.
  const userReactions =
    sessionId !== null
      ? sql<
          ReactionType[]
        >`array(select ${postReactions.reactionType} from ${postReactions} where ${postReactions.postId} = ${posts.id} and ${postReactions.sessionId} = ${sessionId} order by 1)`
      : sql<ReactionType[]>`'{}'::text[]`;
  return (
    db
      .select({ post: posts, author: authorColumns, userReactions })
      .from(posts)
      .leftJoin(profiles, eq(profiles.id, posts.profileId))
      .where(and(isNull(posts.hiddenAt), older))
      // NULLS LAST as the index has it: plain DESC means NULLS FIRST, and would sort every post instead.
      .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`)
      .limit(limit)
  );
}

const firstPage = preparedRead((db: Db) =>
  postsQuery(db, null, undefined, sql.placeholder("limit")).prepare("community_posts_first_page"),
);
const firstPageWithReactions = preparedRead((db: Db) =>
  postsQuery(db, sql.placeholder("sessionId"), undefined, sql.placeholder("limit")).prepare(
    "community_posts_first_page_with_reactions",
  ),
);

/**
 * Society posts, newest first, hidden ones left out, one page at a time. Keyset paging on
 * (createdAt, id) walks the posts_newest index, so a page costs the same deep in a long history and
 * never repeats or skips a post while new ones arrive. The asking session's reactions on the page
 * come with the page, in the same query: a signed-in account's own, whatever browser it reads from.
 */
export async function listCommunityPosts(
  deps: Pick<CommunityDeps, "db">,
  input: { sessionId?: unknown; first?: unknown; after?: unknown },
  user: AuthUser | null = null,
): Promise<Result<CommunityPostPage>> {
  const session = sessionIdSchema.nullish().safeParse(input.sessionId);
  if (!session.success) return fail("BAD_USER_INPUT", messages.sessionInvalid);
  const first = pageSizeOf(input.first as number | null | undefined);
  if (first === null) return fail("BAD_USER_INPUT", messages.pageSizeInvalid);
  let after: PageCursor | null = null;
  if (input.after !== null && input.after !== undefined) {
    after = typeof input.after === "string" ? decodeCursor(input.after) : null;
    if (!after) return fail("BAD_USER_INPUT", messages.cursorInvalid);
  }

  const sessionId = user ? accountMemberKey(user.id) : (session.data ?? null);
  const rows = after
    ? await postsQuery(deps.db, sessionId, olderThanCursor(posts, after), first + 1)
    : // The first page is what every visit to the society reads: a prepared statement per shape.
      sessionId
      ? await firstPageWithReactions(deps.db).execute({ sessionId, limit: first + 1 })
      : await firstPage(deps.db).execute({ limit: first + 1 });
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return ok({
    posts: page.map((row) => postViewOf(row.post, row.author?.id ? row.author : null, row.userReactions)),
    nextCursor: rows.length > first && last ? encodeCursor({ createdAt: last.post.createdAt, id: last.post.id }) : null,
  });
}
