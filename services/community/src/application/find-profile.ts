import { type AuthUser, parseInput, type Result } from "@highcotton/kit";
import { ok } from "@highcotton/kit/errors";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { eq } from "drizzle-orm";
import { profiles } from "../db/schema.ts";
import { societyMemberOf } from "../domain/society-member.ts";
import { ensureAccountProfile } from "./account-profile.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** A profile as its own session reads it: the birthday included. */
export interface ProfileView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  birthday: string | null;
  createdAt: Date;
}

export const profileViewColumns = {
  id: profiles.id,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  bio: profiles.bio,
  city: profiles.city,
  state: profiles.state,
  birthday: profiles.birthday,
  createdAt: profiles.createdAt,
};

/**
 * The member's community profile, or null when an anonymous session has none yet. A signed-in
 * account's is its own, made on first read from its username (the session id is then only
 * checked). A profile is only ever read by its member, so whoever reads it sees the birthday.
 */
export async function findProfile(
  deps: Pick<CommunityDeps, "db" | "now">,
  sessionId: unknown,
  user: AuthUser | null = null,
): Promise<Result<ProfileView | null>> {
  const session = parseInput(sessionIdSchema, sessionId);
  if (!session.ok) return session;
  const member = societyMemberOf(user, session.value);
  await ensureAccountProfile(deps.db, member, deps.now());
  const [profile] = await deps.db.select(profileViewColumns).from(profiles).where(eq(profiles.sessionId, member.key));
  return ok(profile ?? null);
}
