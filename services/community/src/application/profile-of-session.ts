import { fail, isUuid, ok, type Queryable, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { profiles } from "../db/schema.ts";
import type { CommunityAuthor } from "../domain/post-view.ts";

/** The columns of a profile others may see. */
export const authorColumns = {
  id: profiles.id,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  city: profiles.city,
  state: profiles.state,
};

/**
 * The profile a session posts or comments as: it must exist (NOT_FOUND, also for an id that is not
 * a UUID) and be that session's own (FORBIDDEN: a profile id is public, its session is not).
 */
export async function profileOfSession(db: Queryable, profileId: unknown, sessionId: string): Promise<Result<CommunityAuthor>> {
  if (!isUuid(profileId)) return fail("NOT_FOUND", messages.profileNotFound);
  const [profile] = await db
    .select({ ...authorColumns, sessionId: profiles.sessionId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return fail("NOT_FOUND", messages.profileNotFound);
  if (profile.sessionId !== sessionId) return fail("FORBIDDEN", messages.notYourProfile);
  const { sessionId: _owner, ...author } = profile;
  return ok(author);
}
